/**
 * The words of a failed reveal or refund (§8), in the reader's language: a refusal the server explains
 * with a reason is told in the page's own words, anything else with the server's message.
 *   Keys: 'No se pudieron cargar las claves: {error}' (ERR-08).
 *   Refund: 'Error: {message}', by default 'Failed to process refund', or 'An unknown error occurred' for
 *   what is not even an error; 'No session found' without a session (ERR-04..07).
 */
import type { TFunction } from 'i18next';
import { KEY_REVEAL_REASONS, REFUND_REASONS } from '../../../shared/after-sale-reasons.js';
import { ApiError, UNKNOWN_ERROR } from '../../lib/api-client.js';

type OrdersT = TFunction<'orders'>;

const reasonOf = (error: unknown) => (error instanceof ApiError && typeof error.details?.reason === 'string' ? error.details.reason : undefined);
const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => list.includes(value as T);

/** Why the keys could not be loaded, for `reveal.loadFailed`. */
export function keysErrorText(t: OrdersT, error: unknown): string {
  const reason = reasonOf(error);
  if (isOneOf(KEY_REVEAL_REASONS, reason)) return t(`reveal.reasons.${reason}`);
  if (error instanceof ApiError && error.status === 404) return t('reveal.reasons.not_found');
  return error instanceof Error ? error.message : UNKNOWN_ERROR;
}

/** The whole message of a failed refund request. */
export function refundErrorText(t: OrdersT, error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return t('refund.noSession');
  const reason = reasonOf(error);
  if (isOneOf(REFUND_REASONS, reason)) return t('refund.error', { message: t(`refund.reasons.${reason}`) });
  if (error instanceof ApiError && error.status === 404) return t('refund.error', { message: t('refund.reasons.not_found') });
  if (error instanceof ApiError && error.message !== UNKNOWN_ERROR) return t('refund.error', { message: error.message });
  // No message from the server (a proxy's page), or no answer at all.
  if (error instanceof Error) return t('refund.error', { message: t('refund.failed') });
  return t('refund.error', { message: t('refund.unknown') });
}

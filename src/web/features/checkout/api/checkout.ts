/**
 * checkout (§7): places the order with its Idempotency-Key (the same key for a retry of the same body) and
 * the reader's language, which the order keeps for its mails.
 */
import type { CheckoutBody, CheckoutResponse } from '../../../../shared/contracts/checkout.js';
import { CheckoutResponseSchema, IDEMPOTENCY_KEY_HEADER } from '../../../../shared/contracts/checkout.js';
import { LANGUAGE_HEADER } from '../../../../shared/constants.js';
import { apiPost } from '../../../lib/api-client.js';
import { pageLanguage } from '../../../i18n/page-language.js';

export function placeOrder(body: CheckoutBody, idempotencyKey: string): Promise<CheckoutResponse> {
  return apiPost('checkout', body, CheckoutResponseSchema, undefined, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, [LANGUAGE_HEADER]: pageLanguage() });
}

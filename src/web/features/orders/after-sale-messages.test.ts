/** The §8 messages of a failed refund or key reveal (ERR-04..08). */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, UNKNOWN_ERROR } from '../../lib/api-client.js';
import en from '../../locales/en/orders.json' with { type: 'json' };
import es from '../../locales/es/orders.json' with { type: 'json' };
import { keysErrorText, refundErrorText } from './after-sale-messages.js';

/** i18next's lookup and interpolation over one language's orders.json. */
const translator = (texts: object) => ((key: string, values: Record<string, string> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}) as unknown as TFunction<'orders'>;

describe('refund failures (§8)', () => {
  const t = translator(en);
  it('ERR-07: without a session, \'No session found\'', () => {
    expect(refundErrorText(t, new ApiError('No session found', 401, 'unauthenticated'))).toBe('No session found');
  });
  it('ERR-04: a refusal reads \'Error: {message}\', in the page\'s words when the server gives its reason', () => {
    expect(refundErrorText(t, new ApiError('The key was revealed', 409, 'conflict', { reason: 'ALREADY_REDEEMED' })))
      .toBe('Error: its key has been revealed, so it can no longer be refunded');
    expect(refundErrorText(t, new ApiError('Too many requests', 429, 'rate_limited'))).toBe('Error: Too many requests');
  });
  it("ERR-05: no message from the server, or no answer: 'Failed to process refund'", () => {
    expect(refundErrorText(t, new ApiError(UNKNOWN_ERROR, 502))).toBe('Error: Failed to process refund');
    expect(refundErrorText(t, new TypeError('Failed to fetch'))).toBe('Error: Failed to process refund');
  });
  it("ERR-06: what is not even an error: 'An unknown error occurred'", () => {
    expect(refundErrorText(t, 'boom')).toBe('Error: An unknown error occurred');
  });
  it('in Spanish too', () => {
    expect(refundErrorText(translator(es), new ApiError('No session found', 401))).toBe('No se encontró ninguna sesión');
    expect(refundErrorText(translator(es), undefined)).toBe('Error: Ocurrió un error desconocido');
  });
});

describe('key loading failures (§8)', () => {
  it('ERR-08: the reason in the page\'s words, else the server\'s message', () => {
    const t = translator(es);
    const refusal = new ApiError('A refund of this item is being processed', 409, 'conflict', { reason: 'REFUND_PENDING' });
    expect(es.reveal.loadFailed.replace('{{error}}', keysErrorText(t, refusal))).toBe('No se pudieron cargar las claves: hay un reembolso de este producto en curso');
    expect(keysErrorText(t, new ApiError('Gone', 404, 'not_found'))).toBe('este producto no está en tus pedidos');
    expect(keysErrorText(t, new ApiError('Something went wrong on our side', 500, 'internal'))).toBe('Something went wrong on our side');
  });
});

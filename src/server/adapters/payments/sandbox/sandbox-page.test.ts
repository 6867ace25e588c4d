import { describe, expect, it } from 'vitest';
import { renderPaymentPage, SANDBOX_TEXTS } from './sandbox-page.js';
import type { SandboxPayment } from './sandbox-service.js';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const payment: SandboxPayment = {
  id: 'sbpay_1', client_secret: 'sbpay_1_secret_"><script>', amount_cents: 1999, currency: 'eur', method: 'card',
  reference: 'order', return_url: 'http://store.test/checkout?order=1', status: 'requires_payment_method', failure_code: null, refunded_cents: 0,
};

describe('the sandbox payment page', () => {
  it('has the same texts in es and en', () => {
    expect(keys(SANDBOX_TEXTS.es).sort()).toEqual(keys(SANDBOX_TEXTS.en).sort());
  });

  it('escapes what it prints, shows the amount in the reader\'s format, and never prints a CVC back', () => {
    const html = renderPaymentPage({ payment, language: 'es', error: 'invalid_cvc', values: { number: '<b>4242', expiry: '12/34' } });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b&gt;4242');
    expect(html.replace(/\s/g, ' ')).toContain('19,99 €');
    expect(html).toMatch(/<input id="cvc" name="cvc"[^>]*>/);
    expect(html.match(/<input id="cvc" name="cvc"[^>]*>/)![0]).not.toContain('value=');
    expect(html).toContain('lang="es"');
  });

  it('a settled payment shows its outcome and the way back, not the form', () => {
    const html = renderPaymentPage({ payment: { ...payment, status: 'canceled' }, language: 'en' });
    expect(html).toContain(SANDBOX_TEXTS.en.settled.canceled);
    expect(html).not.toContain('<form');
  });
});

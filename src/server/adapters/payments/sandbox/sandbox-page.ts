/**
 * The sandbox provider's payment page (its "browser component", decision 10): a plain HTML form served by
 * the sandbox under /sandbox-pay/pay/{id}, posted back to the sandbox, never to the store's /api, then a
 * redirect to the store's return address. It needs no script, so it works with the store's
 * Content-Security-Policy and with any browser. Texts in es and en (locales/), chosen by `lang`.
 */
import type { Language } from '../../../../shared/constants.js';
import { formatEuros } from '../../../../shared/money.js';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import { SANDBOX_PATH } from './sandbox-provider.js';
import type { SandboxPayment } from './sandbox-service.js';

export type SandboxTexts = typeof en;
export const SANDBOX_TEXTS: Record<Language, SandboxTexts> = { es, en };

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export type SandboxErrorCode = keyof SandboxTexts['errors'];

export interface PageState {
  payment: SandboxPayment;
  language: Language;
  /** What the payer typed, kept on a refused attempt except the CVC (the number as typed, never stored). */
  values?: { number?: string; expiry?: string };
  error?: SandboxErrorCode;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #f4f4f7; color: #16161d; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  p { line-height: 1.5; }
  .notice { background: #fff6d6; border: 1px solid #8a6d00; padding: .5rem .75rem; border-radius: 8px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #4a4a57; } dd { margin: 0; font-weight: 600; }
  fieldset { border: 0; padding: 0; margin: 1rem 0 0; } legend { font-weight: 700; margin-bottom: .5rem; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; font-size: 1rem; padding: .6rem; border: 1px solid #6b6b78; border-radius: 8px; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #3b2fc9; outline-offset: 2px; }
  .hint { color: #4a4a57; font-size: .9rem; margin: .25rem 0 0; }
  .error { color: #a4000f; font-weight: 600; }
  button { margin-top: 1rem; width: 100%; font-size: 1rem; padding: .75rem; border: 0; border-radius: 8px; background: #3b2fc9; color: #fff; cursor: pointer; }
  button.secondary { background: #e6e6ee; color: #16161d; }
  .test-cards { font-size: .9rem; color: #4a4a57; }
`;

function layout(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderPaymentPage({ payment, language, values = {}, error }: PageState): string {
  const t = SANDBOX_TEXTS[language];
  const amount = formatEuros(payment.amount_cents, language);
  const action = `${SANDBOX_PATH}/pay/${encodeURIComponent(payment.id)}?lang=${language}`;
  const secret = `<input type="hidden" name="client_secret" value="${escape(payment.client_secret)}">`;
  const errorText = error ? `<p class="error" role="alert" id="pay-error">${escape(t.errors[error])}</p>` : '';
  const head = `<h1>${escape(t.heading)}</h1><p class="notice">${escape(t.notice)}</p>
<dl><dt>${escape(t.merchant)}</dt><dd>Pixelkeys</dd><dt>${escape(t.amount)}</dt><dd>${escape(amount)}</dd></dl>`;
  if (payment.status !== 'requires_payment_method') {
    return layout(language, t.title, `${head}<p role="status">${escape(t.settled[payment.status])}</p>
<p><a href="${escape(payment.return_url)}">${escape(t.settled.back)}</a></p>`);
  }
  const described = error ? ' aria-describedby="pay-error" aria-invalid="true"' : '';
  const form = payment.method === 'card'
    ? `<form method="post" action="${action}" novalidate><fieldset><legend>${escape(t.card.legend)}</legend>${secret}
<label for="number">${escape(t.card.number)}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required value="${escape(values.number ?? '')}"${error === 'incorrect_number' ? described : ''}>
<label for="expiry">${escape(t.card.expiry)}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/AA" required value="${escape(values.expiry ?? '')}"${error === 'invalid_expiry' ? described : ''}>
<label for="cvc">${escape(t.card.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required aria-describedby="cvc-hint"${error === 'invalid_cvc' ? ' aria-invalid="true"' : ''}>
<p class="hint" id="cvc-hint">${escape(t.card.cvcHint)}</p>
${errorText}<button type="submit">${escape(t.card.submit.replace('{{amount}}', amount))}</button></fieldset></form>
<p class="test-cards">${escape(t.card.testCards)}</p>`
    : `<form method="post" action="${action}"><fieldset><legend>${escape(t.paypal.legend)}</legend>${secret}
<p>${escape(t.paypal.lead)}</p>${errorText}
<button type="submit" name="decision" value="approve">${escape(t.paypal.approve)}</button>
<button type="submit" name="decision" value="cancel" class="secondary">${escape(t.paypal.cancel)}</button></fieldset></form>`;
  return layout(language, t.title, head + form);
}

export function renderMissingPage(language: Language): string {
  const t = SANDBOX_TEXTS[language];
  return layout(language, t.title, `<h1>${escape(t.heading)}</h1><p role="alert">${escape(t.errors.not_found)}</p>`);
}

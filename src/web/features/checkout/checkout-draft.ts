/**
 * What the checkout keeps for the tab's life (STORED_ITEMS.checkout) while the shopper pays on the
 * provider's page and comes back: the form as typed, the payment method, and the Idempotency-Key of the
 * last checkout sent with the body it was sent with. The same body sent again reuses the key, so a retry
 * after a network failure, a double click or a return from the payment page never makes a second order
 * (issue 10 §6); a different body gets a new key. It is kept per account and removed after the purchase.
 */
import type { PaymentMethod } from '../../../shared/contracts/checkout.js';
import { PAYMENT_METHODS } from '../../../shared/contracts/checkout.js';
import { STORED_ITEMS } from '../../../shared/storage-inventory.js';
import { BILLING_FIELDS, emptyBilling, type BillingValues } from './billing-form.js';

const KEY = STORED_ITEMS.checkout.name;

export interface CheckoutDraft {
  owner: string;
  billing: BillingValues;
  method: PaymentMethod;
  /** The last checkout sent: its key and its body, as JSON. */
  attempt: { key: string; body: string } | null;
}

export function newDraft(account: { id: string; email: string; fullName: string | null }): CheckoutDraft {
  return { owner: account.id, billing: emptyBilling(account), method: 'card', attempt: null };
}

/** The stored draft of this account, or a new one; whatever cannot be trusted is replaced. */
export function parseDraft(raw: string | null, account: { id: string; email: string; fullName: string | null }): CheckoutDraft {
  const fresh = newDraft(account);
  let value: Partial<CheckoutDraft> | null;
  try {
    value = raw ? (JSON.parse(raw) as Partial<CheckoutDraft>) : null;
  } catch {
    value = null;
  }
  if (!value || typeof value !== 'object' || value.owner !== account.id) return fresh;
  const stored = (value.billing ?? {}) as Partial<Record<string, unknown>>;
  const billing = { ...fresh.billing };
  for (const field of BILLING_FIELDS) {
    const text = stored[field];
    if (typeof text === 'string' && text.length <= 300) billing[field] = text;
  }
  const method = PAYMENT_METHODS.find((candidate) => candidate === value.method) ?? 'card';
  const attempt = value.attempt && typeof value.attempt.key === 'string' && typeof value.attempt.body === 'string' ? value.attempt : null;
  return { owner: account.id, billing, method, attempt };
}

export function readDraft(account: { id: string; email: string; fullName: string | null }): CheckoutDraft {
  try {
    return parseDraft(sessionStorage.getItem(KEY), account);
  } catch {
    return newDraft(account); // Storage disabled.
  }
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works on this page.
  }
}

export function removeDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** The key for sending `body`: the last one when the body is the same, else a new one. */
export function attemptFor(draft: CheckoutDraft, body: string, newKey: () => string = () => crypto.randomUUID()): { key: string; body: string } {
  return draft.attempt?.body === body ? draft.attempt : { key: newKey(), body };
}

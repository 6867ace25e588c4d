import { describe, expect, it } from 'vitest';
import { attemptFor, newDraft, parseDraft } from './checkout-draft.js';

const account = { id: 'user-1', email: 'ana@example.com', fullName: 'Ana García' };

describe('the checkout draft kept for the tab', () => {
  it('reuses the Idempotency-Key for the same body and makes a new one for another', () => {
    let made = 0;
    const newKey = () => `key-${++made}`;
    const first = attemptFor(newDraft(account), '{"a":1}', newKey);
    expect(first).toEqual({ key: 'key-1', body: '{"a":1}' });
    const draft = { ...newDraft(account), attempt: first };
    expect(attemptFor(draft, '{"a":1}', newKey)).toBe(first);
    expect(attemptFor(draft, '{"a":2}', newKey)).toEqual({ key: 'key-2', body: '{"a":2}' });
  });

  it('reads back its own account\'s draft and drops what it cannot trust', () => {
    const stored = { ...newDraft(account), method: 'paypal', billing: { ...newDraft(account).billing, city: 'Madrid', address: 42 }, attempt: { key: 'k', body: 'b' } };
    const read = parseDraft(JSON.stringify(stored), account);
    expect(read).toMatchObject({ method: 'paypal', attempt: { key: 'k', body: 'b' } });
    expect(read.billing).toMatchObject({ city: 'Madrid', address: '', email: 'ana@example.com' });
    expect(parseDraft(JSON.stringify({ ...stored, method: 'cash', attempt: { key: 1 } }), account)).toMatchObject({ method: 'card', attempt: null });
  });

  it('never shows one account\'s details to another', () => {
    const stored = JSON.stringify({ ...newDraft(account), billing: { ...newDraft(account).billing, city: 'Madrid' } });
    const other = { id: 'user-2', email: 'bob@example.com', fullName: null };
    expect(parseDraft(stored, other)).toEqual(newDraft(other));
    expect(parseDraft('{broken', account)).toEqual(newDraft(account));
  });
});

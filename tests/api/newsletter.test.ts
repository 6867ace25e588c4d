/**
 * Newsletter double opt-in (issue 5 point 5; NL-*, API-15): the subscription is confirmed by a mailed link,
 * and every newsletter mail carries an unsubscribe link that works without signing in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let counter = 0;
const newEmail = () => `reader${Date.now()}${counter++}@example.com`;

beforeAll(async () => {
  mail = await startMailCatcher();
  store = await startTestStore({ SMTP_URL: mail.url });
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

const subscribe = (email: string, language = 'en') =>
  store.post('/api/subscribeToNewsletter', { email }, { headers: { 'accept-language': language } });
const row = async (email: string) =>
  (await store.database.query<{ confirmed_at: Date | null; unsubscribed_at: Date | null }>(
    'select confirmed_at, unsubscribed_at from newsletter_subscribers where email = $1', [email]))[0];

describe('newsletter double opt-in', () => {
  it('API-15: a subscription is pending until the mailed link confirms it; the mail carries an unsubscribe link and header', async () => {
    const email = newEmail();
    expect((await subscribe(email, 'es')).status).toBe(200);
    expect((await row(email))?.confirmed_at).toBeNull();
    const message = await mail.waitFor(email, /Confirma tu suscripción/);
    // mailparser files List-Unsubscribe under 'list'.
    expect(JSON.stringify(message.headers.get('list'))).toContain('/api/unsubscribeFromNewsletter?token=');
    expect(message.text).toContain('/api/unsubscribeFromNewsletter?token=');

    const confirm = await fetch(linkIn(message, '/api/confirmNewsletter'), { redirect: 'manual' });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe('/?newsletter=confirmed');
    expect((await row(email))?.confirmed_at).toBeInstanceOf(Date);
  });

  it('a repeat makes no duplicate and, once confirmed, sends nothing more', async () => {
    const email = newEmail();
    await subscribe(email);
    const message = await mail.waitFor(email, /Confirm your Pixelkeys newsletter/);
    await fetch(linkIn(message, '/api/confirmNewsletter'), { redirect: 'manual' });
    expect((await subscribe(email)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.mails.filter((m) => m.to === email)).toHaveLength(1);
    expect(await store.database.query('select 1 from newsletter_subscribers where email = $1', [email])).toHaveLength(1);
  });

  it('the unsubscribe link works without signing in; subscribing again asks for a new confirmation', async () => {
    const email = newEmail();
    await subscribe(email);
    const message = await mail.waitFor(email, /Confirm your Pixelkeys newsletter/);
    await fetch(linkIn(message, '/api/confirmNewsletter'), { redirect: 'manual' });
    const leave = await fetch(linkIn(message, '/api/unsubscribeFromNewsletter'), { redirect: 'manual' });
    expect(leave.status).toBe(303);
    expect(leave.headers.get('location')).toBe('/?newsletter=unsubscribed');
    expect((await row(email))?.unsubscribed_at).toBeInstanceOf(Date);

    await subscribe(email);
    await mail.waitFor(email, /Confirm your Pixelkeys newsletter/);
    expect(await row(email)).toEqual({ confirmed_at: null, unsubscribed_at: null });
  });

  it('one-click unsubscribe (RFC 8058) answers JSON; unknown or malformed tokens are refused', async () => {
    const email = newEmail();
    await subscribe(email);
    const link = linkIn(await mail.waitFor(email, /Confirm your Pixelkeys newsletter/), '/api/unsubscribeFromNewsletter');
    const oneClick = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ status: 'unsubscribed' });

    expect((await store.get('/api/confirmNewsletter?token=<script>')).status).toBe(400);
    const unknown = await store.get(`/api/confirmNewsletter?token=${'a'.repeat(32)}`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/?newsletter=invalid');
    expect((await store.post(`/api/unsubscribeFromNewsletter?token=${'b'.repeat(32)}`, {})).status).toBe(404);
  });
});

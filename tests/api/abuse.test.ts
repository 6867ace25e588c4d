/**
 * Abuse of the store's mail, logs and sign-in (issue 9 §4): a newsletter form that mails one address 30
 * times, 40 addresses guessing one account's password, a 60,000-character name in a mail, a flood of
 * client error reports, and store calls sent from another site. Each is stopped, and the shopper who is
 * not abusing anything is not.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from '../support/auth-client.js';
import { linkIn, startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
const logLines: Record<string, unknown>[] = [];
let counter = 0;
const newEmail = () => `abuse${Date.now()}${counter++}@example.com`;
const PASSWORD = 'violet-harbour-42';

beforeAll(async () => {
  mail = await startMailCatcher();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  // Behind a trusted proxy (this machine), so each test can speak from many client addresses.
  store = await startTestStore({ SMTP_URL: mail.url, TRUST_PROXY: '127.0.0.1' }, { logger: pino({ level: 'warn' }, sink) });
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

let nextAddress = 1;
/** A client address of its own, as a trusted proxy would forward it. */
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the newsletter form cannot mail-bomb an address', () => {
  it('30 sign-ups of one address in a burst mail it once; the calls beyond the limit are a 429', async () => {
    const email = newEmail();
    const statuses = await Promise.all(Array.from({ length: 30 }, () =>
      store.post('/api/subscribeToNewsletter', { email }, { headers: fromNewAddress() }).then((response) => response.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    await mail.waitFor(email, /newsletter/);
    await settle();
    expect(mail.mails.filter((message) => message.to === email)).toHaveLength(1);
  });

  it('one client signing up address after address is stopped after 10', async () => {
    const client = fromNewAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      statuses.push((await store.post('/api/subscribeToNewsletter', { email: newEmail() }, { headers: client })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const refused = await store.post('/api/subscribeToNewsletter', { email: newEmail() }, { headers: client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()) as object).toMatchObject({ error: { code: 'rate_limited' } });
  });
});

describe('guessing one account from many addresses', () => {
  it('after 5 wrong passwords the account waits, whoever asks; the owner gets in again by resetting the password', async () => {
    const email = newEmail();
    const owner = authClient(store);
    await owner.post('/api/auth/sign-up/email', { name: 'Iker Sanz', email, password: PASSWORD });
    await mail.waitFor(email, /Confirm your e-mail/);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await authClient(store).post('/api/auth/sign-in/email', { email, password: `wrong-guess-${attempt}` }, fromNewAddress());
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    const right = await authClient(store).post('/api/auth/sign-in/email', { email, password: PASSWORD }, fromNewAddress());
    expect(right.status).toBe(429);
    const error = ((await right.json()) as { error: { code: string; details: { reason: string; retryAfter: number } } }).error;
    expect(error).toMatchObject({ code: 'rate_limited', details: { reason: 'ACCOUNT_TEMPORARILY_LOCKED' } });
    expect(error.details.retryAfter).toBeGreaterThan(0);
    expect(error.details.retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another account is not affected.
    const other = newEmail();
    await authClient(store).post('/api/auth/sign-up/email', { name: 'Leire Sanz', email: other, password: PASSWORD });
    expect((await authClient(store).post('/api/auth/sign-in/email', { email: other, password: PASSWORD }, fromNewAddress())).status).toBe(200);

    // Recovery by the mailed link is never blocked, and proves the owner: the wait is over.
    await owner.post('/api/auth/request-password-reset', { email, redirectTo: '/resetpassword' }, fromNewAddress());
    const link = linkIn(await mail.waitFor(email, /Reset your Pixelkeys password/), '/api/auth/reset-password/');
    const token = (await owner.get(link)).headers.get('location')!.match(/token=([^&]+)/)![1]!;
    expect((await owner.post('/api/auth/reset-password', { token, newPassword: 'amber-lantern-77' }, fromNewAddress())).status).toBe(200);
    expect((await authClient(store).post('/api/auth/sign-in/email', { email, password: 'amber-lantern-77' }, fromNewAddress())).status).toBe(200);
  });

  it('sign-in codes for one address are limited too, whoever asks; other addresses still get theirs', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await authClient(store).post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }, fromNewAddress())).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const client = fromNewAddress();
    expect((await authClient(store).post('/api/auth/email-otp/send-verification-otp', { email: newEmail(), type: 'sign-in' }, client)).status).toBe(200);
    expect((await authClient(store).post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }, client)).status).toBe(429);
  });
});

describe('names in mails', () => {
  it('a name is bounded in length and characters; a real one with accents and apostrophes is taken', async () => {
    const client = authClient(store);
    for (const name of ['x'.repeat(60_000), 'Visit https://evil.example now', '<b>Ana</b>', 'Ana 2000', '   ']) {
      const response = await client.post('/api/auth/sign-up/email', { name, email: newEmail(), password: PASSWORD }, fromNewAddress());
      expect(response.status, name.slice(0, 40)).toBe(400);
      expect((await response.json()) as object).toMatchObject({ error: { code: 'invalid_input', details: { issues: [{ parameter: 'name' }] } } });
    }
    const email = newEmail();
    expect((await client.post('/api/auth/sign-up/email', { name: "  María-José  O'Neill Núñez ", email, password: PASSWORD }, fromNewAddress())).status).toBe(200);
    const message = await mail.waitFor(email, /Confirm your e-mail/);
    // The store's own words come first; the name (tidied) only after.
    expect(message.text.split('\n')[0]).toBe('Confirm your e-mail at Pixelkeys');
    expect(message.text).toContain("María-José O'Neill Núñez");
  });
});

describe('client error reports cannot flood the log', () => {
  const report = (body: string, headers: Record<string, string>) =>
    store.post('/api/reportClientError', body, { headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

  it('repeats of one failure are logged once with a count; a client is limited; a report is at most 16 KiB', async () => {
    const client = fromNewAddress();
    const message = `TypeError: boom ${Date.now()}`;
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await report(JSON.stringify({ message, path: '/search' }), client)).status);
    expect(statuses).toEqual([...Array(10).fill(204), 429]);
    const logged = logLines.filter((line) => (line.clientError as { message?: string } | undefined)?.message === message);
    expect(logged).toHaveLength(1);

    const huge = await report(JSON.stringify({ message: 'x', stack: 'y'.repeat(20_000) }), fromNewAddress());
    expect(huge.status).toBe(413);
  });
});

describe('store calls answer only pages of the store', () => {
  it('a write without an Origin, or from another site, is refused; the mail client one-click unsubscribe is not', async () => {
    const noOrigin = await fetch(`${store.url}/api/subscribeToNewsletter`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: newEmail() }),
    });
    expect(noOrigin.status).toBe(403);
    expect((await noOrigin.json()) as object).toMatchObject({ error: { code: 'forbidden', details: { reason: 'MISSING_OR_NULL_ORIGIN' } } });
    const elsewhere = await store.post('/api/setPassword', { newPassword: 'amber-lantern-77' }, { headers: { origin: 'https://evil.example' } });
    expect(elsewhere.status).toBe(403);
    expect((await elsewhere.json()) as object).toMatchObject({ error: { details: { reason: 'INVALID_ORIGIN' } } });

    const email = newEmail();
    await store.post('/api/subscribeToNewsletter', { email }, { headers: fromNewAddress() });
    const link = linkIn(await mail.waitFor(email, /newsletter/), '/api/unsubscribeFromNewsletter');
    const oneClick = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
  });
});

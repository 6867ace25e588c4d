/**
 * Accounts through the real HTTP app (issue 5): every flow and refusal, with mail read from a real SMTP
 * receiver. AUTH-*, VAL-* ids from the checklist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from '../support/auth-client.js';
import { codeIn, linkIn, startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let counter = 0;
const newEmail = () => `shopper${Date.now()}${counter++}@example.com`;
const PASSWORD = 'violet-harbour-42';

beforeAll(async () => {
  mail = await startMailCatcher();
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

async function signUp(email: string, language = 'en', name = 'Lucía Fernández') {
  const client = authClient(store, language);
  const response = await client.post('/api/auth/sign-up/email', { name, email, password: PASSWORD, callbackURL: '/' });
  return { client, response };
}

describe('sign-up and the mailed verification link', () => {
  it('AUTH: signs up with full name, e-mail and password; mails a link in the reader\'s language that verifies and signs in', async () => {
    const email = newEmail();
    const { client, response } = await signUp(email, 'es-ES,es;q=0.9');
    expect(response.status).toBe(200);
    expect(await client.session()).toBeNull();

    const message = await mail.waitFor(email, /Confirma tu correo/);
    expect(message.html).toContain('Lucía Fernández');
    const link = linkIn(message, '/api/auth/verify-email');
    const visit = await client.get(link);
    expect(visit.status).toBe(302);
    const session = await client.session();
    expect(session?.user).toMatchObject({ email, name: 'Lucía Fernández', emailVerified: true });
    expect(session?.user.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a sign-up with an address that has an account answers the same, and the owner is told by mail', async () => {
    const email = newEmail();
    const first = await signUp(email);
    const second = await signUp(email);
    expect(second.response.status).toBe(first.response.status);
    const [a, b] = [await first.response.json(), await second.response.json()] as { token: unknown; user: object }[];
    expect(Object.keys(b!.user).sort()).toEqual(Object.keys(a!.user).sort());
    await mail.waitFor(email, /Confirm your e-mail/);
    await mail.waitFor(email, /already have a Pixelkeys account/);
  });

  it('session cookies are httpOnly and SameSite', async () => {
    const email = newEmail();
    const { client } = await signUp(email);
    const response = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('sign-in with a password', () => {
  it('AUTH: an unverified account can sign in; a wrong password is refused as invalid credentials', async () => {
    const email = newEmail();
    const { client } = await signUp(email);
    const wrong = await client.post('/api/auth/sign-in/email', { email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()) as object).toMatchObject({ error: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
    const right = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(right.status).toBe(200);
    expect((await client.session())?.user).toMatchObject({ email, emailVerified: false });
  });

  it('sign-out ends the session', async () => {
    const email = newEmail();
    const { client } = await signUp(email);
    await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(await client.session()).not.toBeNull();
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect(await client.session()).toBeNull();
  });

  it('a request from another site carrying the session is refused (origin check)', async () => {
    const email = newEmail();
    const { client } = await signUp(email);
    await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const response = await client.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await client.session()).not.toBeNull();
  });
});

describe('passwords', () => {
  it('VAL: refuses passwords under 8 characters or among the most common ones, with the reasons', async () => {
    const client = authClient(store);
    const short = await client.post('/api/auth/sign-up/email', { name: 'A', email: newEmail(), password: 'abc12' });
    expect(short.status).toBe(400);
    const common = await client.post('/api/auth/sign-up/email', { name: 'A', email: newEmail(), password: 'password123' });
    expect(common.status).toBe(400);
    expect((await common.json()) as object).toMatchObject({ error: { code: 'WEAK_PASSWORD', details: { reasons: ['too_common'] } } });
  });

  it('argon2id hashes are stored, never the password', async () => {
    const email = newEmail();
    await signUp(email);
    const rows = await store.database.query<{ password: string }>(
      `select a.password from account a join "user" u on u.id = a.user_id where u.email = $1`, [email]);
    expect(rows[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('recovery mails a link to /resetpassword; the new password works, the old one not, and a mail says so', async () => {
    const email = newEmail();
    const { client } = await signUp(email);
    const unknown = await client.post('/api/auth/request-password-reset', { email: newEmail(), redirectTo: '/resetpassword' });
    const known = await client.post('/api/auth/request-password-reset', { email, redirectTo: '/resetpassword' });
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());

    const message = await mail.waitFor(email, /Reset your Pixelkeys password/);
    const visit = await client.get(linkIn(message, '/api/auth/reset-password/'));
    expect(visit.status).toBe(302);
    const target = new URL(visit.headers.get('location')!, store.url);
    expect(target.pathname).toBe('/resetpassword');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await client.post('/api/auth/reset-password', { token, newPassword: 'amber-lantern-77' });
    expect(reset.status).toBe(200);
    await mail.waitFor(email, /security change/);
    expect((await client.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(401);
    expect((await client.post('/api/auth/sign-in/email', { email, password: 'amber-lantern-77' })).status).toBe(200);
  });
});

describe('sign-in with a code sent by e-mail', () => {
  it('AUTH: a 6-digit code signs in, and creates the account when there is none (the code proves the address)', async () => {
    const email = newEmail();
    const client = authClient(store, 'es');
    expect((await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
    const message = await mail.waitFor(email, /código de acceso/);
    const code = codeIn(message);
    expect((await client.post('/api/auth/sign-in/email-otp', { email, otp: code })).status).toBe(200);
    expect((await client.session())?.user).toMatchObject({ email, emailVerified: true });
    // Used once.
    const again = authClient(store);
    expect((await again.post('/api/auth/sign-in/email-otp', { email, otp: code })).status).toBeGreaterThanOrEqual(400);
  });

  it('a code allows at most 5 tries', async () => {
    const email = newEmail();
    const client = authClient(store);
    await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const code = codeIn(await mail.waitFor(email, /sign-in code/));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.post('/api/auth/sign-in/email-otp', { email, otp: wrong })).status).toBeGreaterThanOrEqual(400);
    }
    expect((await client.post('/api/auth/sign-in/email-otp', { email, otp: code })).status).toBeGreaterThanOrEqual(400);
  });
});

describe('rate limits', () => {
  it('sign-in attempts from one address are limited (429), and the limit is per address', async () => {
    const limited = await startTestStore({ SMTP_URL: mail.url });
    try {
      const client = authClient(limited);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        statuses.push((await client.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'whatever-123' })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      const body = (await (await client.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'x' })).json()) as object;
      expect(body).toMatchObject({ error: { code: expect.any(String) } });
    } finally {
      await limited.close();
    }
  });
});

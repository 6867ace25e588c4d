/**
 * Accounts through the real HTTP app (issue 5): every flow and refusal, with mail read from a real SMTP
 * receiver. AUTH-*, VAL-* ids from the checklist.
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
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
  it('AUTH-11: signs up with full name, e-mail and password; mails a link in the reader\'s language that verifies and signs in', async () => {
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

  it('AUTH-05: session cookies are httpOnly and SameSite', async () => {
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
  it('AUTH-12, ERR-32: an unverified account can sign in; a wrong password is refused as invalid credentials', async () => {
    const email = newEmail();
    const { client } = await signUp(email);
    const wrong = await client.post('/api/auth/sign-in/email', { email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()) as object).toMatchObject({ error: { code: 'unauthenticated', details: { reason: 'INVALID_EMAIL_OR_PASSWORD' } } });
    const right = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(right.status).toBe(200);
    expect((await client.session())?.user).toMatchObject({ email, emailVerified: false });
  });

  it('AUTH-09: sign-out ends the session', async () => {
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
  it('AUTH-11, ERR-30: refuses passwords under 8 characters or among the most common ones, with the reasons', async () => {
    const client = authClient(store);
    const short = await client.post('/api/auth/sign-up/email', { name: 'A', email: newEmail(), password: 'abc12' });
    expect(short.status).toBe(400);
    const common = await client.post('/api/auth/sign-up/email', { name: 'A', email: newEmail(), password: 'password123' });
    expect(common.status).toBe(400);
    expect((await common.json()) as object).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'WEAK_PASSWORD', reasons: ['too_common'] } } });
  });

  it('argon2id hashes are stored, never the password', async () => {
    const email = newEmail();
    await signUp(email);
    const rows = await store.database.query<{ password: string }>(
      `select a.password from account a join "user" u on u.id = a.user_id where u.email = $1`, [email]);
    expect(rows[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('AUTH-15: recovery mails a link to /resetpassword; the new password works, the old one not, and a mail says so', async () => {
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
  it('AUTH-13: a 6-digit code signs in, and creates the account when there is none (the code proves the address)', async () => {
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

  it('AUTH-10, decision 32: an account made by code sets its first password without a current one, once', async () => {
    const email = newEmail();
    const client = authClient(store);
    await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    await client.post('/api/auth/sign-in/email-otp', { email, otp: codeIn(await mail.waitFor(email, /sign-in code/)) });
    expect((await store.post('/api/setPassword', { newPassword: 'quiet-meadow-19' })).status).toBe(401);
    const weak = await client.post('/api/setPassword', { newPassword: 'iloveyou' });
    expect(weak.status).toBe(400);
    expect((await weak.json()) as object).toMatchObject({ error: { details: { reasons: ['too_common'] } } });
    expect((await client.post('/api/setPassword', { newPassword: 'quiet-meadow-19' })).status).toBe(200);
    await mail.waitFor(email, /security change/);
    expect((await client.post('/api/setPassword', { newPassword: 'other-meadow-20' })).status).toBe(400);
    expect((await authClient(store).post('/api/auth/sign-in/email', { email, password: 'quiet-meadow-19' })).status).toBe(200);
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
  // Two instances need a database both can open: it runs in the PostgreSQL pass of the suite (.ci/run).
  it.runIf(Boolean(process.env.DATABASE_URL))('two instances on one PostgreSQL share the limit through Redis', async () => {
    const prefix = `pixelkeys-test-${Date.now()}:`;
    const shared = { SMTP_URL: mail.url, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: prefix };
    const first = await startTestStore(shared);
    const second = await startTestStore({ ...shared, DATABASE_URL: first.env.DATABASE_URL! });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const instance = attempt % 2 === 0 ? first : second;
        statuses.push((await authClient(instance).post('/api/auth/sign-in/email', { email: `nobody${attempt}@example.com`, password: 'whatever-123' })).status);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.slice(-2)).toEqual([429, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('sign-in attempts from one address are limited (429), and the limit is per address', async () => {
    // Better Auth keeps its counts in one map for the whole process, and test files share a process (vitest's
    // isolate: false): the addresses here, relayed by a trusted proxy, are this test's alone.
    const limited = await startTestStore({ SMTP_URL: mail.url, TRUST_PROXY: '127.0.0.1' });
    try {
      const client = authClient(limited);
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const hammering = from(`203.0.113.${100 + (Date.now() % 100)}`);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        statuses.push((await client.post('/api/auth/sign-in/email', { email: `nobody${attempt}@example.com`, password: 'whatever-123' }, hammering)).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
      expect(statuses.at(-1)).toBe(429);
      const refused = await client.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'x' }, hammering);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { code: expect.any(String) } });
      // Another address is not held back by the first one's attempts.
      const other = await client.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'whatever-123' }, from(`198.18.0.${1 + (Date.now() % 200)}`));
      expect(other.status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('two-factor (TOTP)', () => {
  // What an authenticator app does with the scanned URI: the base32 secret, 6 digits every 30 s.
  const totpNow = (uri: string) => {
    const secret = new TextDecoder().decode(base32.decode(new URL(uri).searchParams.get('secret')!));
    return createOTP(secret, { digits: 6, period: 30 }).totp();
  };

  /** Signs up, verifies, signs in, and enrols TOTP; answers the client, the otpauth URI and backup codes. */
  async function enrolled() {
    const email = newEmail();
    const { client } = await signUp(email);
    await client.get(linkIn(await mail.waitFor(email, /Confirm your e-mail/), '/api/auth/verify-email'));
    const enable = await client.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enable.status, await enable.clone().text()).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Pixelkeys:/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const verify = await client.post('/api/auth/two-factor/verify-totp', { code: await totpNow(totpURI) });
    expect(verify.status, await verify.clone().text()).toBe(200);
    expect((await client.session())?.user).toMatchObject({ twoFactorEnabled: true });
    await mail.waitFor(email, /security change/);
    return { email, client, totpURI, backupCodes };
  }

  it('AUTH-16: enrol, then password sign-in asks for the code and only the code finishes it', async () => {
    const { email, totpURI } = await enrolled();
    const fresh = authClient(store);
    const signIn = await fresh.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect((await signIn.json()) as object).toMatchObject({ twoFactorRedirect: true });
    expect(await fresh.session()).toBeNull();
    expect((await fresh.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    expect((await fresh.post('/api/auth/two-factor/verify-totp', { code: await totpNow(totpURI) })).status).toBe(200);
    expect((await fresh.session())?.user.email).toBe(email);
  });

  it('AUTH-16: sign-in by e-mailed code asks for the TOTP code too', async () => {
    const { email, totpURI } = await enrolled();
    const fresh = authClient(store);
    await fresh.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const code = codeIn(await mail.waitFor(email, /sign-in code/));
    const signIn = await fresh.post('/api/auth/sign-in/email-otp', { email, otp: code });
    expect((await signIn.json()) as object).toMatchObject({ twoFactorRedirect: true });
    expect(await fresh.session()).toBeNull();
    expect((await fresh.post('/api/auth/two-factor/verify-totp', { code: await totpNow(totpURI) })).status).toBe(200);
    expect((await fresh.session())?.user.email).toBe(email);
  });

  it('new backup codes void the old ones and mail the owner', async () => {
    const { email, client, backupCodes } = await enrolled();
    const renew = await client.post('/api/auth/two-factor/generate-backup-codes', { password: PASSWORD });
    expect(renew.status, await renew.clone().text()).toBe(200);
    const { backupCodes: renewed } = (await renew.json()) as { backupCodes: string[] };
    expect(renewed).not.toContain(backupCodes[0]);
    expect((await mail.waitFor(email, /security change/)).text).toContain('New two-factor backup codes were made');
    const fresh = authClient(store);
    await fresh.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect((await fresh.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBeGreaterThanOrEqual(400);
    expect((await fresh.post('/api/auth/two-factor/verify-backup-code', { code: renewed[0] })).status).toBe(200);
    expect((await fresh.session())?.user.email).toBe(email);
  });

  it('a backup code works once instead of the TOTP code; disabling mails the owner', async () => {
    const { email, client, backupCodes } = await enrolled();
    const fresh = authClient(store);
    await fresh.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect((await fresh.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(200);
    expect((await fresh.session())?.user.email).toBe(email);
    const again = authClient(store);
    await again.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect((await again.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBeGreaterThanOrEqual(400);

    expect((await client.post('/api/auth/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    const mailText = (await mail.waitFor(email, /security change/)).text;
    expect(mailText).toContain('turned off');
    const plain = authClient(store);
    await plain.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect((await plain.session())?.user.email).toBe(email);
  });
});

describe('sessions', () => {
  it('AUTH-07: lists the active sessions and signs out one of them', async () => {
    const email = newEmail();
    const { client: first } = await signUp(email);
    await first.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const second = authClient(store);
    await second.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const list = (await (await first.get('/api/auth/list-sessions')).json()) as { token: string }[];
    expect(list).toHaveLength(2);
    const secondToken = second.cookies.get('better-auth.session_token')!.split('.')[0];
    expect((await first.post('/api/auth/revoke-session', { token: secondToken })).status).toBe(200);
    expect(await second.session()).toBeNull();
    expect(await first.session()).not.toBeNull();
  });
});

describe('my data and deleting my account (GDPR)', () => {
  it('ERR-29: getMyData downloads what the store holds about the shopper; without a session it is a 401 "Auth session missing!"', async () => {
    const anonymous = await store.get('/api/getMyData');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()) as object).toMatchObject({ error: { message: 'Auth session missing!' } });

    const email = newEmail();
    const { client } = await signUp(email, 'en', 'Marta Ruiz');
    await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const response = await client.get('/api/getMyData');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = (await response.json()) as { user: object; sign_in_methods: string[]; sessions: unknown[] };
    expect(data.user).toMatchObject({ email, name: 'Marta Ruiz', email_verified: false });
    expect(data.sign_in_methods).toEqual(['credential']);
    expect(data.sessions).toHaveLength(1);
  });

  it('deleting the account erases the person; their orders stay without identity', async () => {
    const email = newEmail();
    const { client } = await signUp(email);
    await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const userId = (await client.session())!.user.id;
    const [order] = await store.database.query<{ id: string }>(
      `insert into orders (user_id, status, pvp_cents, billing) values ($1, 'completed', 1999, '{"first_name":"Ana"}') returning id`, [userId]);

    expect((await client.post('/api/auth/delete-user', { password: 'wrong-password-1' })).status).toBeGreaterThanOrEqual(400);
    expect((await client.post('/api/auth/delete-user', { password: PASSWORD })).status).toBe(200);
    expect(await client.session()).toBeNull();
    expect(await store.database.query(`select 1 from "user" where id = $1`, [userId])).toHaveLength(0);
    expect(await store.database.query(`select 1 from account where user_id = $1`, [userId])).toHaveLength(0);
    const kept = await store.database.query<{ user_id: string | null; billing: unknown; pvp_cents: number }>(
      `select user_id, billing, pvp_cents from orders where id = $1`, [order!.id]);
    expect(kept).toEqual([{ user_id: null, billing: null, pvp_cents: 1999 }]);
    expect((await client.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(401);
  });
});

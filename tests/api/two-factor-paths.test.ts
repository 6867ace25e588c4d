/**
 * Two-factor on every path that creates a session (issue 9 §1; AUTH-16). The account endpoints are read
 * from the running app's OpenAPI document, every one is classified below, and each class is proved:
 * - "signs in": for an account with TOTP on, it answers the two-factor challenge (or, followed by a
 *   browser, sends it to the login page's two-factor step) and never a session;
 * - "answers the challenge": it opens a session only with the two-factor cookie of a challenge;
 * - "needs a session" and "no session": called without one, it never sets a session cookie;
 * - "absent": the store does not use it and it answers 404 (the e-mailed-code verification that signed in
 *   with nothing but a code was one of these).
 * A Better Auth upgrade that adds an endpoint fails the first test until the endpoint is classified here.
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, type AuthClient } from '../support/auth-client.js';
import { codeIn, linkIn, startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.js';
import { followSocialSignIn } from '../support/social-browser.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

type Kind = 'signs in' | 'answers the challenge' | 'needs a session' | 'no session';

const ENDPOINTS: Record<string, Kind> = {
  'POST /api/auth/sign-in/email': 'signs in',
  'POST /api/auth/sign-in/email-otp': 'signs in',
  'GET /api/auth/verify-email': 'signs in',
  'GET /api/auth/callback/{id}': 'signs in',
  'POST /api/auth/callback/{id}': 'signs in',
  'POST /api/auth/two-factor/verify-totp': 'answers the challenge',
  'POST /api/auth/two-factor/verify-backup-code': 'answers the challenge',
  'GET /api/auth/get-session': 'needs a session',
  'POST /api/auth/get-session': 'needs a session',
  'POST /api/auth/sign-out': 'needs a session',
  'POST /api/auth/change-password': 'needs a session',
  'POST /api/auth/update-user': 'needs a session',
  'POST /api/auth/delete-user': 'needs a session',
  'GET /api/auth/list-sessions': 'needs a session',
  'POST /api/auth/revoke-session': 'needs a session',
  'POST /api/auth/revoke-other-sessions': 'needs a session',
  'GET /api/auth/list-accounts': 'needs a session',
  'POST /api/auth/two-factor/enable': 'needs a session',
  'POST /api/auth/two-factor/disable': 'needs a session',
  'POST /api/auth/two-factor/generate-backup-codes': 'needs a session',
  'POST /api/auth/sign-up/email': 'no session',
  'POST /api/auth/sign-in/social': 'no session',
  'POST /api/auth/send-verification-email': 'no session',
  'POST /api/auth/request-password-reset': 'no session',
  'POST /api/auth/reset-password': 'no session',
  'GET /api/auth/reset-password/{token}': 'no session',
  'POST /api/auth/email-otp/send-verification-otp': 'no session',
  'GET /api/auth/ok': 'no session',
};

/** Endpoints Better Auth has that the store does not use: each must answer 404. */
const ABSENT = [
  'POST /api/auth/email-otp/verify-email', 'POST /api/auth/email-otp/check-verification-otp',
  'POST /api/auth/email-otp/request-password-reset', 'POST /api/auth/forget-password/email-otp', 'POST /api/auth/email-otp/reset-password',
  'POST /api/auth/change-email', 'POST /api/auth/email-otp/change-email', 'POST /api/auth/email-otp/request-email-change',
  'POST /api/auth/get-access-token', 'POST /api/auth/refresh-token', 'GET /api/auth/account-info',
  'POST /api/auth/link-social', 'POST /api/auth/unlink-account', 'POST /api/auth/update-session', 'POST /api/auth/verify-password',
  'POST /api/auth/revoke-sessions', 'GET /api/auth/delete-user/callback', 'POST /api/auth/two-factor/send-otp',
  'POST /api/auth/two-factor/verify-otp', 'POST /api/auth/two-factor/get-totp-uri', 'GET /api/auth/open-api/generate-schema',
];

const PASSWORD = 'violet-harbour-42';
const SESSION_COOKIE = 'better-auth.session_token';
let store: TestStore;
let mail: MailCatcher;
let oidc: TestOidcProvider;
let counter = 0;
const newEmail = () => `twofactor${Date.now()}${counter++}@example.com`;

beforeAll(async () => {
  mail = await startMailCatcher();
  oidc = await startOidcProvider();
  store = await startTestStore({
    SMTP_URL: mail.url,
    AUTH_RATE_LIMITS: 'off',
    SOCIAL_PROVIDERS: JSON.stringify([{ id: 'acme', name: 'Acme ID', issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret }]),
  });
  await oidc.register(`${store.url}/api/auth/callback/acme`);
});

afterAll(async () => {
  await store?.close();
  await oidc?.close();
  await mail?.close();
});

const totpNow = (uri: string) => {
  const secret = new TextDecoder().decode(base32.decode(new URL(uri).searchParams.get('secret')!));
  return createOTP(secret, { digits: 6, period: 30 }).totp();
};

/** Turns TOTP on for the signed-in client (with its password, or none for a passwordless account). */
async function enrolTotp(client: AuthClient, password?: string): Promise<string> {
  const enable = await client.post('/api/auth/two-factor/enable', password ? { password } : {});
  expect(enable.status, await enable.clone().text()).toBe(200);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  expect((await client.post('/api/auth/two-factor/verify-totp', { code: await totpNow(totpURI) })).status).toBe(200);
  expect((await client.session())?.user).toMatchObject({ twoFactorEnabled: true });
  return totpURI;
}

/** A password account, not yet verified, with TOTP on; signed out. */
async function unverifiedWithTotp() {
  const email = newEmail();
  const owner = authClient(store);
  expect((await owner.post('/api/auth/sign-up/email', { name: 'Nora Vidal', email, password: PASSWORD, callbackURL: '/' })).status).toBe(200);
  await mail.waitFor(email, /Confirm your e-mail/);
  expect((await owner.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
  const totpURI = await enrolTotp(owner, PASSWORD);
  await owner.post('/api/auth/sign-out', {});
  return { email, totpURI };
}

/** An account made by an e-mailed code (no password), with TOTP on; answers its signed-in client. */
async function passwordlessWithTotp() {
  const email = newEmail();
  const owner = authClient(store);
  await owner.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
  expect((await owner.post('/api/auth/sign-in/email-otp', { email, otp: codeIn(await mail.waitFor(email, /sign-in code/)) })).status).toBe(200);
  const totpURI = await enrolTotp(owner);
  return { email, owner, totpURI };
}

/** After a call: the client holds no session and was not given a session cookie. */
async function expectNoSession(client: AuthClient) {
  expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  expect(await client.session()).toBeNull();
}

async function challenged(client: AuthClient, response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  expect((await response.json()) as object).toMatchObject({ twoFactorRedirect: true });
  await expectNoSession(client);
  expect(client.cookies.has('better-auth.two_factor')).toBe(true);
}

describe('every account endpoint of the running app is classified', () => {
  it('AUTH-16: the OpenAPI document lists exactly the classified endpoints, and none of the absent ones', async () => {
    const document = (await (await store.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/auth/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(operations).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(ABSENT)('%s is turned off: 404', async (operation) => {
    const [method, path] = operation.split(' ') as [string, string];
    const client = authClient(store);
    const response = method === 'GET' ? await client.get(path) : await client.post(path, { email: newEmail(), otp: '123456', type: 'email-verification' });
    expect(response.status).toBe(404);
    await expectNoSession(client);
  });
});

describe('"signs in": with TOTP on, each asks for the code and gives no session', () => {
  it('POST /sign-in/email (password)', async () => {
    const { email, totpURI } = await unverifiedWithTotp();
    const client = authClient(store);
    await challenged(client, await client.post('/api/auth/sign-in/email', { email, password: PASSWORD }));
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: await totpNow(totpURI) })).status).toBe(200);
    expect((await client.session())?.user.email).toBe(email);
  });

  it('POST /sign-in/email-otp (a mailed code)', async () => {
    const { email } = await passwordlessWithTotp();
    const client = authClient(store);
    await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    await challenged(client, await client.post('/api/auth/sign-in/email-otp', { email, otp: codeIn(await mail.waitFor(email, /sign-in code/)) }));
  });

  it('GET /verify-email (the mailed link, which can be re-sent without signing in) goes to the two-factor step', async () => {
    const { email, totpURI } = await unverifiedWithTotp();
    const client = authClient(store);
    expect((await client.post('/api/auth/send-verification-email', { email, callbackURL: '/' })).status).toBe(200);
    const link = linkIn(await mail.waitFor(email, /Confirm your e-mail/), '/api/auth/verify-email');
    const visit = await client.get(link);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('/login?step=two-factor');
    await expectNoSession(client);
    // The address is verified all the same, and the code finishes the sign-in.
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: await totpNow(totpURI) })).status).toBe(200);
    expect((await client.session())?.user).toMatchObject({ email, emailVerified: true });
  });

  it('GET|POST /callback/{id} (a social sign-in) goes to the two-factor step', async () => {
    const account = { sub: `acme-${Date.now()}`, email: newEmail(), email_verified: true, name: 'Ana Torres' };
    oidc.addAccount(account);
    const owner = authClient(store);
    await followSocialSignIn(store, oidc, owner, account);
    await enrolTotp(owner);
    const client = authClient(store);
    const landing = await followSocialSignIn(store, oidc, client, account);
    expect(`${landing.pathname}${landing.search}`).toBe('/login?step=two-factor');
    await expectNoSession(client);
  });

  it('the e-mailed code cannot verify an address (and so sign in): only sign-in codes are sent', async () => {
    const { email } = await passwordlessWithTotp();
    const client = authClient(store);
    const ask = await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'email-verification' });
    expect(ask.status).toBe(400);
    expect((await ask.json()) as object).toMatchObject({ error: { code: 'invalid_input', details: { issues: [{ parameter: 'type' }] } } });
    expect((await client.post('/api/auth/email-otp/verify-email', { email, otp: '000000' })).status).toBe(404);
    await expectNoSession(client);
  });
});

describe('"answers the challenge" and the rest never make a session from nothing', () => {
  it.each(Object.entries(ENDPOINTS).filter(([, kind]) => kind !== 'signs in'))('%s (%s)', async (operation) => {
    const [method, path] = operation.split(' ') as [string, string];
    const client = authClient(store);
    const { email } = await passwordlessAccountWithoutSession();
    const concrete = path.replace('{token}', 'not-a-token');
    const body = { email, password: PASSWORD, newPassword: PASSWORD, code: '123456', token: 'not-a-token', name: 'Eva Gil', type: 'sign-in', provider: 'acme', callbackURL: '/' };
    if (method === 'GET') await client.get(concrete);
    else await client.post(concrete, body);
    await expectNoSession(client);
  });
});

async function passwordlessAccountWithoutSession() {
  const email = newEmail();
  await store.database.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values (gen_random_uuid()::text, 'Eva Gil', $1, true, now(), now())`, [email]);
  return { email };
}

describe('weakening the protection needs a fresh proof', () => {
  it('turning two-factor off without a password needs a current code from the app', async () => {
    const { email, owner, totpURI } = await passwordlessWithTotp();
    const nothing = await owner.post('/api/auth/two-factor/disable', {});
    expect(nothing.status).toBe(400);
    expect((await nothing.json()) as object).toMatchObject({ error: { details: { reason: 'INVALID_CODE' } } });
    expect((await owner.post('/api/auth/two-factor/disable', { code: '000000' })).status).toBe(400);
    expect((await owner.session())?.user).toMatchObject({ twoFactorEnabled: true });
    expect((await owner.post('/api/auth/two-factor/disable', { code: await totpNow(totpURI) })).status).toBe(200);
    expect((await owner.session())?.user).toMatchObject({ email, twoFactorEnabled: false });
  });

  it('turning two-factor off with a password account needs the password', async () => {
    const { email, totpURI } = await unverifiedWithTotp();
    const owner = authClient(store);
    await owner.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect((await owner.post('/api/auth/two-factor/verify-totp', { code: await totpNow(totpURI) })).status).toBe(200);
    expect((await owner.post('/api/auth/two-factor/disable', {})).status).toBe(400);
    expect((await owner.post('/api/auth/two-factor/disable', { code: await totpNow(totpURI) })).status).toBe(400);
    expect((await owner.post('/api/auth/two-factor/disable', { password: PASSWORD })).status).toBe(200);
  });

  it('setting a first password with two-factor on needs a current code', async () => {
    const { owner, totpURI } = await passwordlessWithTotp();
    const without = await owner.post('/api/setPassword', { newPassword: 'amber-lantern-77' });
    expect(without.status).toBe(400);
    expect((await without.json()) as object).toMatchObject({ error: { details: { reason: 'INVALID_CODE', issues: [{ parameter: 'code' }] } } });
    expect((await owner.post('/api/setPassword', { newPassword: 'amber-lantern-77', code: await totpNow(totpURI) })).status).toBe(200);
  });
});

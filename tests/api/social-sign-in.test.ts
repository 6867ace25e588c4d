/**
 * Social sign-in (decision 14) through the real HTTP app and a real OpenID Connect provider running on
 * this machine (tests/support/oidc-provider.ts). AUTH-14 backend, AUTH-17 the providers list, AUTH-18
 * the local provider. A "browser" follows the redirects: the store's cookies in the shopper's jar, the
 * provider's in its own.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../src/server/env.js';
import { authClient, type AuthClient } from '../support/auth-client.js';
import { codeIn, linkIn, startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startOidcProvider, type ProviderAccount, type TestOidcProvider } from '../support/oidc-provider.js';
import { followSocialSignIn } from '../support/social-browser.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let oidc: TestOidcProvider;
let store: TestStore;
let mail: MailCatcher;
let counter = 0;
const unique = () => `${Date.now()}${counter++}`;
const PASSWORD = 'violet-harbour-42';

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

/** An account at the provider; `email_verified` true unless said otherwise. */
function providerAccount(fields: Partial<ProviderAccount> = {}): ProviderAccount {
  const id = unique();
  const account = { sub: `acme-${id}`, email: `social${id}@example.com`, email_verified: true, name: 'Ana Torres', ...fields };
  oidc.addAccount(account);
  return account;
}

/** Signs in with the provider as a browser would (tests/support/social-browser.ts); answers the landing page. */
const signInWith = (client: AuthClient, account: ProviderAccount) => followSocialSignIn(store, oidc, client, account);

const accountsOf = (userId: string) =>
  store.database.query<{ provider_id: string; account_id: string }>(
    `select provider_id, account_id from account where user_id = $1 order by provider_id`, [userId]);

async function verifiedLocalUser(email: string) {
  const client = authClient(store);
  await client.post('/api/auth/sign-up/email', { name: 'Lucía Fernández', email, password: PASSWORD, callbackURL: '/' });
  await client.get(linkIn(await mail.waitFor(email, /Confirm your e-mail/), '/api/auth/verify-email'));
  const session = await client.session();
  expect(session?.user.emailVerified).toBe(true);
  return { client, userId: session!.user.id };
}

describe('configuration', () => {
  it('AUTH-17: SOCIAL_PROVIDERS is a JSON array; unset means no providers', () => {
    expect(parseEnv({}).SOCIAL_PROVIDERS).toEqual([]);
    const env = parseEnv({ SOCIAL_PROVIDERS: '[{"id":"acme","name":"Acme ID","issuer":"https://id.acme.example/","clientId":"pk","clientSecret":"s3cret"}]' });
    expect(env.SOCIAL_PROVIDERS).toEqual([{
      id: 'acme', name: 'Acme ID', issuer: 'https://id.acme.example', clientId: 'pk', clientSecret: 's3cret', scopes: ['openid', 'email', 'profile'],
    }]);
  });

  it.each([
    ['not JSON', '{"id": "acme", "clientSecret": "s3cret"'],
    ['not an array', '{}'],
    ['an id that is not a slug', '[{"id":"Acme ID","name":"A","issuer":"https://a.example","clientId":"x","clientSecret":"s3cret"}]'],
    ['a plain-http issuer elsewhere', '[{"id":"acme","name":"A","issuer":"http://a.example","clientId":"x","clientSecret":"s3cret"}]'],
    ['a missing secret', '[{"id":"acme","name":"A","issuer":"https://a.example","clientId":"x"}]'],
    ['an id used twice', '[{"id":"a","name":"A","issuer":"https://a.example","clientId":"x","clientSecret":"s3cret"},{"id":"a","name":"B","issuer":"https://b.example","clientId":"y","clientSecret":"s3cret"}]'],
  ])('%s stops start-up with a message naming SOCIAL_PROVIDERS, never the secret', (_case, value) => {
    expect(() => parseEnv({ SOCIAL_PROVIDERS: value })).toThrow(ConfigError);
    expect(() => parseEnv({ SOCIAL_PROVIDERS: value })).toThrow(/SOCIAL_PROVIDERS/);
    expect(() => parseEnv({ SOCIAL_PROVIDERS: value })).not.toThrow(/s3cret/);
  });
});

describe('getAuthProviders', () => {
  it('AUTH-17: lists each configured provider by id and name, never its secret, and may be cached briefly', async () => {
    const response = await store.get('/api/getAuthProviders');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ providers: [{ id: 'acme', name: 'Acme ID' }] });
    expect(text).not.toContain(oidc.clientSecret);
    const openapi = (await (await store.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(openapi.paths).toHaveProperty('/api/getAuthProviders');
  });

  it('AUTH-17: is empty when no provider is configured, and sign-in with any provider is a 404', async () => {
    const plain = await startTestStore({ SEED: 'none' });
    try {
      expect((await (await plain.get('/api/getAuthProviders')).json()) as object).toEqual({ providers: [] });
      const response = await authClient(plain).post('/api/auth/sign-in/social', { provider: 'acme', callbackURL: '/account' });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('a provider that does not answer', () => {
  it('the store starts without it: sign-in and sessions still answer, and its first use after it recovers tries discovery again', async () => {
    // The provider's address accepts connections; while `stalled`, it never answers, like a hung server.
    let stalled = true;
    const held = new Set<ServerResponse>();
    const provider = createServer((request, response) => {
      if (stalled) {
        held.add(response);
        return;
      }
      void fetch(`${oidc.issuer}${request.url}`).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    const slow = await startTestStore({
      SEED: 'none',
      SMTP_URL: mail.url,
      SOCIAL_PROVIDERS: JSON.stringify([{ id: 'slow', name: 'Slow ID', issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret }]),
    });
    try {
      const client = authClient(slow);
      expect(await client.session()).toBeNull();
      const email = `slow${unique()}@example.com`;
      expect((await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
      await client.post('/api/auth/sign-in/email-otp', { email, otp: codeIn(await mail.waitFor(email, /code/i)) });
      expect((await client.session())?.user.email).toBe(email);
      expect((await (await slow.get('/api/getAuthProviders')).json()) as object).toEqual({ providers: [{ id: 'slow', name: 'Slow ID' }] });

      stalled = false;
      const start = await client.post('/api/auth/sign-in/social', { provider: 'slow', callbackURL: '/account' });
      expect(start.status, await start.clone().text()).toBe(200);
      expect(new URL(((await start.json()) as { url: string }).url).origin).toBe(oidc.issuer);
    } finally {
      await slow.close();
      for (const response of held) response.socket?.destroy();
      provider.closeAllConnections();
      await new Promise((resolve) => provider.close(resolve));
    }
  });
});

describe('sign-in through the local OpenID Connect provider', () => {
  it('AUTH-14, AUTH-18: a first sign-in creates a verified shopper named as at the provider, in the reader\'s language, and signs in', async () => {
    const account = providerAccount({ name: 'Ana Torres' });
    const client = authClient(store, 'es-ES,es;q=0.9');
    const landing = await signInWith(client, account);
    expect(`${landing.pathname}${landing.search}`).toBe('/account?welcome=1');
    const session = await client.session();
    expect(session?.user).toMatchObject({ email: account.email, name: 'Ana Torres', emailVerified: true });
    const [user] = await store.database.query<{ language: string }>(`select language from "user" where id = $1`, [session!.user.id]);
    expect(user?.language).toBe('es');
    expect(await accountsOf(session!.user.id)).toEqual([{ provider_id: 'acme', account_id: account.sub }]);
  });

  it('AUTH-14: a provider that gives no name: the account has none, and the store shows the e-mail (§3)', async () => {
    const account = providerAccount({ name: undefined });
    const client = authClient(store);
    await signInWith(client, account);
    expect((await client.session())?.user).toMatchObject({ email: account.email, name: '' });
  });

  it('AUTH-14: signing in again with the same provider account opens the same shopper, at the callbackURL', async () => {
    const account = providerAccount();
    const first = authClient(store);
    await signInWith(first, account);
    const userId = (await first.session())!.user.id;
    const second = authClient(store);
    const landing = await signInWith(second, account);
    expect(`${landing.pathname}${landing.search}`).toBe('/account');
    expect((await second.session())?.user.id).toBe(userId);
    expect(await accountsOf(userId)).toHaveLength(1);
  });

  it('AUTH-14: an unknown provider is a 404 JSON error', async () => {
    const response = await authClient(store).post('/api/auth/sign-in/social', { provider: 'nobody', callbackURL: '/account' });
    expect(response.status).toBe(404);
    expect((await response.json()) as object).toMatchObject({ error: { code: 'not_found', details: { reason: 'PROVIDER_NOT_FOUND' } } });
  });

  it('a callback for an unknown provider or without a valid state never signs in: back to the login page with an error', async () => {
    const client = authClient(store);
    for (const path of ['/api/auth/callback/nobody?code=x&state=y', '/api/auth/callback/acme?code=x&state=forged', '/api/auth/callback/acme']) {
      const response = await client.get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toMatch(/^\/login\?error=\w+/);
      expect(await client.session()).toBeNull();
    }
  });
});

describe('linking into an account with the same e-mail', () => {
  it('AUTH-14: a verified local account is joined: the same shopper, now with both ways in', async () => {
    const email = `local${unique()}@example.com`;
    const { userId } = await verifiedLocalUser(email);
    const client = authClient(store);
    const landing = await signInWith(client, providerAccount({ email }));
    expect(landing.pathname).toBe('/account');
    expect((await client.session())?.user.id).toBe(userId);
    expect((await accountsOf(userId)).map((row) => row.provider_id)).toEqual(['acme', 'credential']);
  });

  it('AUTH-14: an account whose e-mail is not verified is never joined nor signed into (pre-account hijack)', async () => {
    const email = `unverified${unique()}@example.com`;
    const owner = authClient(store);
    await owner.post('/api/auth/sign-up/email', { name: 'Someone', email, password: PASSWORD, callbackURL: '/' });
    const [user] = await store.database.query<{ id: string; email_verified: boolean }>(`select id, email_verified from "user" where email = $1`, [email]);

    const client = authClient(store);
    const landing = await signInWith(client, providerAccount({ email }));
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('account_not_linked');
    expect(await client.session()).toBeNull();
    expect((await accountsOf(user!.id)).map((row) => row.provider_id)).toEqual(['credential']);
    const [after] = await store.database.query<{ email_verified: boolean }>(`select email_verified from "user" where id = $1`, [user!.id]);
    expect(after?.email_verified).toBe(false);
  });

  it('the owner of the address proves it with an e-mailed code (the squatter\'s password is dropped); then the provider joins', async () => {
    const email = `squatted${unique()}@example.com`;
    await authClient(store).post('/api/auth/sign-up/email', { name: 'Squatter', email, password: PASSWORD, callbackURL: '/' });
    const account = providerAccount({ email });
    expect((await signInWith(authClient(store), account)).searchParams.get('error')).toBe('account_not_linked');

    const owner = authClient(store);
    await owner.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    expect((await owner.post('/api/auth/sign-in/email-otp', { email, otp: codeIn(await mail.waitFor(email, /sign-in code/)) })).status).toBe(200);
    const userId = (await owner.session())!.user.id;
    expect((await authClient(store).post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(401);

    const client = authClient(store);
    expect((await signInWith(client, account)).pathname).toBe('/account');
    expect((await client.session())?.user.id).toBe(userId);
    expect((await accountsOf(userId)).map((row) => row.provider_id)).toEqual(['acme']);
  });

  it('AUTH-14: a provider that says its e-mail is not verified is never joined to an existing account', async () => {
    const email = `claimed${unique()}@example.com`;
    const { userId } = await verifiedLocalUser(email);
    const client = authClient(store);
    const landing = await signInWith(client, providerAccount({ email, email_verified: false }));
    expect(landing.searchParams.get('error')).toBe('account_not_linked');
    expect(await client.session()).toBeNull();
    expect((await accountsOf(userId)).map((row) => row.provider_id)).toEqual(['credential']);
  });
});

describe('two-factor after a social sign-in', () => {
  const totpNow = (uri: string) => {
    const secret = new TextDecoder().decode(base32.decode(new URL(uri).searchParams.get('secret')!));
    return createOTP(secret, { digits: 6, period: 30 }).totp();
  };

  it('AUTH-16: with TOTP on, the callback leads to the login page\'s two-factor step and only the code opens a session', async () => {
    const account = providerAccount();
    const owner = authClient(store);
    await signInWith(owner, account);
    // An account made by social sign-in has no password: it enrols without one.
    const enable = await owner.post('/api/auth/two-factor/enable', {});
    expect(enable.status, await enable.clone().text()).toBe(200);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    expect((await owner.post('/api/auth/two-factor/verify-totp', { code: await totpNow(totpURI) })).status).toBe(200);
    await mail.waitFor(account.email, /security change/);

    const fresh = authClient(store);
    const landing = await signInWith(fresh, account);
    expect(`${landing.pathname}${landing.search}`).toBe('/login?step=two-factor');
    expect(await fresh.session()).toBeNull();
    expect((await fresh.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    expect((await fresh.post('/api/auth/two-factor/verify-totp', { code: await totpNow(totpURI) })).status).toBe(200);
    expect((await fresh.session())?.user.email).toBe(account.email);
  });

  it('an ID token posted straight to sign-in (which would skip the two-factor step) is refused', async () => {
    const account = providerAccount();
    const client = authClient(store);
    await signInWith(client, account);
    const [row] = await store.database.query<{ id_token: string }>(`select id_token from account where account_id = $1`, [account.sub]);
    const { nonce } = JSON.parse(Buffer.from(row!.id_token.split('.')[1]!, 'base64url').toString()) as { nonce: string };
    const fresh = authClient(store);
    const response = await fresh.post('/api/auth/sign-in/social', { provider: 'acme', idToken: { token: row!.id_token, nonce } });
    expect(response.status).toBe(400);
    expect((await response.json()) as object).toMatchObject({ error: { code: 'invalid_input', details: { reason: 'ID_TOKEN_SIGN_IN_DISABLED' } } });
    expect(await fresh.session()).toBeNull();
  });
});

/** A shopper's side of the accounts API in tests: a cookie jar, the store's Origin, JSON in and out. */
import type { BrowserContext } from 'playwright-core';
import { linkIn, type MailCatcher } from './mail-catcher.js';
import type { TestStore } from './test-store.js';

/** The session a browser's own cookies hold, as the server sees it. */
export async function browserSession(store: TestStore, context: BrowserContext) {
  const cookie = (await context.cookies(store.url)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const response = await fetch(`${store.url}/api/auth/get-session`, { headers: { cookie } });
  return (await response.json()) as { user: { email: string; twoFactorEnabled: boolean } } | null;
}

/** The client's session cookies as a browser context takes them (storageState), for the store at 127.0.0.1. */
export function browserCookies(client: Pick<AuthClient, 'cookies'> | null) {
  return client ? [...client.cookies].map(([name, value]) => ({
    name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const,
  })) : [];
}

export interface AuthClient {
  cookies: Map<string, string>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  session(): Promise<{ user: { id: string; email: string; name: string; emailVerified: boolean } } | null>;
}

export function authClient(store: Pick<TestStore, 'url'>, language = 'en'): AuthClient {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  const headers = (extra: Record<string, string> = {}) => ({
    origin: store.url,
    'accept-language': language,
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    ...extra,
  });
  const url = (path: string) => (path.startsWith('http') ? path : `${store.url}${path}`);
  const client: AuthClient = {
    cookies,
    post: async (path, body = {}, extra) => remember(await fetch(url(path), {
      method: 'POST', redirect: 'manual', headers: headers({ 'content-type': 'application/json', ...extra }), body: JSON.stringify(body),
    })),
    get: async (path, extra) => remember(await fetch(url(path), { redirect: 'manual', headers: headers(extra) })),
    async session() {
      const response = await client.get('/api/auth/get-session');
      return (await response.json()) as Awaited<ReturnType<AuthClient['session']>>;
    },
  };
  return client;
}

let shoppers = 0;

/**
 * A new shopper signed in with a verified e-mail, as the mailed sign-up link leaves them: signs up with
 * a password, follows the verification link the store mails, and holds the session that link gives.
 * The store must mail through `mail` (SMTP_URL) and run without sign-up limits (AUTH_RATE_LIMITS=off).
 */
export async function signedInShopper(store: Pick<TestStore, 'url'>, mail: MailCatcher, language = 'en'): Promise<AuthClient & { email: string }> {
  const email = `shopper${Date.now()}${shoppers++}@example.com`;
  const client = authClient(store, language);
  const response = await client.post('/api/auth/sign-up/email', { name: 'Lucía Fernández', email, password: 'violet-harbour-42', callbackURL: '/' });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  await client.get(linkIn(await mail.waitFor(email), '/api/auth/verify-email'));
  if (!(await client.session())) throw new Error(`The verification link did not sign ${email} in`);
  return Object.assign(client, { email });
}

/**
 * A social sign-in followed as a browser follows it: started as the storefront starts it, then every
 * redirect, the store's cookies in the shopper's jar and the provider's in its own, until it lands on a
 * page of the store. Answers that page (path and query).
 */
import { expect } from 'vitest';
import type { AuthClient } from './auth-client.js';
import type { ProviderAccount, TestOidcProvider } from './oidc-provider.js';
import type { TestStore } from './test-store.js';

export async function followSocialSignIn(store: TestStore, oidc: TestOidcProvider, client: AuthClient, account: ProviderAccount, providerId = 'acme'): Promise<URL> {
  const start = await client.post('/api/auth/sign-in/social', {
    provider: providerId, loginHint: account.sub, callbackURL: '/account', newUserCallbackURL: '/account?welcome=1', errorCallbackURL: '/login',
  });
  expect(start.status, await start.clone().text()).toBe(200);
  const { url, redirect } = (await start.json()) as { url: string; redirect: boolean };
  expect(redirect).toBe(true);
  expect(new URL(url).origin).toBe(oidc.issuer);
  expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');

  const providerCookies = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 10; hop += 1) {
    const target = new URL(next);
    if (target.origin === store.url && !target.pathname.startsWith('/api/auth/')) return target;
    let response: Response;
    if (target.origin === store.url) {
      response = await client.get(next);
    } else {
      response = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...providerCookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair!.indexOf('=');
        providerCookies.set(pair!.slice(0, index), pair!.slice(index + 1));
      }
    }
    const location = response.headers.get('location');
    expect(location, `${response.status} from ${next}: ${await response.text()}`).toBeTruthy();
    next = new URL(location!, next).href;
  }
  throw new Error('Too many redirects');
}


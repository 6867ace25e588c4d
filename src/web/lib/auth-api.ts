/**
 * The account screens' calls to Better Auth's endpoints under /api/auth (spec §7 "Auth backend"); the texts
 * their refusals are shown with are auth-problem.ts's (spec §5, §8), a chunk apart from the shell's sign-out
 * and redirect, which need none. Failures are ApiErrors like every other call
 * (api-client.ts): the store answers `{ error: { code, message, details } }`.
 */
import { LANGUAGE_HEADER } from '../../shared/constants.js';
import { pageLanguage } from '../i18n/page-language.js';
import { errorFrom } from './api-client.js';

/**
 * The language the shopper reads the store in travels with every account call (issue 9 §6): the server
 * stores it on the account, and writes the account's mails in it whatever the browser's Accept-Language.
 */
export function accountCallHeaders(hasBody: boolean): Record<string, string> {
  return {
    accept: 'application/json',
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    [LANGUAGE_HEADER]: pageLanguage(),
  };
}

export async function authCall<Answer = unknown>(path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: accountCallHeaders(body !== undefined),
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFrom(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as Answer;
}

/** A sign-in answer: signed in, or a second factor is needed first. */
export interface SignInAnswer {
  twoFactorRedirect?: boolean;
}

/**
 * Where to go after signing in (issue 5): the `redirect` the page was sent with, when it is a path of
 * this store; never another site (open redirect), and never back to /login or /signup.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/^\/(login|signup)(\?|$|\/)/.test(value)) return '/';
  return value;
}

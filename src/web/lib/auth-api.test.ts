/** The account screens' pure rules: where a sign-in may return to, and the texts refusals are shown with. */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/account.json' with { type: 'json' };
import { ApiError } from './api-client.js';
import { safeRedirect } from './auth-api.js';
import { authErrorCode, authErrorMessage } from './auth-problem.js';

/** A t() over the English file, enough to read the chosen text. */
const t = ((key: string, options?: { defaultValue?: string }) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  return typeof value === 'string' ? value : (options?.defaultValue ?? key);
}) as unknown as TFunction<'account'>;

describe('safeRedirect', () => {
  it.each([
    ['/product?id=3', '/product?id=3'],
    ['/profile?tab=configuration#x', '/profile?tab=configuration#x'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login?redirect=/x', '/'],
    ['/signup', '/'],
  ])('%s → %s (never another site, never back to sign-in)', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe('authErrorMessage (spec §5, §8)', () => {
  it('ERR-32: invalid credentials', () => {
    expect(authErrorMessage(t, new ApiError('Invalid email or password', 401, 'unauthenticated', { reason: 'INVALID_EMAIL_OR_PASSWORD' }))).toBe('Invalid login credentials.');
  });

  it('ERR-30: a weak password lists its reasons, from Better Auth or from the store\'s own call', () => {
    const fromAuth = new ApiError('Password is too weak', 400, 'invalid_input', { reason: 'WEAK_PASSWORD', reasons: ['too_short', 'too_common'] });
    expect(authErrorMessage(t, fromAuth)).toBe('Password is too weak. It must have at least 8 characters. It is one of the most common passwords: choose another.');
    const fromStore = new ApiError('Password is too weak', 400, 'invalid_input', { reason: 'WEAK_PASSWORD', reasons: ['too_common'] });
    expect(authErrorCode(fromStore)).toBe('WEAK_PASSWORD');
    expect(authErrorMessage(t, fromStore)).toBe('Password is too weak. It is one of the most common passwords: choose another.');
  });

  it('ERR-29: a call without a session says the session is missing', () => {
    expect(authErrorMessage(t, new ApiError('Auth session missing!', 401, 'unauthenticated'))).toBe('Auth session missing!');
  });

  it('ERR-11: an unknown refusal shows the server\'s message; ERR-12: anything else the default', () => {
    expect(authErrorMessage(t, new ApiError('Email is already verified', 400, 'invalid_input', { reason: 'SOMETHING_NEW' }))).toBe('Email is already verified');
    expect(authErrorMessage(t, new ApiError('Unknown error', 500))).toBe('An unexpected error occurred.');
    expect(authErrorMessage(t, new TypeError('Failed to fetch'))).toBe('An unexpected error occurred.');
  });

  it('too many attempts (429) has its own text', () => {
    expect(authErrorMessage(t, new ApiError('Too many requests', 429, 'rate_limited'))).toBe('Too many attempts. Wait a moment and try again.');
  });
});

describe('a sign-in that is too old for the action', () => {
  it('SESSION_NOT_FRESH asks the shopper to sign in again', () => {
    expect(authErrorMessage(t, new ApiError('Session is not fresh', 403, 'forbidden', { reason: 'SESSION_NOT_FRESH' }))).toBe('For your security, sign in again before doing this.');
  });
});

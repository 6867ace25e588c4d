/**
 * Every refusal of an account call in the reader's words, under the field it is about (issue 9 §6):
 * never the server's English text for an invalid field, a 429 with the wait, both languages.
 * ERR-11, ERR-12, ERR-29, ERR-30, ERR-32 (checklist).
 */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/account.json' with { type: 'json' };
import es from '../locales/es/account.json' with { type: 'json' };
import { ApiError } from './api-client.js';
import { authProblem } from './auth-problem.js';

/** A t() over one locale file, with {{…}} filled in: enough to read the chosen text. */
const tOf = (file: unknown) => ((key: string, options?: Record<string, unknown>) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
  if (typeof value !== 'string') return (options?.defaultValue as string | undefined) ?? key;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]));
}) as unknown as TFunction<'account'>;
const t = tOf(en);
const tEs = tOf(es);

/** What the server answers for Better Auth's validation failure (foreign-errors.ts). */
const invalid = (parameter: string, message: string) => new ApiError(
  `Invalid field '${parameter}': ${message}`, 400, 'invalid_input', { issues: [{ parameter, message }], reason: 'VALIDATION_ERROR' },
);

describe('authProblem: the field and the words (issue 9 §6)', () => {
  it('an invalid e-mail is said under the e-mail, in each language, never as "[body.email] Invalid email address"', () => {
    expect(authProblem(t, invalid('email', 'Invalid email address'), 'en')).toEqual({ field: 'email', message: 'Enter a valid e-mail address.' });
    expect(authProblem(tEs, invalid('email', 'Invalid email address'), 'es')).toEqual({ field: 'email', message: 'Escribe un correo electrónico válido.' });
    expect(authProblem(t, new ApiError('Invalid email', 400, 'invalid_input', { reason: 'INVALID_EMAIL' }), 'en').field).toBe('email');
  });

  it('a name the contract refuses is said under the name; a sign-in code under the code', () => {
    const name = authProblem(t, invalid('name', 'may contain only letters, spaces, apostrophes, hyphens and full stops'), 'en');
    expect(name.field).toBe('name');
    expect(name.message).toMatch(/^Write your name with letters/);
    expect(authProblem(t, invalid('otp', 'Too small: expected string to have >=6 characters'), 'en')).toEqual({ field: 'code', message: 'Enter the 6-digit code.' });
  });

  it('an unknown parameter is a form-level sentence of the store, not the server\'s text', () => {
    const problem = authProblem(tEs, invalid('callbackURL', 'Invalid URL'), 'es');
    expect(problem).toEqual({ message: 'Hay datos que no son correctos. Revisa el formulario y vuelve a probar.' });
    expect(authProblem(t, new ApiError("Invalid field 'x': bad", 400, 'invalid_input'), 'en').message).toBe('Some details are not right. Check the form and try again.');
  });

  it('ERR-30: a weak password goes under the new password with its reasons; a wrong current password under the current one', () => {
    const weak = new ApiError('Password is too weak', 400, 'invalid_input', { reason: 'WEAK_PASSWORD', reasons: ['too_common'] });
    expect(authProblem(tEs, weak, 'es')).toEqual({ field: 'newPassword', message: 'La contraseña es demasiado débil. Es una de las contraseñas más comunes: elige otra.' });
    expect(authProblem(t, new ApiError('Invalid password', 400, 'invalid_input', { reason: 'INVALID_PASSWORD' }), 'en')).toEqual({ field: 'currentPassword', message: 'That password is not right.' });
  });

  it('ERR-32: invalid credentials stay form-level (they must not say which field was wrong)', () => {
    const wrong = new ApiError('Invalid email or password', 401, 'unauthenticated', { reason: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(authProblem(t, wrong, 'en')).toEqual({ field: undefined, message: 'Invalid login credentials.' });
  });

  it('wrong codes (e-mailed, authenticator, backup, setPassword\'s) go under the code', () => {
    for (const reason of ['INVALID_OTP', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS', 'INVALID_CODE', 'INVALID_BACKUP_CODE']) {
      expect(authProblem(t, new ApiError('x', 400, 'invalid_input', { reason }), 'en').field).toBe('code');
    }
    const fromSetPassword = new ApiError('Enter the current code from your authenticator app', 400, 'invalid_input', {
      reason: 'INVALID_CODE', issues: [{ parameter: 'code', message: 'Enter the current code from your authenticator app' }],
    });
    expect(authProblem(tEs, fromSetPassword, 'es')).toEqual({ field: 'code', message: 'Ese código no es correcto. Prueba con el actual de tu aplicación.' });
  });

  it('a 429 says when to try again, in the reader\'s language; without a wait, "a moment"', () => {
    const limited = (retryAfter?: number) => new ApiError('Too many requests', 429, 'rate_limited', retryAfter === undefined ? {} : { retryAfter });
    expect(authProblem(t, limited(45), 'en').message).toBe('Too many attempts. Try again in 45 seconds.');
    expect(authProblem(tEs, limited(120), 'es').message).toBe('Demasiados intentos. Vuelve a probar dentro de 2 minutos.');
    expect(authProblem(t, limited(), 'en').message).toBe('Too many attempts. Wait a moment and try again.');
    expect(authProblem(t, limited(45), 'en').field).toBeUndefined();
  });

  it('ERR-29, ERR-11, ERR-12: session missing; a code this version does not know shows the server\'s message; anything else the default', () => {
    expect(authProblem(t, new ApiError('Auth session missing!', 401, 'unauthenticated'), 'en').message).toBe('Auth session missing!');
    expect(authProblem(t, new ApiError('Email is already verified', 400, 'bad_request', { reason: 'SOMETHING_NEW' }), 'en').message).toBe('Email is already verified');
    expect(authProblem(t, new ApiError('Unknown error', 500), 'en').message).toBe('An unexpected error occurred.');
    expect(authProblem(tEs, new TypeError('Failed to fetch'), 'es').message).toBe('Ocurrió un error inesperado.');
  });

  it('every refusal code the forms map has its text in both languages', () => {
    for (const file of [en, es]) {
      for (const key of ['http_429', 'http_429_later', 'invalidName', 'invalidPassword', 'invalidCodeFormat', 'invalidInput', 'backupRequired',
        'CREDENTIAL_ACCOUNT_NOT_FOUND', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'TWO_FACTOR_NOT_ENABLED', 'TOTP_NOT_ENABLED']) {
        expect(typeof (file.errors as Record<string, unknown>)[key], key).toBe('string');
      }
    }
  });
});

/**
 * The account screens' calls to Better Auth's endpoints under /api/auth (spec §7 "Auth backend"), and the
 * texts its refusals are shown with (spec §5, §8). Failures are ApiErrors like every other call
 * (api-client.ts): the store answers `{ error: { code, message, details } }`.
 */
import type { TFunction } from 'i18next';
import { ApiError, errorFrom } from './api-client.js';

export async function authCall<Answer = unknown>(path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
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

/** The refusal's precise reason (Better Auth's code, such as INVALID_EMAIL_OR_PASSWORD), else the store's code. */
export function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = error.details?.reason;
  return typeof reason === 'string' ? reason : error.code;
}

const KNOWN_CODES = new Set<string>([
  'INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'WEAK_PASSWORD', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'INVALID_EMAIL',
  'INVALID_OTP', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS', 'INVALID_CODE', 'INVALID_TWO_FACTOR_COOKIE', 'INVALID_BACKUP_CODE',
  'INVALID_TOKEN', 'USER_ALREADY_HAS_PASSWORD', 'SESSION_EXPIRED', 'unauthenticated', 'http_429',
  'account_not_linked', 'EMAIL_NOT_VERIFIED', 'USER_NOT_FOUND', 'FAILED_TO_CREATE_USER',
]);

type KnownCode = Exclude<keyof typeof import('../locales/en/account.json')['errors'], 'weakReasons'>;

/**
 * The message for a failed account call: a translated text for the refusals the store knows (weak
 * password with its reasons, invalid credentials, session missing, too many tries…), else the server's
 * own message (ERR-11), else the default 'Ocurrió un error inesperado.' (ERR-12).
 */
export function authErrorMessage(t: TFunction<'account'>, error: unknown): string {
  const code = authErrorCode(error);
  if (error instanceof ApiError && error.status === 429) return t('errors.http_429');
  // Better Auth asks for a sign-in less than a day old before listing sessions or deleting an account.
  if (code === 'SESSION_NOT_FRESH') return t('errors.SESSION_EXPIRED');
  if (code === 'WEAK_PASSWORD') {
    const reasons = Array.isArray(error instanceof ApiError ? error.details?.reasons : undefined)
      ? (error as ApiError).details!.reasons as string[]
      : [];
    const explained = reasons.map((reason) => t(`errors.weakReasons.${reason as 'too_short'}`, { defaultValue: reason }));
    return explained.length ? `${t('errors.WEAK_PASSWORD')} ${explained.join(' ')}` : t('errors.WEAK_PASSWORD');
  }
  if (code && KNOWN_CODES.has(code)) return t(`errors.${code as KnownCode}`);
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message && error.message !== 'Unknown error') {
    return error.message;
  }
  return t('errors.unexpected');
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

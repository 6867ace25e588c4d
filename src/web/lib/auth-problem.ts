/**
 * What went wrong with an account call, in the reader's words and where it belongs (issue 9 §6, UX.md
 * forms: errors under the field concerned). The store answers `{ error: { code, message, details } }`
 * (api-client.ts); `details` names the offending parameters (`issues`), Better Auth's own code (`reason`)
 * and, with a 429, the seconds to wait (`retryAfter`). The server's English text is never shown for an
 * invalid field: each field has its own sentence in both languages.
 */
import type { TFunction } from 'i18next';
import { pageLanguage } from '../i18n/page-language.js';
import { ApiError } from './api-client.js';
import { formatDuration } from './format-duration.js';

/** The fields of the account forms, by what they hold (each form places them on its own inputs). */
export type AuthField = 'name' | 'email' | 'password' | 'currentPassword' | 'newPassword' | 'code';

export interface AuthProblem {
  /** The field the problem is about; none for a form-level message. */
  field?: AuthField;
  message: string;
}

/** The refusal's precise reason (Better Auth's code, such as INVALID_EMAIL_OR_PASSWORD), else the store's code. */
export function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = error.details?.reason;
  return typeof reason === 'string' ? reason : error.code;
}

/** Refusals that are about one field. INVALID_EMAIL_OR_PASSWORD is not: it must not say which was wrong. */
const REASON_FIELDS: Partial<Record<string, AuthField>> = {
  INVALID_EMAIL: 'email',
  INVALID_PASSWORD: 'currentPassword',
  WEAK_PASSWORD: 'newPassword',
  PASSWORD_TOO_SHORT: 'newPassword',
  PASSWORD_TOO_LONG: 'newPassword',
  INVALID_OTP: 'code',
  OTP_EXPIRED: 'code',
  TOO_MANY_ATTEMPTS: 'code',
  INVALID_CODE: 'code',
  INVALID_BACKUP_CODE: 'code',
};

/** The request's parameter names (Better Auth's bodies and the store's) and the field each one is. */
const PARAMETER_FIELDS: Partial<Record<string, AuthField>> = {
  name: 'name', email: 'email', password: 'password', currentPassword: 'currentPassword', newPassword: 'newPassword',
  code: 'code', otp: 'code',
};

const FIELD_TEXTS = {
  name: 'errors.invalidName',
  email: 'errors.INVALID_EMAIL',
  password: 'errors.invalidPassword',
  currentPassword: 'errors.currentRequired',
  newPassword: 'errors.invalidPassword',
  code: 'errors.invalidCodeFormat',
} as const satisfies Record<AuthField, string>;

const KNOWN_CODES = new Set<string>([
  'INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'INVALID_EMAIL',
  'INVALID_OTP', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS', 'INVALID_CODE', 'INVALID_TWO_FACTOR_COOKIE', 'INVALID_BACKUP_CODE',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'INVALID_TOKEN', 'USER_ALREADY_HAS_PASSWORD', 'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'TWO_FACTOR_NOT_ENABLED', 'TOTP_NOT_ENABLED', 'SESSION_EXPIRED', 'unauthenticated', 'account_not_linked',
  'EMAIL_NOT_VERIFIED', 'USER_NOT_FOUND', 'FAILED_TO_CREATE_USER',
]);

type KnownCode = Exclude<keyof typeof import('../locales/en/account.json')['errors'], 'weakReasons'>;

function weakPasswordMessage(t: TFunction<'account'>, error: ApiError): string {
  const reasons = Array.isArray(error.details?.reasons) ? (error.details.reasons as unknown[]).filter((reason) => typeof reason === 'string') : [];
  const explained = reasons.map((reason) => t(`errors.weakReasons.${reason as 'too_short'}`, { defaultValue: '' })).filter(Boolean);
  return [t('errors.WEAK_PASSWORD'), ...explained].join(' ');
}

function tooManyMessage(t: TFunction<'account'>, error: ApiError, language: string): string {
  const seconds = Number(error.details?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0
    ? t('errors.http_429', { duration: formatDuration(seconds, language) })
    : t('errors.http_429_later');
}

/** The first offending parameter the forms know, as its field and that field's sentence. */
function invalidField(t: TFunction<'account'>, error: ApiError): AuthProblem | undefined {
  const issues = Array.isArray(error.details?.issues) ? (error.details.issues as { parameter?: unknown }[]) : [];
  for (const issue of issues) {
    const field = PARAMETER_FIELDS[String(issue.parameter)];
    if (field) return { field, message: t(FIELD_TEXTS[field]) };
  }
  return issues.length > 0 ? { message: t('errors.invalidInput') } : undefined;
}

/**
 * The problem to show for a failed account call: a translated text for every refusal the store sends
 * (weak password with its reasons, invalid credentials, a wrong code, too many tries with the wait…), on
 * its field when it has one; the server's own message only for a code this version does not know (ERR-11);
 * else 'Ocurrió un error inesperado.' (ERR-12).
 */
export function authProblem(t: TFunction<'account'>, error: unknown, language: string): AuthProblem {
  if (!(error instanceof ApiError)) return { message: t('errors.unexpected') };
  if (error.status === 429) return { message: tooManyMessage(t, error, language) };
  const code = authErrorCode(error);
  const field = code ? REASON_FIELDS[code] : undefined;
  // Better Auth asks for a sign-in less than a day old before listing sessions or deleting an account.
  if (code === 'SESSION_NOT_FRESH') return { message: t('errors.SESSION_EXPIRED') };
  if (code === 'WEAK_PASSWORD') return { field, message: weakPasswordMessage(t, error) };
  if (code && KNOWN_CODES.has(code)) return { field, message: t(`errors.${code as KnownCode}`) };
  const invalid = invalidField(t, error);
  if (invalid) return invalid;
  // A Better Auth refusal this version has no words for yet: its own sentence (ERR-11). Never the store's
  // validation text ("Invalid field 'x': …"), which names parameters, not what the shopper should do.
  const isForeignRefusal = typeof error.details?.reason === 'string' || error.code !== 'invalid_input';
  if (error.status >= 400 && error.status < 500 && isForeignRefusal && error.message && error.message !== 'Unknown error') {
    return { message: error.message };
  }
  return { message: t(error.code === 'invalid_input' ? 'errors.invalidInput' : 'errors.unexpected') };
}

/**
 * The message alone of a failed account call (for the profile's actions and load errors): authProblem
 * also says which field it belongs to.
 */
export function authErrorMessage(t: TFunction<'account'>, error: unknown, language: string = pageLanguage()): string {
  return authProblem(t, error, language).message;
}

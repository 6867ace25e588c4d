/**
 * Passwords of at least 8 characters and not among the most common ones (issue 5 §6). The list is shipped
 * with the app (zxcvbn-ts's 49,000 most common passwords, plus Spanish favourites): there is no internet
 * to ask. Refusals are Better Auth errors with code WEAK_PASSWORD and the reasons (spec §8 weak_password).
 */
import { APIError } from 'better-auth/api';

const SPANISH_FAVOURITES = [
  'contraseña', 'contrasena', 'contraseña1', 'contrasena1', 'tequiero', 'teamo123', 'tequiero1', 'barcelona',
  'realmadrid', 'hala madrid', 'halamadrid', 'españa', 'espana123', 'futbol123', 'qwerty123', 'hola1234',
];

let common: Set<string> | undefined;

async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set([...dictionary['passwords-common'], ...SPANISH_FAVOURITES]);
  }
  return common;
}

export type WeakPasswordReason = 'too_short' | 'too_common';

export async function weakPasswordReasons(password: string): Promise<WeakPasswordReason[]> {
  const reasons: WeakPasswordReason[] = [];
  if (password.length < 8) reasons.push('too_short');
  if ((await commonPasswords()).has(password.toLowerCase())) reasons.push('too_common');
  return reasons;
}

/** Throws a 400 WEAK_PASSWORD when a new password is too short or too common; other shapes are left to Better Auth. */
export async function assertNotCommonPassword(password: unknown): Promise<void> {
  if (typeof password !== 'string') return;
  const reasons = await weakPasswordReasons(password);
  if (reasons.length > 0) {
    throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: 'Password is too weak', reasons });
  }
}

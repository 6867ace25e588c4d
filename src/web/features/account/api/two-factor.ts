/**
 * Two-step verification with an authenticator app (Better Auth's two-factor plugin, TOTP): enabling answers
 * the otpauth URI and the backup codes, but it only takes effect once a code from the app is confirmed.
 * Every call takes the password when the account has one (allowPasswordless for the others); turning it off
 * without a password takes a current code from the app instead (issue 9 §1).
 */
import { authCall } from '../../../lib/auth-api.js';

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

const withPassword = (password: string | undefined) => (password === undefined ? {} : { password });

export function enableTwoFactor(password?: string): Promise<TwoFactorSetup> {
  return authCall<TwoFactorSetup>('auth/two-factor/enable', withPassword(password));
}

export function confirmTwoFactor(code: string): Promise<unknown> {
  return authCall('auth/two-factor/verify-totp', { code });
}

/** With the password; an account without one proves itself with the app's current code (second-factor-proof.ts). */
export function disableTwoFactor(proof: { password: string } | { code?: string }): Promise<unknown> {
  return authCall('auth/two-factor/disable', proof);
}

export async function generateBackupCodes(password?: string): Promise<string[]> {
  const answer = await authCall<{ backupCodes: string[] }>('auth/two-factor/generate-backup-codes', withPassword(password));
  return answer.backupCodes;
}

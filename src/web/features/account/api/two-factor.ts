/**
 * Two-step verification with an authenticator app (Better Auth's two-factor plugin, TOTP): enabling answers
 * the otpauth URI and the backup codes, but it only takes effect once a code from the app is confirmed.
 * Every call takes the password when the account has one (allowPasswordless for the others).
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

export function disableTwoFactor(password?: string): Promise<unknown> {
  return authCall('auth/two-factor/disable', withPassword(password));
}

export async function generateBackupCodes(password?: string): Promise<string[]> {
  const answer = await authCall<{ backupCodes: string[] }>('auth/two-factor/generate-backup-codes', withPassword(password));
  return answer.backupCodes;
}

/**
 * The profile's password form (decision 32, PROF-21): an account with a password changes it with the
 * current one (POST /api/auth/change-password), signing out its other sessions; an account made by code
 * or a social sign-in sets its first one (POST /api/setPassword).
 */
import type { SetPasswordBody } from '../../../../shared/contracts/set-password.js';
import { authCall } from '../../../lib/auth-api.js';

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  // A changed password is often a reaction to a leak: every other device has to sign in again.
  return authCall('auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
}

/** With two-factor on, `code` is the authenticator app's current code (issue 9 §1). */
export function setFirstPassword(newPassword: string, code?: string): Promise<unknown> {
  return authCall('setPassword', { newPassword, ...(code === undefined ? {} : { code }) } satisfies SetPasswordBody);
}

/**
 * POST /api/auth/delete-user: erases the person (account, sign-in methods, sessions, two-step settings,
 * newsletter); orders and invoices are kept without identity, as tax law requires (auth.ts deleteUser).
 * With a password the server checks it; without one it only accepts a session signed in within a day.
 */
import { authCall } from '../../../lib/auth-api.js';

export function deleteAccount(password?: string): Promise<unknown> {
  return authCall('auth/delete-user', password === undefined ? {} : { password });
}

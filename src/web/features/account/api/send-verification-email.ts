/** POST /api/auth/send-verification-email: a new link to verify the signed-in user's address, back to `returnTo` (/profile). */
import { authCall } from '../../../lib/auth-api.js';

export function sendVerificationEmail(email: string, returnTo = '/profile'): Promise<unknown> {
  return authCall('auth/send-verification-email', { email, callbackURL: returnTo });
}

/** Guards for the store's own calls (Epic Stack's `requireUserId`): the signed-in user, or a 401. */
import type { Context } from 'hono';
import { AppError } from '../../http/app-error.js';
import type { Auth } from './auth.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}

export async function requireUser(auth: Auth, c: Context): Promise<SessionUser> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  // The spec's auth message (§8) for a call that needs a session and has none.
  if (!session) throw new AppError('unauthenticated', 'Auth session missing!');
  return session.user;
}

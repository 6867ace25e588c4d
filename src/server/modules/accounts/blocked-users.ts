/**
 * Blocked users (issue 12 §8, decision 0020): a blocked account gets no new session, whatever the path
 * (password, e-mailed code, a social provider's callback, the two-factor step, a mailed link): every one
 * creates its session through Better Auth's internal adapter, whose `session.create.before` hook refuses it
 * here. This is the one piece of Better Auth's admin plugin the store uses; the plugin itself is not enabled
 * (its /api/auth/admin/* endpoints would change roles and blocks without the audit log). Blocking also ends
 * the account's sessions at once (users-admin.ts).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError } from 'better-auth/api';
import type { Database } from '../../db/client.js';

export const BLOCKED_USER = 'BLOCKED_USER';
export const BLOCKED_USER_MESSAGE = 'This account is blocked. Write to the store if you think this is a mistake.';

export function blockedUsers(database: Database): BetterAuthPlugin {
  return {
    id: 'pixelkeys-blocked-users',
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              before: async (session: { userId: string }) => {
                const [user] = await database.query<{ banned: boolean }>(
                  'select banned from "user" where id = $1', [session.userId], 'accounts.blocked');
                if (user?.banned) throw new APIError('FORBIDDEN', { message: BLOCKED_USER_MESSAGE, code: BLOCKED_USER });
              },
            },
          },
        },
      },
    }),
  } as BetterAuthPlugin;
}

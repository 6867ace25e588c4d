/**
 * A fresh proof before the account's protection is weakened (issue 9 §1): turning two-factor off asks for
 * the password (Better Auth checks it) or, for an account without a password, a current code from the
 * authenticator app; setting a first password on an account with two-factor on (setPassword) asks for the
 * code too. A stolen session cookie alone can then neither switch two-factor off nor take the account over.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** What of Better Auth's context this needs (an endpoint's `ctx.context`, or `auth.$context`). */
interface ProofContext {
  secretConfig: Parameters<typeof symmetricDecrypt>[0]['key'];
  adapter: { findOne<T>(query: { model: string; where: { field: string; value: string }[] }): Promise<T | null> };
  internalAdapter: { findCredentialAccount(userId: string): Promise<unknown> };
}

/** Better Auth's stored form of a TOTP secret (plugins/two-factor/totp: decryptTOTPSecret). */
const BASE32_PREFIX = 'base32:';

export async function isCurrentTotpCode(context: ProofContext, userId: string, code: unknown): Promise<boolean> {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return false;
  const row = await context.adapter.findOne<{ secret: string; verified?: boolean | null }>({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] });
  if (!row || row.verified === false) return false;
  const decrypted = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const secret = decrypted.startsWith(BASE32_PREFIX) ? base32.decode(decrypted.slice(BASE32_PREFIX.length).toUpperCase()) : decrypted;
  return createOTP(secret, { digits: 6, period: 30 }).verify(code);
}

export const INVALID_CODE = { code: 'INVALID_CODE', message: 'Enter the current code from your authenticator app' } as const;

/** Before `/two-factor/disable`: an account without a password proves itself with a TOTP code (`code`). */
export function proofToDisableTwoFactor(): BetterAuthPlugin {
  return {
    id: 'proof-to-disable-two-factor',
    hooks: {
      before: [{
        matcher: (context) => context.path === '/two-factor/disable',
        handler: createAuthMiddleware(async (ctx) => {
          const session = await getSessionFromCtx(ctx);
          // No session: the endpoint answers 401 itself. A password account: the endpoint checks the password.
          if (!session || (await ctx.context.internalAdapter.findCredentialAccount(session.user.id))) return;
          const code = (ctx.body as { code?: unknown } | undefined)?.code;
          if (!(await isCurrentTotpCode(ctx.context as unknown as ProofContext, session.user.id, code))) {
            throw new APIError('BAD_REQUEST', INVALID_CODE);
          }
        }),
      }],
    },
  };
}

/**
 * Guessing one account's password (or e-mailed code) from many addresses (issue 9 §4): the per-address
 * limits let 40 addresses try 40 passwords. So failures are also counted per account, and after
 * FREE_FAILURES each further failure makes the account wait before the next try, doubling from
 * FIRST_WAIT_SECONDS up to MAX_WAIT_SECONDS. The owner is never locked out for good: the wait ends, a right
 * answer clears the count, and recovery by mailed link still works. Unknown addresses are counted the
 * same way, so the answer never tells whether an account exists. Code mails are limited per address too.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from '../../http/rate-limit.js';
import { secondsUntil } from '../../http/rate-limit.js';

export const SIGN_IN_BACKOFF = {
  FREE_FAILURES: 5,
  FIRST_WAIT_SECONDS: 30,
  MAX_WAIT_SECONDS: 15 * 60,
  /** Failures are forgotten a day after the first one. */
  MEMORY_SECONDS: 24 * 60 * 60,
} as const;
export const CODE_MAILS_PER_ADDRESS = { name: 'sign-in-code-mails', points: 5, duration: 60 * 60 } as const;

/** Seconds to wait after the nth failure in a row (0 while failures are free). */
export function waitAfterFailures(failures: number): number {
  const { FREE_FAILURES, FIRST_WAIT_SECONDS, MAX_WAIT_SECONDS } = SIGN_IN_BACKOFF;
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES));
}

const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/email-otp']);
/** The refusals that are a wrong guess (not an expired code or a bad request). */
const WRONG_GUESSES = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_OTP']);

const accountKey = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : undefined;
};

const tooMany = (seconds: number, code: string, message: string) =>
  new APIError('TOO_MANY_REQUESTS', { code, message, retryAfter: seconds }, { 'Retry-After': String(seconds) });

export interface SignInBackoff {
  plugin: BetterAuthPlugin;
  /** Clears an account's failures and wait: its owner proved the address (a password reset by mailed link). */
  forgive(email: string): Promise<void>;
}

export function createSignInBackoff(limiter: LimiterFactory): SignInBackoff {
  const failures = limiter({ name: 'sign-in-failures', points: 1_000_000, duration: SIGN_IN_BACKOFF.MEMORY_SECONDS });
  const waits = limiter({ name: 'sign-in-wait', points: 1, duration: 1 });
  const codeMails = limiter(CODE_MAILS_PER_ADDRESS);
  const forgive = async (email: string) => {
    const key = accountKey({ email })!;
    await Promise.all([failures.delete(key), waits.delete(key)]).catch(() => undefined);
  };
  const plugin: BetterAuthPlugin = {
    id: 'sign-in-backoff',
    hooks: {
      before: [
        {
          matcher: (context) => SIGN_IN_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const key = accountKey(ctx.body);
            const waiting = key ? await waits.get(key).catch(() => null) : null;
            if (waiting && waiting.consumedPoints > 1) {
              throw tooMany(secondsUntil(waiting), 'ACCOUNT_TEMPORARILY_LOCKED', 'Too many failed sign-ins for this account. Wait, then try again.');
            }
          }),
        },
        {
          matcher: (context) => context.path === '/email-otp/send-verification-otp',
          handler: createAuthMiddleware(async (ctx) => {
            const key = accountKey(ctx.body);
            if (!key) return;
            try {
              await codeMails.consume(key);
            } catch (rejection) {
              if (rejection instanceof RateLimiterRes) {
                throw tooMany(secondsUntil(rejection), 'TOO_MANY_CODES', 'Too many codes were sent to this address. Wait, then ask again.');
              }
            }
          }),
        },
      ],
      after: [{
        matcher: (context) => SIGN_IN_PATHS.has(context.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          const key = accountKey(ctx.body);
          if (!key) return;
          const returned = ctx.context.returned;
          if (!isAPIError(returned)) {
            await forgive(key);
            return;
          }
          if (!WRONG_GUESSES.has(String(returned.body?.code))) return;
          const counted = await failures.consume(key).catch(() => null);
          const wait = counted ? waitAfterFailures(counted.consumedPoints) : 0;
          if (wait > 0) await waits.block(key, wait).catch(() => undefined);
        }),
      }],
    },
  };
  return { plugin, forgive };
}

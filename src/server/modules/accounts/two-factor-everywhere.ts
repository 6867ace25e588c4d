/**
 * Two-factor on every path that creates a session (issue 9 §1). Better Auth's twoFactor plugin challenges
 * only `/sign-in/email` (ARCHITECTURE.md gotchas): sign-in by e-mailed code, the social callback, the
 * mailed verification link (`/verify-email`) and any path a later version adds would hand out a full
 * session to an account with TOTP on. So the plugin's own challenge (drop the new session, set the
 * two-factor cookie, honour a trusted device, answer `twoFactorRedirect`) runs after EVERY endpoint that
 * set a session cookie (each does it through setSessionCookie, which records `newSession`), except:
 * - the endpoints that answer the challenge (verify-totp, verify-backup-code);
 * - a session of the user who is already signed in on this request (a refresh, a password change, turning
 *   two-factor on or off): that session passed the challenge when it was made.
 * After-hook matchers run once the endpoint has answered, so they can look at the new session. A path the
 * browser follows (a mailed link, a provider's callback: GET) is sent to the login page's two-factor step
 * instead of getting the JSON answer.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';

export const TWO_FACTOR_LOGIN_PATH = '/login?step=two-factor';
const CHALLENGE_ANSWERS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

type TwoFactorOptions = Parameters<typeof twoFactor>[0];
/** What the matchers read of a hook's context (Better Auth's HookEndpointContext). */
interface HookContext {
  path?: string;
  request?: Request;
  context: { newSession?: { user: { id: string } } | null; session?: { user: { id: string } } | null; returned?: unknown };
}

function isNewSignIn(context: HookContext): boolean {
  const created = context.context.newSession;
  if (!created || CHALLENGE_ANSWERS.has(context.path ?? '')) return false;
  return context.context.session?.user.id !== created.user.id;
}

const wasChallenged = (context: HookContext) =>
  (context.context.returned as { twoFactorRedirect?: unknown } | undefined)?.twoFactorRedirect === true;

export function twoFactorOnEveryPath(options: TwoFactorOptions): BetterAuthPlugin {
  const plugin = twoFactor(options);
  const challenge = plugin.hooks.after[0]!.handler;
  return {
    ...plugin,
    hooks: {
      ...plugin.hooks,
      after: [
        { matcher: (context) => isNewSignIn(context as unknown as HookContext), handler: challenge },
        {
          matcher: (context) => {
            const hook = context as unknown as HookContext;
            return hook.request?.method === 'GET' && wasChallenged(hook);
          },
          handler: createAuthMiddleware(async (ctx) => {
            throw ctx.redirect(TWO_FACTOR_LOGIN_PATH);
          }),
        },
      ],
    },
  } as BetterAuthPlugin;
}

/**
 * Better Auth's twoFactor plugin challenges only password sign-in (ARCHITECTURE.md gotchas). This plugin
 * adds the same challenge after sign-in by e-mailed code and after a social sign-in's callback: the new
 * session is dropped, the two-factor cookie is set, and the answer says `twoFactorRedirect` (or, for the
 * browser-followed social callback, redirects to the login page's two-factor step).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

/** Better Auth's own names (plugins/two-factor/constant): the verify endpoints read this cookie. */
const TWO_FACTOR_COOKIE_NAME = 'two_factor';
const TWO_FACTOR_COOKIE_MAX_AGE = 600;
export const TWO_FACTOR_LOGIN_PATH = '/login?step=two-factor';

const isCodeSignIn = (path: string) => path === '/sign-in/email-otp';
const isSocialCallback = (path: string) => path.startsWith('/callback/') || path.startsWith('/oauth2/callback/');

export function twoFactorEverywhere(): BetterAuthPlugin {
  return {
    id: 'two-factor-everywhere',
    hooks: {
      after: [{
        matcher: (context) => isCodeSignIn(context.path ?? '') || isSocialCallback(context.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          const data = ctx.context.newSession;
          if (!(data?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled) return;
          deleteSessionCookie(ctx, true);
          await ctx.context.internalAdapter.deleteSession(data!.session.token);
          ctx.context.setNewSession(null);
          const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE_NAME, { maxAge: TWO_FACTOR_COOKIE_MAX_AGE });
          const identifier = `2fa-${generateRandomString(20)}`;
          const expiresAt = new Date(Date.now() + TWO_FACTOR_COOKIE_MAX_AGE * 1000);
          await ctx.context.internalAdapter.createVerificationValue({ value: data!.user.id, identifier, expiresAt });
          await ctx.context.internalAdapter.createVerificationValue({ value: '0', identifier: `2fa-attempts-${identifier}`, expiresAt });
          await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
          if (isSocialCallback(ctx.path ?? '')) throw ctx.redirect(TWO_FACTOR_LOGIN_PATH);
          return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
        }),
      }],
    },
  };
}

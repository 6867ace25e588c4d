/**
 * Social sign-in through OpenID Connect providers named in configuration (decision 14, SOCIAL_PROVIDERS).
 * Better Auth's generic OAuth plugin registers each one as a social provider: the shopper starts at
 * `POST /api/auth/sign-in/social` and comes back to `/api/auth/callback/<id>`.
 *
 * Linking a provider into an existing account by e-mail is guarded by Better Auth itself
 * (`accountLinkingRules` below), and tests prove each rule (tests/api/social-sign-in.test.ts).
 */
import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, type GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import { toPersonName } from '../../../shared/contracts/account-fields.js';
import type { SocialProvider } from '../../env.js';

/**
 * The shopper's name as the provider gives it, kept to the rules of a name typed at sign-up (cut to fit,
 * odd characters dropped: issue 9 §4); empty when it gives none, and the store shows the e-mail instead (§3).
 */
export function nameFromProfile(profile: GenericOAuthUserInfo): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return toPersonName(text(profile.name) || [text(profile.given_name), text(profile.family_name)].filter(Boolean).join(' '));
}

/** How long start-up waits for the providers' discovery documents before going on without them. */
export const DISCOVERY_DEADLINE_MS = 5_000;

export function socialSignIn(providers: readonly SocialProvider[], deadlineMs = DISCOVERY_DEADLINE_MS) {
  return withDiscoveryDeadline(genericOAuth({
    config: providers.map((provider) => ({
      providerId: provider.id,
      name: provider.name,
      discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
      // Identity comes from a signed ID token checked against the provider's keys, never from an
      // unverified one: a provider whose discovery lacks them is left out (and retried on use).
      requireIdTokenVerification: true,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      scopes: [...provider.scopes],
      pkce: true,
      mapProfileToUser: (profile) => ({ name: nameFromProfile(profile) }),
    })),
  }), deadlineMs);
}

/**
 * Better Auth fetches every provider's discovery document when it starts, with no time limit, and every
 * `/api/auth/*` call waits for that start. A provider that accepts the connection and never answers would
 * hold all sign-ins (and the session reads) for minutes. Past the deadline the store starts without the
 * providers and leaves each one pending, exactly as the plugin does for a provider whose discovery failed:
 * its first use tries discovery again (with the plugin's own 10 s limit) and, while it still fails, that
 * sign-in is refused as an unknown provider.
 */
function withDiscoveryDeadline(plugin: ReturnType<typeof genericOAuth>, deadlineMs: number): ReturnType<typeof genericOAuth> {
  const init = plugin.init.bind(plugin);
  return {
    ...plugin,
    init: async (context) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), deadlineMs);
      });
      const started = init(context);
      started.catch(() => undefined);
      const outcome = await Promise.race([started, late]).finally(() => clearTimeout(timer));
      if (outcome !== 'late') return outcome;
      context.logger.error(`Social sign-in: no discovery answer within ${deadlineMs} ms; each provider is tried again when first used`);
      return {
        context: {
          socialProviders: context.socialProviders,
          genericOAuthPendingDiscovery: new Map(plugin.options.config.map((config) => [config.providerId, config])),
        },
      };
    },
  };
}

/**
 * `POST /sign-in/social` also accepts an ID token obtained elsewhere and signs in with it at once. The
 * storefront never uses that, and it would skip the two-factor step (two-factor-everywhere.ts covers the
 * redirect flow's callback): an ID token for the store can reach a browser with some providers (implicit
 * flow, one-tap buttons). So social sign-in is the redirect flow only.
 */
export function socialSignInByRedirectOnly(): BetterAuthPlugin {
  return {
    id: 'social-sign-in-by-redirect-only',
    hooks: {
      before: [{
        matcher: (context) => context.path === '/sign-in/social',
        handler: createAuthMiddleware(async (ctx) => {
          if ((ctx.body as { idToken?: unknown } | undefined)?.idToken === undefined) return;
          throw new APIError('BAD_REQUEST', { code: 'ID_TOKEN_SIGN_IN_DISABLED', message: 'Sign in through the provider\'s page' });
        }),
      }],
    },
  };
}

/**
 * When a provider's e-mail matches an existing account, Better Auth (1.7) links the two only if the
 * provider says the address is verified (`email_verified`) AND the local account's address is verified.
 * The second rule stops a pre-account hijack: someone signs up with a victim's address and a password they
 * know, never verifies it, and waits for the victim's social sign-in to join the two. Refused sign-ins
 * redirect to the errorCallbackURL with `error=account_not_linked`. No provider is "trusted" (that would
 * skip the `email_verified` check), and `requireLocalEmailVerified` is spelled out although it is the
 * default, so an upgrade that changed the default would not silently drop it.
 */
export const accountLinkingRules = {
  enabled: true,
  trustedProviders: [],
  requireLocalEmailVerified: true,
  disableImplicitLinking: false,
  allowDifferentEmails: false,
  updateUserInfoOnLink: false,
} satisfies NonNullable<NonNullable<BetterAuthOptions['account']>['accountLinking']>;

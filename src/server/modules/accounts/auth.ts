/**
 * Accounts on Better Auth (issue 5, ARCHITECTURE.md "accounts"): e-mail and password (argon2id), the
 * address verified by a mailed link, sign-in by a 6-digit mailed code (which creates the account when
 * there is none: the code proves the address), password recovery, TOTP two-factor. Sessions are httpOnly,
 * SameSite cookies (decision 12), Secure behind https. Mails go through the Mailer in the user's language.
 * Social sign-in through the OpenID Connect providers of SOCIAL_PROVIDERS (decision 14, social-sign-in.ts).
 */
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import type { SecondaryStorage } from 'better-auth';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { openAPI } from 'better-auth/plugins/open-api';
import type { Logger } from 'pino';
import { FALLBACK_LANGUAGE } from '../../../shared/constants.js';
import { AUTH_COOKIE_PREFIX, STORED_ITEMS } from '../../../shared/storage-inventory.js';
import type { Database } from '../../db/client.js';
import { accounts, newsletterSubscribers, orders, sessions, twoFactors, users, verifications } from '../../db/schema.js';
import type { Env } from '../../env.js';
import type { PublicAddress } from '../../http/public-address.js';
import type { LimiterFactory } from '../../http/rate-limit.js';
import { existingAccountMail, resetPasswordMail, signInCodeMail, verifyEmailMail } from './account-mails.js';
import { accountInput } from './account-input.js';
import { accountLanguage, requestLanguage } from './account-language.js';
import { languageOf, type AccountNotifier } from './account-notifier.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { proofToDisableTwoFactor } from './second-factor-proof.js';
import { createSignInBackoff } from './sign-in-backoff.js';
import { accountLinkingRules, socialSignIn, socialSignInByRedirectOnly } from './social-sign-in.js';
import { twoFactorOnEveryPath } from './two-factor-everywhere.js';
import { CLIENT_ADDRESS_HEADER } from './auth.routes.js';
import { assertNotCommonPassword } from './common-passwords.js';
import { blockedUsers } from './blocked-users.js';

export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_ATTEMPTS = 5;
const DAY = 24 * 60 * 60;

export interface AuthDeps {
  database: Database;
  env: Env;
  authSecret: string;
  notifier: AccountNotifier;
  logger: Logger;
  /** Redis (or any key-value store) shared by every instance, for rate limits. */
  secondaryStorage?: SecondaryStorage;
  address: PublicAddress;
  limiter: LimiterFactory;
}

/**
 * Better Auth endpoints the store does not use, turned off (issue 9 §1): each is a way in, or a way to
 * change an account, that no screen offers. Changing the e-mail, verifying or resetting by code, the
 * providers' tokens, linking from the profile, one-time-password two-factor. A test lists every endpoint
 * of the running app and proves each one that can make a session challenges two-factor or is absent.
 */
export const DISABLED_AUTH_PATHS = [
  '/change-email', '/email-otp/change-email', '/email-otp/request-email-change',
  '/email-otp/verify-email', '/email-otp/check-verification-otp',
  '/email-otp/request-password-reset', '/forget-password/email-otp', '/email-otp/reset-password',
  '/get-access-token', '/refresh-token', '/account-info', '/link-social', '/unlink-account', '/oauth2/link',
  '/update-session', '/verify-password', '/revoke-sessions', '/delete-user/callback',
  '/two-factor/send-otp', '/two-factor/verify-otp', '/two-factor/get-totp-uri', '/error',
  // The generated description is served inside /api/openapi.json (auth-openapi.ts), not on its own.
  '/open-api/generate-schema', '/reference',
];

export type Auth = ReturnType<typeof createAuth>;

export function createAuth({ database, env, authSecret, notifier, logger, secondaryStorage, address, limiter }: AuthDeps) {
  // Mail never blocks or fails a flow (and never tells a caller whether an address has an account).
  const { send, securityChange: notify } = notifier;
  const backoff = createSignInBackoff(limiter);

  return betterAuth({
    appName: 'Pixelkeys',
    // Links in mails come from the store's own address, never from the request's Host (issue 9 §2).
    baseURL: address.publicUrl,
    basePath: '/api/auth',
    trustedOrigins: address.trustedOrigins,
    disabledPaths: DISABLED_AUTH_PATHS,
    secret: authSecret,
    // Without `transaction: true`: Better Auth then holds no connection through a flow, while its hooks here
    // (blocked users, deleting a user, the code mail) query the store's pool. With it, each flow would hold one
    // connection and wait for another, which a pool of twice the cores (decision 0044) runs out of under load.
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    telemetry: { enabled: false },
    // Better Auth's messages go to the store's JSON log, not the console.
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args: args.length ? args : undefined, source: 'better-auth' }, message);
      },
    },
    advanced: {
      // UUIDs made here (decision 25): the id columns are text, with no database default.
      database: { generateId: () => randomUUID() },
      useSecureCookies: env.PUBLIC_URL?.startsWith('https://') ?? false,
      // Cookie names and lifetimes come from the inventory /cookies is drawn from (storage-inventory.ts).
      cookiePrefix: AUTH_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // Better Auth skips its origin check when NODE_ENV is test: the store always checks.
      disableOriginCheck: false,
    },
    // Limits per client address on the flows an attacker would hammer (issue 5 §6); shared through Redis
    // by every instance when REDIS_URL is set.
    rateLimit: {
      enabled: env.AUTH_RATE_LIMITS === 'on',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 5 },
        '/email-otp/*': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/two-factor/*': { window: 60, max: 10 },
      },
      ...(secondaryStorage ? { storage: 'secondary-storage' as const } : { storage: 'memory' as const }),
    },
    ...(secondaryStorage ? { secondaryStorage } : {}),
    user: {
      // Changed through update-user (checked by account-input.ts) or by the language header (account-language.ts).
      additionalFields: { language: { type: 'string', required: false, defaultValue: FALLBACK_LANGUAGE, input: true } },
      // Personal data erased; orders and invoices stay, without the person's identity (tax law): the
      // orders' user id is set null by its foreign key, the billing details are cleared here.
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await database.db.update(orders).set({ billing: null }).where(eq(orders.userId, user.id));
          await database.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
        },
      },
    },
    account: {
      accountLinking: accountLinkingRules,
      // The providers' access and refresh tokens are kept only encrypted (the store never uses them).
      encryptOAuthTokens: true,
    },
    // A social callback that fails before its errorCallbackURL is known (a forged, reused or expired state)
    // lands on the login page with `?error=<code>`, not on Better Auth's own error page.
    onAPIError: { errorURL: '/login' },
    // Renewed once a day of use, so an active shopper is never signed out mid-checkout.
    session: { expiresIn: STORED_ITEMS.session.maxAgeSeconds, updateAge: DAY, storeSessionInDatabase: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // No session at sign-up, so the answer is the same whether or not the address has an account (§6);
      // the mailed link signs the shopper in.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        send({ to: user.email, ...existingAccountMail(languageOf(user), { name: user.name, url: `${address.publicUrl}/login` }) });
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        send({ to: user.email, ...resetPasswordMail(languageOf(user), { name: user.name, url }) });
      },
      onPasswordReset: async ({ user }) => {
        notify(user, 'password');
        // The mailed link proved the address: failed sign-ins before it no longer make the owner wait.
        await backoff.forgive(user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        send({ to: user.email, ...verifyEmailMail(languageOf(user), { name: user.name, url }) });
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Mails are written in the language the shopper used to sign up.
          before: async (user, context) => ({ data: { ...user, language: requestLanguage(context?.request) } }),
        },
        // Turning two-factor on or off (whatever the endpoint) mails the owner once the change is stored.
        update: {
          after: async (user, context) => {
            const before = context?.context.session?.user as { twoFactorEnabled?: boolean } | undefined;
            const now = (user as { twoFactorEnabled?: boolean }).twoFactorEnabled;
            if (before && now !== undefined && Boolean(before.twoFactorEnabled) !== now) {
              notify(user, now ? 'two-factor-enabled' : 'two-factor-disabled');
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (context) => {
        if (['/sign-up/email', '/change-password', '/reset-password'].includes(context.path)) {
          const body = context.body as { password?: unknown; newPassword?: unknown } | undefined;
          await assertNotCommonPassword(body?.newPassword ?? body?.password);
        }
      }),
      after: createAuthMiddleware(async (context) => {
        const user = context.context.session?.user as { email: string; name: string; language?: string } | undefined;
        if (!user || context.context.returned instanceof Error) return;
        if (context.path === '/change-password') notify(user, 'password');
        // New backup codes void the old ones: a two-factor setting changed.
        if (context.path === '/two-factor/generate-backup-codes') notify(user, 'backup-codes');
      }),
    },
    plugins: [
      accountInput(),
      blockedUsers(database),
      backoff.plugin,
      emailOTP({
        otpLength: 6,
        expiresIn: SIGN_IN_CODE_MINUTES * 60,
        allowedAttempts: SIGN_IN_CODE_ATTEMPTS,
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp }, context) => {
          // The account's language; an address without one yet (the code will create it) gets the request's.
          const [account] = await database.db.select({ language: users.language }).from(users).where(eq(users.email, email.toLowerCase()));
          const language = account ? languageOf(account) : requestLanguage(context?.request);
          send({ to: email, ...signInCodeMail(language, { code: otp, minutes: SIGN_IN_CODE_MINUTES }) });
        },
      }),
      // Accounts made by code or social sign-in have no password: they enrol without one, and turn it off
      // with a current code instead (second-factor-proof.ts).
      twoFactorOnEveryPath({
        issuer: 'Pixelkeys',
        allowPasswordless: true,
        twoFactorCookieMaxAge: STORED_ITEMS.twoFactorPending.maxAgeSeconds,
        trustDeviceMaxAge: STORED_ITEMS.trustedDevice.maxAgeSeconds,
      }),
      proofToDisableTwoFactor(),
      socialSignIn(env.SOCIAL_PROVIDERS),
      socialSignInByRedirectOnly(),
      accountLanguage(),
      openAPI({ disableDefaultReference: true }),
    ],
  });
}

/** Configuration, read and validated once (the only module that reads process.env). */
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseTrustedProxies } from './http/client-address.js';
import { DEFAULT_PIXELS_LAUNCH_AT } from '../shared/constants.js';

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || URL.canParse(value), { message: `${name} must be a URL` });

const secret = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || value.length >= 32, { message: 'must be at least 32 characters' });

/** A Stripe key, recognised by its prefix; an empty value counts as unset. */
const stripeKey = (prefixes: string[], what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || prefixes.some((prefix) => value.startsWith(prefix)), { message: `must be ${what}` });

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
/** Uploaded media go to S3 when these are set (decision 0026): all or none (S3_ENDPOINT is optional: AWS's own by default). */
export const S3_SETTINGS = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

/** Text that counts as unset when empty. */
const optionalText = z.string().trim().optional().transform((value) => (value ? value : undefined));

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * One OpenID Connect provider for social sign-in (decision 14). Its discovery document is read from
 * `issuer + /.well-known/openid-configuration`; the shopper comes back to `/api/auth/callback/<id>`.
 */
export const socialProviderSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug (a-z, 0-9 and -)').max(40),
  name: z.string().trim().min(1, 'must not be empty').max(60),
  issuer: z
    .string()
    .refine((value) => URL.canParse(value), 'must be a URL')
    .refine((value) => !URL.canParse(value) || new URL(value).protocol === 'https:' || isLoopback(new URL(value)), {
      message: 'must be an https:// URL (http:// only on this machine, for tests)',
    })
    .transform((value) => value.replace(/\/+$/, '')),
  clientId: z.string().min(1, 'must not be empty'),
  clientSecret: z.string().min(1, 'must not be empty'),
  scopes: z.array(z.string().regex(/^\S+$/, 'must be one scope without spaces')).min(1).default(['openid', 'email', 'profile']),
});
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** SOCIAL_PROVIDERS: a JSON array of providers with distinct ids; unset or empty means none. */
const socialProviders = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value?.trim()) return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      // The parser's own message may quote the text, which holds client secrets: never repeat it.
      context.addIssue({ code: 'custom', message: 'must be JSON: an array of providers ({ id, name, issuer, clientId, clientSecret, scopes? })' });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(socialProviderSchema, 'must be a JSON array of providers').superRefine((providers, context) => {
      const seen = new Set<string>();
      providers.forEach((provider, index) => {
        if (seen.has(provider.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `"${provider.id}" is used twice` });
        seen.add(provider.id);
      });
    }),
  );

/** An operator detail: unset (or empty) takes the demo value outside production. */
const operatorText = z.string().trim().max(300, 'must be at most 300 characters').optional().transform((value) => (value ? value : undefined));

/** The demo operator (README), for development and tests; production must name the real one. */
export const DEMO_OPERATOR = {
  STORE_LEGAL_NAME: 'Pixelkeys Digital S.L.',
  STORE_TAX_ID: 'B00000000',
  STORE_ADDRESS: 'Calle de Alcalá 1, 28014 Madrid, España',
} as const;
const INVOICE_ISSUER_KEYS = Object.keys(DEMO_OPERATOR) as (keyof typeof DEMO_OPERATOR)[];

const MAX_DEFAULT_POOL_SIZE = 16;

/**
 * PostgreSQL connections per instance unless DATABASE_POOL_SIZE says otherwise: twice this machine's cores (decision
 * 0044). More connections than PostgreSQL has cores to run them only share those cores: a long search then
 * runs beside a dozen others and takes that much longer, while the calls waiting in the pool's queue, first
 * come first served, wait no longer on average. At 32 connections on 2 cores, 4 cut every workload's p99.
 * At most MAX_DEFAULT_POOL_SIZE: a host of many cores would otherwise take a large share of PostgreSQL's 100
 * connections (`max_connections`) for each instance.
 */
export const DEFAULT_POOL_SIZE = Math.min(MAX_DEFAULT_POOL_SIZE, 2 * availableParallelism());

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL').refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    { message: 'DATABASE_URL must be a postgres:// URL' },
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
  /** The store's public address (links in mails, canonical URLs, the origin check); required in production. */
  PUBLIC_URL: optionalUrl('PUBLIC_URL').refine((value) => value === undefined || /^https?:\/\//.test(value), {
    message: 'PUBLIC_URL must be an http:// or https:// URL',
  }),
  /** Reverse proxies whose X-Forwarded-For / X-Forwarded-Proto are believed: addresses or CIDR ranges. */
  TRUST_PROXY: z.string().optional().superRefine((value, context) => {
    try {
      parseTrustedProxies(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: `must be a comma-separated list of IP addresses or CIDR ranges: ${(error as Error).message}` });
    }
  }),
  SEED: z.enum(['demo', 'none']).default('demo'),
  REDIS_URL: optionalUrl('REDIS_URL'),
  /** Prefix of every Redis key, so several stores (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().default('pixelkeys:'),
  AUTH_SECRET: secret,
  /** 64 hex characters (32 bytes) for AES-256-GCM and the HMAC of key codes. */
  KEY_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^[0-9a-fA-F]{64}$/.test(value), {
      message: 'must be 64 hexadecimal characters (32 bytes)',
    }),
  /** smtp:// or smtps:// URL of the mail relay; unset writes mail to DATA_DIR/mail/ (embedded default). */
  SMTP_URL: optionalUrl('SMTP_URL').refine((value) => value === undefined || /^smtps?:\/\//.test(value), {
    message: 'SMTP_URL must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: z.string().min(3).default('Pixelkeys <no-reply@pixelkeys.example>'),
  /** Per-address limits on sign-in, sign-up, codes and recovery; `off` only for tests that sign up many shoppers. */
  AUTH_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Social sign-in providers (OpenID Connect), a JSON array; unset shows no social sign-in buttons. */
  SOCIAL_PROVIDERS: socialProviders,
  /** Who takes payments: the built-in sandbox (no money moves) or Stripe (docs/operations.md "Switching to Stripe"). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Stripe's API keys and the webhook endpoint's signing secret; required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: stripeKey(['sk_', 'rk_'], 'a secret (sk_…) or restricted (rk_…) key'),
  STRIPE_PUBLISHABLE_KEY: stripeKey(['pk_'], 'a publishable key (pk_…)'),
  STRIPE_WEBHOOK_SECRET: stripeKey(['whsec_'], "a webhook endpoint's signing secret (whsec_…)"),
  /** How long a checkout holds its keys while the shopper pays; then the order is canceled and they go back. */
  RESERVATION_MINUTES: z.coerce.number().min(0.05).max(24 * 60).default(15),
  /**
   * The bearer token that lets a scraper from another machine read /metrics (docs/operations.md "Metrics");
   * unset: only this machine's loopback may.
   */
  METRICS_TOKEN: secret,
  /**
   * How old the keys-in-stock figures of /metrics may be: reading them scans the products table (about a
   * second at 100,000 products with keys, decision 0022), so a scrape reads them at most this often.
   */
  METRICS_STOCK_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** URLs per sitemap file (sitemaps.org allows 50,000); a larger catalogue gets a sitemap index and several files. */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(45_000),
  /**
   * Uploaded media in an S3 bucket instead of DATA_DIR/media (decision 0026): all or none. S3_ENDPOINT, for
   * S3-compatible services (MinIO, R2…), may stay unset; S3_PUBLIC_URL is where the bucket's files are read from.
   */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl('S3_PUBLIC_URL').refine((value) => value === undefined || /^https?:\/\//.test(value), {
    message: 'S3_PUBLIC_URL must be an http:// or https:// URL',
  }).transform((value) => value?.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Operator's legal identity (Spain's LSSI-CE art. 10), shown on /legal and printed on every invoice as
   * its issuer (issue 11 §4): the legal name, NIF and address are required in production.
   */
  STORE_LEGAL_NAME: operatorText,
  STORE_TAX_ID: operatorText,
  STORE_ADDRESS: operatorText,
  STORE_REGISTRY: z.string().default('Registro Mercantil de Madrid'),
  STORE_CONTACT_EMAIL: z.string().email().default('support@pixelkeys.example'),
  /** When the Pixels rewards launch: the dashboard counts down to it (decision 8). */
  PIXELS_LAUNCH_AT: z.iso.datetime({ offset: true, message: 'must be an ISO date and time with its offset, e.g. 2025-04-03T00:00:00+02:00' })
    .default(DEFAULT_PIXELS_LAUNCH_AT),
});

export type Env = z.output<typeof checkedEnvSchema>;

/** Rules across variables: production builds links from PUBLIC_URL, never from a request (issue 9 §2). */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    context.addIssue({
      code: 'custom', path: ['PUBLIC_URL'],
      message: 'required with NODE_ENV=production: links in mails and canonical URLs are built from it (e.g. https://pixelkeys.example)',
    });
  }
  if (env.NODE_ENV === 'production') {
    // Every invoice names its issuer (RD 1619/2012 arts. 6 and 7): a demo identity would be a false one.
    for (const name of INVOICE_ISSUER_KEYS.filter((key) => !env[key])) {
      context.addIssue({ code: 'custom', path: [name], message: "required with NODE_ENV=production: the store's legal identity printed on its invoices" });
    }
  }
  const s3Set = [...S3_SETTINGS, 'S3_ENDPOINT' as const].filter((key) => env[key]);
  if (s3Set.length > 0) {
    for (const name of S3_SETTINGS.filter((key) => !env[key])) {
      context.addIssue({ code: 'custom', path: [name], message: `required with ${s3Set[0]}: media go to S3 only with all of ${S3_SETTINGS.join(', ')}` });
    }
  }
  if (env.PAYMENT_PROVIDER === 'stripe') {
    for (const name of STRIPE_KEYS.filter((key) => !env[key])) {
      context.addIssue({ code: 'custom', path: [name], message: "required with PAYMENT_PROVIDER=stripe: copy it from Stripe's dashboard (docs/operations.md)" });
    }
    // A test-mode key with a live-mode one would open payments the browser cannot confirm.
    const modes = new Set([env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY].filter(Boolean).map((key) => (/^[a-z]+_live_/.test(key!) ? 'live' : 'test')));
    if (modes.size > 1) {
      context.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY' });
    }
  }
}).transform((env) => ({
  ...env,
  STORE_LEGAL_NAME: env.STORE_LEGAL_NAME ?? DEMO_OPERATOR.STORE_LEGAL_NAME,
  STORE_TAX_ID: env.STORE_TAX_ID ?? DEMO_OPERATOR.STORE_TAX_ID,
  STORE_ADDRESS: env.STORE_ADDRESS ?? DEMO_OPERATOR.STORE_ADDRESS,
}));

export class ConfigError extends Error {}

/** Parses an environment; a bad value throws a ConfigError naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return result.data;
}

/** What a command-line tool (`npm run admin`) needs to reach the store: its data folder and database only. */
export function parseToolEnv(source: Record<string, string | undefined> = process.env): Pick<Env, 'DATA_DIR' | 'DATABASE_URL'> {
  const result = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(source);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration:\n  ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}`);
  }
  return result.data;
}

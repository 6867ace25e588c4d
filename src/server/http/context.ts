/** What every route handler can reach: the database, the logger, configuration, secrets and the mailer. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Mailer } from '../adapters/mailer.js';
import type { PaymentProvider } from '../adapters/payments/provider.js';
import type { SandboxService } from '../adapters/payments/sandbox/sandbox-service.js';
import type { Redis } from '../adapters/redis.js';
import type { Database } from '../db/client.js';
import type { Env } from '../env.js';
import type { Secrets } from '../secrets.js';
import type { ClientInfo } from './client-address.js';
import type { PublicAddress } from './public-address.js';
import type { LimiterFactory } from './rate-limit.js';

export interface AppDeps {
  database: Database;
  env: Env;
  logger: Logger;
  secrets: Secrets;
  mailer: Mailer;
  /** The store's own address (links, canonical URLs) and the origins it trusts; never the Host header. */
  address: PublicAddress;
  /** Shared by every instance when REDIS_URL is set (rate limits, presence). */
  redis?: Redis;
  limiter: LimiterFactory;
  /** The payment provider the store uses, and the built-in sandbox service when that is the one. */
  payments: { provider: PaymentProvider; sandbox?: SandboxService };
  /** Background work: `poke` runs due outbox jobs now, after a commit that wrote one. */
  jobs: { poke(): void };
}

export interface AppVariables {
  requestId: string;
  client: ClientInfo;
}

export type AppHono = OpenAPIHono<{ Variables: AppVariables }>;

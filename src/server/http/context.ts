/** What every route handler can reach: the database, the logger, configuration, secrets and the mailer. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Mailer } from '../adapters/mailer.js';
import type { Database } from '../db/client.js';
import type { Env } from '../env.js';
import type { Secrets } from '../secrets.js';

export interface AppDeps {
  database: Database;
  env: Env;
  logger: Logger;
  secrets: Secrets;
  mailer: Mailer;
}

export interface AppVariables {
  requestId: string;
}

export type AppHono = OpenAPIHono<{ Variables: AppVariables }>;

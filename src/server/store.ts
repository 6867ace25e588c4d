/** Builds the whole store from a configuration: database, migrations, demo seed, HTTP app, HTTP server. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino, { type Logger } from 'pino';
import { createMailer } from './adapters/mailer.js';
import { createApp } from './app.js';
import { openDatabase, type Database } from './db/client.js';
import { withStartupLock } from './db/migrate.js';
import { seedDemoCatalog } from './db/seed/seed.js';
import type { Env } from './env.js';
import type { AppHono } from './http/context.js';
import { stopServing } from './http/stop-serving.js';
import { createKeyCipher } from './modules/keys/key-crypto.js';
import { resolveSecrets } from './secrets.js';

export interface RunningStore {
  app: AppHono;
  database: Database;
  env: Env;
  logger: Logger;
  url: string;
  close(): Promise<void>;
}

export async function prepareDatabase(env: Env, logger: Logger) {
  const secrets = resolveSecrets(env, (message) => logger.warn(message));
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE, warn: (message) => logger.warn(message),
  });
  try {
    await withStartupLock(database, env.DATABASE_URL, async (migrate) => {
      await migrate();
      if (env.SEED === 'demo') {
        const { demoCatalog } = await import('./db/seed/demo-catalog.js');
        const result = await seedDemoCatalog(database.db, demoCatalog, createKeyCipher(secrets.keyEncryptionKey));
        if (result.seeded) logger.info({ products: result.products, keys: result.keys }, 'demo catalogue loaded');
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, secrets };
}

export async function startStore(env: Env, logger: Logger = pino({ level: env.LOG_LEVEL })): Promise<RunningStore> {
  const { database, secrets } = await prepareDatabase(env, logger);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger });
  const { app, close: closeApp } = createApp({ database, env, logger, secrets, mailer });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(instance));
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
  return {
    app,
    database,
    env,
    logger,
    url,
    async close() {
      await stopServing(server, logger);
      await closeApp();
      await database.close();
    },
  };
}

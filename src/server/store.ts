/** Builds the whole store from a configuration: database, migrations, demo seed, HTTP app, HTTP server. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import pino, { type Logger } from 'pino';
import { createMailer } from './adapters/mailer.js';
import { connectRedis } from './adapters/redis.js';
import { serveAdminSocket, type AdminSocket } from './admin/admin-socket.js';
import { createApp } from './app.js';
import { openDatabase, type Database } from './db/client.js';
import { withStartupLock } from './db/migrate.js';
import { seedDemoCatalog } from './db/seed/seed.js';
import type { Env } from './env.js';
import { AppError } from './http/app-error.js';
import { closeIdleAfterReading } from './http/idle-close.js';
import { answerParserErrors, answerUnbuildableRequest, answerUnmetExpectations, refuseTunnels } from './http/client-errors.js';
import type { AppHono } from './http/context.js';
import { resolvePublicAddress, type PublicAddress } from './http/public-address.js';
import { limiterFactory } from './http/rate-limit.js';
import { stopServing } from './http/stop-serving.js';
import { createKeyCipher } from './modules/keys/key-crypto.js';
import { recordInvoiceIssuer } from './modules/invoices/invoice-issuer.js';
import { watchCatalogChanges } from './modules/catalog/catalog-changes.js';
import { createPayments, startBackground, type Background } from './jobs/background.js';
import type { StripeApiAddress } from './adapters/payments/stripe/stripe-provider.js';
import { resolveSecrets } from './secrets.js';

export interface RunningStore {
  app: AppHono;
  database: Database;
  env: Env;
  logger: Logger;
  /** Where this process listens (tests and benchmarks call it). */
  url: string;
  /** The store's public address: links in mails, canonical URLs, trusted origins. */
  address: PublicAddress;
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
      await recordInvoiceIssuer(database, env);
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

const unavailable = () =>
  new Response(JSON.stringify(new AppError('unavailable', 'The store is starting').toBody()), { status: 503, headers: { 'content-type': 'application/json' } });

export interface StoreOptions {
  /** Where Stripe's SDK calls (with PAYMENT_PROVIDER=stripe): tests only, a local fake of Stripe's API. */
  stripeApi?: StripeApiAddress;
}

export async function startStore(env: Env, logger: Logger = pino({ level: env.LOG_LEVEL }), { stripeApi }: StoreOptions = {}): Promise<RunningStore> {
  const { database, secrets } = await prepareDatabase(env, logger);
  // The server listens before the app is built: without PUBLIC_URL, the store's address (for links and the
  // origin check) is the one it listens on, whose port may be chosen by the system (PORT=0).
  let app: AppHono | undefined;
  // What createAdaptorServer builds, with an error handler it does not pass on (http/client-errors.ts).
  const server = createServer(getRequestListener((request, bindings) => (app ? app.fetch(request, bindings) : unavailable()), { errorHandler: answerUnbuildableRequest }));
  answerParserErrors(server);
  closeIdleAfterReading(server);
  answerUnmetExpectations(server);
  refuseTunnels(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const listening = server.address() as AddressInfo;
  const address = resolvePublicAddress(env, listening.port);
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : undefined;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger });
  const host = listening.family === 'IPv6' ? `[${listening.address}]` : listening.address;
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${listening.port}`;
  let background: Background | undefined;
  let adminSocket: AdminSocket | undefined;
  let stopWatching: (() => Promise<void>) | undefined;
  try {
    const payments = createPayments({ database, logger, authSecret: secrets.authSecret, publicUrl: address.publicUrl, env, stripeApi });
    const jobs = { poke: () => background?.outbox.poke() };
    app = createApp({ database, env, logger, secrets, mailer, address, redis, limiter: limiterFactory(redis, env.REDIS_PREFIX), payments, jobs });
    // The database's word that what the storefront shows changed (another instance's back-office write, stock a
    // sale moved) drops the kept pages and memos here too.
    stopWatching = await watchCatalogChanges(database);
    background = startBackground({ database, logger, mailer, payments, publicUrl: address.publicUrl, localUrl: url });
    const keyCipher = createKeyCipher(secrets.keyEncryptionKey);
    adminSocket = await serveAdminSocket({ dataDir: env.DATA_DIR, database, logger, afterChange: jobs.poke, tools: { keyCipher: () => keyCipher } });
  } catch (error) {
    server.close();
    await background?.stop();
    await stopWatching?.();
    await redis?.quit();
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    env,
    logger,
    url,
    address,
    async close() {
      await stopServing(server, logger);
      await adminSocket?.close();
      await background?.stop();
      await stopWatching?.();
      mailer.close();
      await redis?.quit();
      await database.close();
    },
  };
}

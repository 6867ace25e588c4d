/**
 * The practical limit the store is measured against (issue 13 §3): bench code, not the store. A bare Node
 * `http` server that answers the benchmark's URLs with the store's own SQL and the same JSON bytes:
 * `/api/search` runs `searchProducts` and `/api/getProduct?id=` runs `getProductById`, over the same
 * `openDatabase` pool (the `pg` driver, the same session settings and pool size). It has none of the
 * store's request path: no router, no validation middleware beyond the query schema's parse, no security
 * headers, no logging, no ETag. What the store spends beyond this is its framework and its checks.
 *
 * Started by bench/api.ts as its own process (so it does not share the store's event loop or heap):
 *   node --import tsx bench/reference-server.ts <databaseUrl> <poolSize>
 * It prints `listening <port>` on stdout when it is ready and stops on SIGTERM. A third argument `postgres`
 * runs it over postgres.js instead of `pg` (bench/postgres-js-database.ts).
 */
import { createServer } from 'node:http';
import { openDatabase } from '../src/server/db/client.js';
import { DEFAULT_POOL_SIZE } from '../src/server/env.js';
import { openPostgresJs } from './postgres-js-database.js';
import { referenceListener } from './reference-answer.js';

const [databaseUrl, poolSize = String(DEFAULT_POOL_SIZE), driver = 'pg'] = process.argv.slice(2);
if (!databaseUrl) {
  console.error('usage: reference-server.ts <databaseUrl> [poolSize] [pg|postgres]');
  process.exit(2);
}

const database = driver === 'postgres' ? openPostgresJs(databaseUrl, Number(poolSize)) : await openDatabase({ databaseUrl, dataDir: '', poolSize: Number(poolSize) });

const server = createServer(referenceListener(database));
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void database.close().finally(() => process.exit(0));
});

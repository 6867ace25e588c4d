/**
 * GET /metrics in Prometheus' text format (issue 12 §9, docs/decisions/0022): each request's latency by
 * route pattern, the store's figures read from the database when scraped, the database pool and Node's
 * process metrics. Served to this machine's loopback, or to whoever sends `Authorization: Bearer
 * <METRICS_TOKEN>`; to everyone else it answers what any unknown path answers.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { SandboxService } from '../../adapters/payments/sandbox/sandbox-service.js';
import type { Database } from '../../db/client.js';
import { clientOf } from '../../http/client-address.js';
import { memoizeFor } from '../../lib/ttl-cache.js';
import { readQueueFigures, readStockFigures, type QueueFigures, type StockFigures } from './store-figures.js';

export const METRICS_PATH = '/metrics';
/** A scrape reads the orders and backlogs at most this often, however many scrapers ask. */
const FIGURES_MEMO_MS = 5_000;
/** The label of a request no route took (an unknown method or path with no page, e.g. POST /nowhere). */
export const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds: the API answers in a millisecond or two, a checkout in tens, a slow mail or provider in seconds. */
/** An order's statuses (checkout, fulfil-order, preorders, order-lifecycle). */
const ORDER_STATUSES = ['pending', 'processing', 'completed', 'canceled'];
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

let processRegistry: Registry | undefined;
/**
 * Node's own metrics (CPU, memory, event loop lag, GC, handles) belong to the process, whatever number of
 * stores it runs (tests run several): one registry, made the first time a store asks for it.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The route pattern that took the request, never its path (the label's values stay as few as the routes):
 * the first matched handler registered for the method, or registered for every method as an endpoint
 * (`app.all(path, (c) => …)`, which takes no `next`), skipping middleware (`app.use`, which does).
 * A request refused by a middleware (a body too large, an origin refused) is counted under the route it
 * was for. Storefront pages share the SEO shell's `*`; unknown API calls the `/api/*` fallback.
 */
export function routeLabel(c: Context): string {
  for (const route of matchedRoutes(c)) {
    if (route.method !== 'ALL' || route.handler.length < 2) return route.path;
  }
  return UNMATCHED_ROUTE;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
/** Headers a proxy adds when it relays someone else's request. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A request from this machine itself: the client (as TRUST_PROXY resolves it) is a loopback address, and
 * the request was not relayed for somebody else by a proxy on this machine that is not in TRUST_PROXY
 * (then its forwarding headers are ignored for the address, but they still say the request is not ours).
 */
export function isFromLoopback(c: Context): boolean {
  const { address } = clientOf(c);
  const family = isIP(address);
  if (family === 0 || !LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4')) return false;
  return !FORWARDING_HEADERS.some((name) => c.req.raw.headers.has(name));
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares the bearer token in constant time (both sides hashed: equal lengths, nothing learnt from the time). */
function bearerMatches(expected: Buffer | undefined, header: string | undefined): boolean {
  if (!expected || !header) return false;
  const given = /^Bearer +(\S+) *$/i.exec(header)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), expected);
}

export interface StoreMetrics {
  /** The first middleware: times every request and counts it by method, route pattern and status. */
  instrument: MiddlewareHandler;
  /** The handler of GET /metrics; `refuse` answers what an unknown path answers. */
  serve(c: Context, refuse: (c: Context) => Response): Promise<Response>;
}

export function createMetrics(
  { database, logger, metricsToken, stockSeconds, sandbox }:
  { database: Database; logger: Logger; metricsToken?: string; stockSeconds: number; sandbox?: SandboxService },
): StoreMetrics {
  const token = metricsToken ? digest(metricsToken) : undefined;
  // The store's own registry: each store (each instance, each test's store) counts its own requests.
  const registry = new Registry();
  const duration = new Histogram({
    name: 'pixelkeys_http_request_duration_seconds',
    help: 'Time to answer a request (until the answer is handed to Node), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const figuresOk = gauge('pixelkeys_store_figures_ok', 'Whether this scrape could read the store figures from the database (1) or not (0: the figures below are absent)');
  const orders = gauge('pixelkeys_orders', 'Orders by status (pending: awaiting payment; processing: paid, pre-order keys awaited; completed; canceled)', ['status']);
  const revenue = gauge('pixelkeys_revenue_cents', 'Sum of the totals of completed orders in euro cents, VAT included, refunds not deducted');
  const keysAvailable = gauge('pixelkeys_keys_available', 'Available keys of every product that has keys');
  const productsWithKeys = gauge('pixelkeys_products_with_keys', 'Products that have keys loaded (any status)');
  const productsSoldOut = gauge('pixelkeys_products_sold_out', 'Products that have keys loaded and none available');
  const productKeys = gauge('pixelkeys_product_keys_available', 'Available keys of the products with keys that have the fewest (at most 50 products)', ['product_id', 'product']);
  const outboxDue = gauge('pixelkeys_outbox_due_jobs', 'Outbox jobs due to run now (mails, provider refunds, invoices)');
  const outboxFailing = gauge('pixelkeys_outbox_failing_jobs', 'Outbox jobs not done whose last attempt failed (tried again with back-off)');
  const outboxOldest = gauge('pixelkeys_outbox_oldest_due_seconds', 'How long the oldest due outbox job has been due');
  const awaiting = gauge('pixelkeys_payments_awaiting_outcome', "Orders whose payment is open: the provider's notification of its outcome has not arrived");
  const awaitingOldest = gauge('pixelkeys_payments_awaiting_outcome_oldest_seconds', 'Age of the oldest order awaiting its payment outcome');
  const sandboxPending = sandbox && gauge('pixelkeys_sandbox_notifications_pending', "The sandbox provider's notifications the store has not acknowledged yet (retried with back-off)");
  const sandboxOldest = sandbox && gauge('pixelkeys_sandbox_notifications_oldest_seconds', 'Age of the oldest notification the store has not acknowledged');
  const figureGauges = [orders, revenue, keysAvailable, productsWithKeys, productsSoldOut, productKeys, outboxDue, outboxFailing, outboxOldest, awaiting, awaitingOldest, sandboxPending, sandboxOldest];

  const poolGauge = (name: string, help: string, read: (use: ReturnType<Database['poolUse']>) => number) =>
    new Gauge({ name, help, registers: [registry], collect() { this.set(read(database.poolUse())); } });
  poolGauge('pixelkeys_db_pool_max', 'Database connections this instance may open (DATABASE_POOL_SIZE; 1 with the embedded database)', (use) => use.max);
  poolGauge('pixelkeys_db_pool_connections', 'Database connections open now', (use) => use.total);
  poolGauge('pixelkeys_db_pool_idle_connections', 'Database connections open and idle', (use) => use.idle);
  poolGauge('pixelkeys_db_pool_waiting_requests', 'Queries and transactions waiting for a connection', (use) => use.waiting);

  const readQueues = memoizeFor(FIGURES_MEMO_MS, async () => {
    const [queues, notifications] = await Promise.all([readQueueFigures(database), sandbox?.backlog()]);
    return { queues, notifications };
  });
  const readStock = memoizeFor(stockSeconds * 1000, () => readStockFigures(database));
  const readFigures = async () => {
    const [queues, stock] = await Promise.all([readQueues(), readStock()]);
    return { ...queues, stock };
  };

  const show = ({ queues, stock, notifications }: { queues: QueueFigures; stock: StockFigures; notifications?: { pending: number; oldestSeconds: number } }) => {
    // The statuses an order goes through are always there (at 0 before the first), so a rate or an alert has a series.
    for (const status of ORDER_STATUSES) orders.set({ status }, 0);
    for (const row of queues.orders) orders.set({ status: row.status }, row.orders);
    revenue.set(queues.orders.find((row) => row.status === 'completed')?.cents ?? 0);
    keysAvailable.set(stock.available);
    productsWithKeys.set(stock.products);
    productsSoldOut.set(stock.soldOut);
    for (const product of stock.lowest) productKeys.set({ product_id: String(product.id), product: product.slug }, product.available);
    outboxDue.set(queues.outbox.due);
    outboxFailing.set(queues.outbox.failing);
    outboxOldest.set(queues.outbox.oldestDueSeconds);
    awaiting.set(queues.awaitingPayment.orders);
    awaitingOldest.set(queues.awaitingPayment.oldestSeconds);
    if (notifications) {
      sandboxPending?.set(notifications.pending);
      sandboxOldest?.set(notifications.oldestSeconds);
    }
  };

  // The series of each method, route and status, looked up once: observing through a labels object makes
  // prom-client build and hash a key from it on every request.
  const series = new Map<string, ReturnType<typeof duration.labels>>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = duration.labels({ method, route, status: String(status) });
      series.set(key, child);
    }
    return child;
  };

  return {
    async instrument(c, next) {
      const started = performance.now();
      let status: number | undefined;
      try {
        await next();
        status = c.res.status;
      } finally {
        seriesOf(METHODS.has(c.req.method) ? c.req.method : 'OTHER', routeLabel(c), status ?? 500).observe((performance.now() - started) / 1000);
      }
    },
    async serve(c, refuse) {
      if (!isFromLoopback(c) && !bearerMatches(token, c.req.header('authorization'))) return refuse(c);
      let figures: Awaited<ReturnType<typeof readFigures>> | undefined;
      try {
        figures = await readFigures();
      } catch (error) {
        logger.warn({ err: error }, 'metrics: the store figures could not be read');
      }
      // Series of products no longer among the lowest (or of a status gone) must not linger.
      for (const metric of figureGauges) metric?.reset();
      if (figures) show(figures);
      figuresOk.set(figures ? 1 : 0);
      const merged = Registry.merge([processMetrics(), registry]);
      return c.body(await merged.metrics(), 200, { 'Content-Type': merged.contentType, 'Cache-Control': 'no-store' });
    },
  };
}

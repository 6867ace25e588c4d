/**
 * GET /metrics (issue 12 §9, docs/decisions/0022) through the real app and database (PGlite, or
 * PostgreSQL with DATABASE_URL): Prometheus' text format with the store's families, figures that follow a
 * paid order, requests labelled by route pattern, and who may read it (loopback, or the bearer token;
 * everyone else gets the 404 of an unknown path, never the storefront's page).
 */
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPaid } from '../support/after-sale-client.js';
import { signedInShopper, type AuthClient } from '../support/auth-client.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

const TOKEN = 'metrics-token-0123456789abcdefghijklmnopqrstuv';
/** An outside client, as a reverse proxy on this machine (TRUST_PROXY=127.0.0.1) relays it. */
const OUTSIDE = { 'x-forwarded-for': '203.0.113.7' };

let store: TestStore;
let mail: MailCatcher;
let shopper: AuthClient & { email: string };

beforeAll(async () => {
  mail = await startMailCatcher();
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off', TRUST_PROXY: '127.0.0.1', METRICS_TOKEN: TOKEN, METRICS_STOCK_SECONDS: '1' });
  shopper = await signedInShopper(store, mail);
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

interface Sample { name: string; labels: Record<string, string>; value: number }
interface Family { type: string; help: string; samples: Sample[] }

/** Values as Prometheus reads them (Go's ParseFloat: `NaN` in any case; prom-client writes `Nan`). */
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? ([+-]?(?:[0-9.e+-]+|Inf|nan))$/i;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/g;

/**
 * A strict reading of the text exposition format: every family has HELP and TYPE before its samples, every
 * sample belongs to a declared family (a histogram's _bucket/_sum/_count included) and parses.
 */
function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const familyOf = (sample: string) => {
    if (families.has(sample)) return families.get(sample);
    const base = sample.replace(/_(bucket|sum|count)$/, '');
    return families.get(base)?.type === 'histogram' ? families.get(base) : undefined;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const help = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (help) {
      expect(families.has(help[1]!), `HELP of ${help[1]} twice`).toBe(false);
      families.set(help[1]!, { type: '', help: help[2]!, samples: [] });
      continue;
    }
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      const family = families.get(type[1]!);
      expect(family, `TYPE of ${type[1]} without its HELP first`).toBeDefined();
      family!.type = type[2]!;
      continue;
    }
    const sample = SAMPLE.exec(line);
    expect(sample, `not a sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const match of (sample![2] ?? '').matchAll(LABEL)) labels[match[1]!] = match[2]!;
    const family = familyOf(sample![1]!);
    expect(family, `sample of an undeclared family: ${line}`).toBeDefined();
    family!.samples.push({ name: sample![1]!, labels, value: Number(sample![3]) });
  }
  return families;
}

async function scrape(headers: Record<string, string> = {}): Promise<Map<string, Family>> {
  const response = await store.get('/metrics', { headers });
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

const valueOf = (families: Map<string, Family>, name: string, labels: Record<string, string> = {}) =>
  families.get(name)?.samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value;

describe('GET /metrics from this machine', () => {
  it("answers Prometheus' text format, not cached, with the store's families", async () => {
    const response = await store.get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const families = parseExposition(await response.text());
    const expected: Record<string, string> = {
      pixelkeys_http_request_duration_seconds: 'histogram',
      pixelkeys_store_figures_ok: 'gauge',
      pixelkeys_orders: 'gauge',
      pixelkeys_revenue_cents: 'gauge',
      pixelkeys_keys_available: 'gauge',
      pixelkeys_products_with_keys: 'gauge',
      pixelkeys_products_sold_out: 'gauge',
      pixelkeys_product_keys_available: 'gauge',
      pixelkeys_outbox_due_jobs: 'gauge',
      pixelkeys_outbox_failing_jobs: 'gauge',
      pixelkeys_outbox_oldest_due_seconds: 'gauge',
      pixelkeys_payments_awaiting_outcome: 'gauge',
      pixelkeys_sandbox_notifications_pending: 'gauge',
      pixelkeys_db_pool_max: 'gauge',
      pixelkeys_db_pool_connections: 'gauge',
      pixelkeys_db_pool_idle_connections: 'gauge',
      pixelkeys_db_pool_waiting_requests: 'gauge',
      process_cpu_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_eventloop_lag_seconds: 'gauge',
    };
    for (const [name, type] of Object.entries(expected)) expect(families.get(name)?.type, name).toBe(type);
    expect(valueOf(families, 'pixelkeys_store_figures_ok')).toBe(1);
    // PostgreSQL: twice this machine's cores, at most 16, unless DATABASE_POOL_SIZE says otherwise (decision 0044).
    expect(valueOf(families, 'pixelkeys_db_pool_max')).toBe(process.env.DATABASE_URL ? Math.min(16, 2 * availableParallelism()) : 1);
  });

  it('keys in stock: the total and the products with the fewest keys agree with the key pool', async () => {
    const families = await scrape();
    const [pool] = await store.database.query<{ available: number; products: number }>(
      `select count(*) filter (where status = 'available')::int as available, count(distinct product_id)::int as products from game_keys`);
    expect(valueOf(families, 'pixelkeys_keys_available')).toBe(pool!.available);
    expect(valueOf(families, 'pixelkeys_products_with_keys')).toBe(pool!.products);
    const lowest = families.get('pixelkeys_product_keys_available')!.samples;
    expect(lowest.length).toBe(Math.min(50, pool!.products));
    for (const sample of lowest.slice(0, 5)) {
      const [row] = await store.database.query<{ available: number; slug: string }>(
        `select p.slug, (select count(*)::int from game_keys k where k.product_id = p.id and k.status = 'available') as available from products p where p.id = $1`,
        [Number(sample.labels.product_id)]);
      expect(sample.labels.product).toBe(row!.slug);
      expect(sample.value).toBe(row!.available);
    }
    // The fewest first: no product with keys outside the list has fewer than the last one shown.
    const shown = lowest.map((sample) => Number(sample.labels.product_id));
    const [fewer] = await store.database.query<{ count: number }>(
      `select count(*)::int as count from products p where p.id <> all($1::int[]) and exists (select 1 from game_keys k where k.product_id = p.id)
          and (select count(*) from game_keys k where k.product_id = p.id and k.status = 'available') < $2`,
      [shown, Math.max(...lowest.map((sample) => sample.value))]);
    expect(fewer!.count).toBe(0);
  });

  it('a paid order moves the orders, the revenue and the keys in stock', async () => {
    const before = await scrape();
    const [product] = await store.database.query<{ id: number; pvp_cents: number }>(
      `select id, pvp_cents from products where stock >= 2 and not is_preorder and not is_bundle and pvp_cents > 0 order by id limit 1`);
    const { placed } = await buyPaid(store.url, shopper, [{ product_id: product!.id, quantity: 2 }]);
    expect(placed.order.id).toBeTruthy();
    // The orders are memoised for 5 s, the keys in stock for 1 s here (METRICS_STOCK_SECONDS, 30 by default).
    await expect.poll(async () => valueOf(await scrape(), 'pixelkeys_orders', { status: 'completed' }), { timeout: 15_000, interval: 500 })
      .toBe((valueOf(before, 'pixelkeys_orders', { status: 'completed' }) ?? 0) + 1);
    const after = await scrape();
    expect(valueOf(after, 'pixelkeys_revenue_cents')).toBe(valueOf(before, 'pixelkeys_revenue_cents')! + 2 * product!.pvp_cents);
    expect(valueOf(after, 'pixelkeys_payments_awaiting_outcome')).toBe(0);
    await expect.poll(async () => valueOf(await scrape(), 'pixelkeys_keys_available'), { timeout: 10_000, interval: 500 })
      .toBe(valueOf(before, 'pixelkeys_keys_available')! - 2);
  }, 60_000);

  it('counts requests by route pattern, never by raw path: two products, two unknown calls, one series each', async () => {
    for (const id of [1, 2]) expect((await store.get(`/api/getProduct?id=${id}`)).status).toBe(200);
    for (const payment of ['sbpay_nope1', 'sbpay_nope2']) expect((await store.get(`/sandbox-pay/pay/${payment}`)).status).toBeGreaterThanOrEqual(400);
    for (const call of ['nope-one', 'nope-two']) expect((await store.get(`/api/${call}`)).status).toBe(404);
    expect((await store.post('/nowhere-at-all', {})).status).toBe(404);
    const response = await store.get('/metrics');
    const text = await response.text();
    for (const raw of ['id=1', 'sbpay_nope', 'nope-one', 'nowhere-at-all']) expect(text).not.toContain(raw);
    const counts = parseExposition(text).get('pixelkeys_http_request_duration_seconds')!.samples
      .filter((sample) => sample.name === 'pixelkeys_http_request_duration_seconds_count');
    const seriesOf = (route: string, method = 'GET') => counts.filter((sample) => sample.labels.route === route && sample.labels.method === method);
    expect(seriesOf('/api/getProduct').map((sample) => [sample.labels.status, sample.value >= 2])).toEqual([['200', true]]);
    expect(seriesOf('/sandbox-pay/pay/:id')).toHaveLength(1);
    expect(seriesOf('/api/*').find((sample) => sample.labels.status === '404')!.value).toBeGreaterThanOrEqual(2);
    expect(seriesOf('unmatched', 'POST')).toHaveLength(1);
  });
});

describe('GET /metrics from elsewhere', () => {
  const nothingHere = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Nothing at GET /metrics', details: {} } });
  };

  it('an outside client relayed by a trusted proxy gets the 404 of an unknown path without the token or with a wrong one, the metrics with it', async () => {
    await nothingHere(await store.get('/metrics', { headers: OUTSIDE }));
    await nothingHere(await store.get('/metrics', { headers: { ...OUTSIDE, authorization: `Bearer ${TOKEN}x` } }));
    await nothingHere(await store.get('/metrics', { headers: { ...OUTSIDE, authorization: `Bearer ${TOKEN.slice(0, -1)}` } }));
    await nothingHere(await store.get('/metrics', { headers: { ...OUTSIDE, authorization: TOKEN } }));
    const families = await scrape({ ...OUTSIDE, authorization: `Bearer ${TOKEN}` });
    expect(families.get('pixelkeys_orders')?.type).toBe('gauge');
  });

  it('a request relayed by a proxy on this machine that is not trusted is not loopback; without METRICS_TOKEN no token opens it; DATABASE_POOL_SIZE sizes the pool', async () => {
    const untrusted = await startTestStore({ DATABASE_POOL_SIZE: '3' });
    try {
      // Its forwarded address is ignored (no TRUST_PROXY), but the request was still relayed for someone.
      await nothingHere(await untrusted.get('/metrics', { headers: OUTSIDE }));
      await nothingHere(await untrusted.get('/metrics', { headers: { forwarded: 'for=203.0.113.7', authorization: 'Bearer anything-at-all-0123456789abcdef' } }));
      const open = await untrusted.get('/metrics');
      expect(open.status).toBe(200);
      // Set, it is the pool's size on PostgreSQL (decision 0044); the embedded database has its one connection.
      expect(await open.text()).toMatch(new RegExp(`^pixelkeys_db_pool_max ${process.env.DATABASE_URL ? 3 : 1}$`, 'm'));
    } finally {
      await untrusted.close();
    }
  });
});

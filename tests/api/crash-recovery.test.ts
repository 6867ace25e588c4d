/**
 * A store killed with SIGKILL in the middle of checkouts and payments (issue 10, "How it is checked"):
 * after a restart on the same database, every order ends completed with its keys or canceled with its keys
 * back, no key is held or on two orders, and each completed order's mail is sent once. The store runs as a
 * real child process, on the run's engine (PGlite in a DATA_DIR, or PostgreSQL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import type { CheckoutResponse } from '../../src/shared/contracts/checkout.js';
import { GetUserOrdersResponseSchema, type UserOrder } from '../../src/shared/contracts/get-user-orders.js';
import { signedInShopper, type AuthClient } from '../support/auth-client.js';
import { CARDS, checkoutCall, payByCard } from '../support/checkout-client.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { eventually } from '../support/product-fixtures.js';
import { exitOf, startStoreProcess, type StoreProcess } from '../support/store-process.js';
import { seededDatabase } from '../support/test-store.js';

const CRASH_TEST_MS = 240_000;
const root = mkdtempSync(join(tmpdir(), 'pixelkeys-crash-'));
const dataDir = join(root, 'data');
const started: StoreProcess[] = [];
let mail: MailCatcher | undefined;
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const store of started) store.kill('SIGKILL');
  await Promise.all(started.map((store) => store.exited));
  await mail?.close();
  await drop?.();
  rmSync(root, { recursive: true, force: true });
}, CRASH_TEST_MS);

async function ordersOf(url: string, shopper: AuthClient): Promise<UserOrder[]> {
  const response = await shopper.get(`${url}/api/getUserOrders`);
  expect(response.status).toBe(200);
  return GetUserOrdersResponseSchema.parse(await response.json());
}

it('kill -9 mid-checkout, then a restart: every order completed with its keys or canceled with them back, each mail once', async () => {
  mail = await startMailCatcher();
  const database = await seededDatabase(dataDir);
  drop = database.drop;
  // Reservations lapse in 3 s, so what was left pending by the crash is settled soon after the restart.
  const env: Record<string, string> = { ...database.env, SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off', RESERVATION_MINUTES: '0.05' };
  const first = await startStoreProcess(dataDir, env);
  started.push(first);
  const shoppers = await Promise.all(Array.from({ length: 6 }, () => signedInShopper(first, mail!)));

  const { products } = await (async () => {
    // Products with keys, read through the running store's API (PGlite has one opener: the store).
    const found: number[] = [];
    for (let id = 1; found.length < 4 && id < 200; id += 1) {
      const response = await fetch(`${first.url}/api/getProduct?id=${id}`);
      if (!response.ok) continue;
      const product = (await response.json()) as { stock: number; is_preorder: boolean; is_bundle: boolean };
      if (product.stock >= 8 && !product.is_preorder && !product.is_bundle) found.push(id);
    }
    return { products: found };
  })();
  expect(products).toHaveLength(4);

  // 30 checkouts (5 per shopper), each paid as soon as it is placed, one in four with a declined card;
  // the store is killed once a third of them have answered and two payments have succeeded.
  let answered = 0;
  let paid = 0;
  let killed = false;
  const placedOrders: { shopper: AuthClient; placed: CheckoutResponse }[] = [];
  const killWhenDue = () => {
    if (answered >= 10 && paid >= 2 && !killed) {
      killed = true;
      first.kill('SIGKILL');
    }
  };
  const attempts = shoppers.flatMap((shopper, index) => Array.from({ length: 5 }, async (_, n) => {
    try {
      const response = await checkoutCall(shopper, [{ product_id: products[(index + n) % products.length]!, quantity: 1 + (n % 2) }]);
      answered += 1;
      killWhenDue();
      if (response.status !== 200) return;
      const placed = (await response.json()) as CheckoutResponse;
      placedOrders.push({ shopper, placed });
      const card = (index + n) % 4 === 0 ? CARDS.declined : CARDS.success;
      const outcome = await payByCard(first, placed.payment, card);
      if (outcome.body.status === 'succeeded') paid += 1;
      killWhenDue();
    } catch {
      // The store died under this request: what it did, or not, is settled after the restart.
    }
  }));
  await Promise.all(attempts);
  expect(killed, 'the store was killed mid-way').toBe(true);
  await first.exited;

  const second = await startStoreProcess(dataDir, env);
  started.push(second);
  // Nothing stays pending: the rest lapse; and what the sandbox took, the store completes, by the
  // sandbox's notifications, retried after the crash.
  await expect.poll(async () => {
    const all = (await Promise.all(shoppers.map((shopper) => ordersOf(second.url, shopper)))).flat();
    const unsettled = [];
    for (const { placed } of placedOrders) {
      const sandbox = await fetch(`${second.url}/sandbox-pay/v1/payments/${placed.payment.id}?client_secret=${placed.payment.client_secret}`);
      const paidThere = ((await sandbox.json()) as { status: string }).status === 'succeeded';
      const order = all.find((candidate) => candidate.id === placed.order.id);
      if (paidThere !== (order?.status === 'completed')) unsettled.push(placed.order.id);
    }
    return [all.filter((order) => order.status === 'pending').length, unsettled];
  }, { timeout: 90_000, interval: 500 }).toEqual([0, []]);
  const orders = (await Promise.all(shoppers.map((shopper) => ordersOf(second.url, shopper)))).flat();
  expect(orders.length).toBeGreaterThan(0);
  // Mails of completed orders are sent by the outbox after the restart too.
  const completed = orders.filter((order) => order.status === 'completed');
  expect(completed.length, 'orders paid before the crash').toBeGreaterThanOrEqual(2);
  for (const order of completed) {
    await eventually(() => mail!.mails.some((message) => message.subject.includes(`Order ${order.number} confirmed`))).toBe(true);
  }
  second.kill('SIGTERM');
  await exitOf(second);

  // The database's own account of every order.
  const db: Database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, warn: () => undefined });
  try {
    const rows = await db.query<{ order_id: string; status: string; item_status: string; quantity: number; sold: number; held: number }>(
      `select o.id as order_id, o.status, i.status as item_status, i.quantity,
              (select count(*)::int from game_keys k where k.order_item_id = i.id and k.status = 'sold') as sold,
              (select count(*)::int from game_keys k where k.order_item_id = i.id and k.status <> 'sold') as held
         from orders o join order_items i on i.order_id = o.id`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['completed', 'canceled'], JSON.stringify(row)).toContain(row.status);
      if (row.status === 'completed') expect(row, 'completed: all its keys sold').toMatchObject({ item_status: 'delivered', sold: row.quantity, held: 0 });
      else expect(row, 'canceled: no key kept').toMatchObject({ item_status: 'canceled', sold: 0, held: 0 });
    }
    const [{ reserved }] = await db.query<{ reserved: number }>(`select count(*)::int as reserved from game_keys where status = 'reserved'`) as [{ reserved: number }];
    expect(reserved).toBe(0);
    // Stock shown is what is really left.
    const drift = await db.query(
      `select p.id from products p where not p.is_preorder and not p.is_bundle
          and p.stock <> (select count(*) from game_keys k where k.product_id = p.id and k.status = 'available')`);
    expect(drift).toEqual([]);
    // Paid in the sandbox ⇔ completed in the store.
    const mismatched = await db.query(
      `select o.id from orders o join payments p on p.order_id = o.id join sandbox_pay_payments s on s.id = p.provider_payment_id
        where (s.status = 'succeeded') <> (o.status = 'completed')`);
    expect(mismatched).toEqual([]);
  } finally {
    await db.close();
  }
  for (const order of completed) {
    expect(mail.mails.filter((message) => message.subject.includes(`Order ${order.number} confirmed`)), order.number).toHaveLength(1);
  }
}, CRASH_TEST_MS);

/**
 * checkout (§7, issue 10 §5; ARCHITECTURE.md "Checkout and keys"): the cart priced from the database, the
 * order written `pending` with its items and billing details and its keys reserved, in one transaction
 * that fails whole (409) when a product is short; then a payment opened with the provider, idempotent by
 * the order. A retry with the same Idempotency-Key and body answers the same order and payment.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { MAX_PENDING_ORDERS, type Language } from '../../../shared/constants.js';
import type { CheckoutBodySchema, CheckoutResponse } from '../../../shared/contracts/checkout.js';
import { centsToEuros } from '../../../shared/money.js';
import { vatBreakdown } from '../../../shared/tax.js';
import type { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/provider.js';
import type { Database, TransactionQuery } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { cancelPendingOrder } from './order-lifecycle.js';
import { drawAndReserve, takePreorderQuota, type BundleProductRow } from './special-products.js';
import { insertOrder, SameKeyInFlight, type OrderRow } from './insert-order.js';

type CheckoutInput = z.output<typeof CheckoutBodySchema>;

export interface CheckoutDeps {
  database: Database;
  provider: PaymentProvider;
  logger: Logger;
  publicUrl: string;
  reservationMinutes: number;
}

interface ProductRow extends BundleProductRow {
  title: { es: string; en: string };
  price_cents: number;
  pvp_cents: number;
  stock: number;
  is_preorder: boolean;
  is_bundle: boolean;
  hidden: boolean;
}

const hashOf = (body: CheckoutInput) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export async function checkout(
  deps: CheckoutDeps,
  { userId, language, idempotencyKey, body }: { userId: string; language: Language; idempotencyKey: string; body: CheckoutInput },
): Promise<CheckoutResponse> {
  const requestHash = hashOf(body);
  try {
    // A retry is found inside the transaction, under the account's lock (placeOrder), so a new checkout
    // does not pay a look-up of its own before it.
    const order = await deps.database.transaction((query) => placeOrder(query, deps, { userId, language, idempotencyKey, requestHash, body }));
    return await answer(deps, order, true);
  } catch (error) {
    if (!(error instanceof SameKeyInFlight)) throw error;
    return answer(deps, (await findEarlier(deps.database, userId, idempotencyKey, requestHash))!);
  }
}

async function findEarlier(database: Database, userId: string, key: string, requestHash: string): Promise<OrderRow | undefined> {
  const [row] = await database.query<OrderRow & { request_hash: string }>(
    `select o.id, o.number, o.status, o.pvp_cents, o.total_discount_cents, o.reserved_until, o.payment_method, r.request_hash
       from checkout_requests r join orders o on o.id = r.order_id
      where r.user_id = $1 and r.idempotency_key = $2`,
    [userId, key]);
  if (!row) return undefined;
  if (row.request_hash !== requestHash) {
    throw new AppError('business_rule', 'This Idempotency-Key was used for another checkout: send a new key for a new one', { reason: 'IDEMPOTENCY_KEY_REUSED' });
  }
  return row;
}

async function placeOrder(
  query: TransactionQuery,
  { reservationMinutes }: CheckoutDeps,
  { userId, language, idempotencyKey, requestHash, body }: { userId: string; language: Language; idempotencyKey: string; requestHash: string; body: CheckoutInput },
): Promise<OrderRow> {
  // The account's row serialises its checkouts: the count of orders waiting for payment holds, and a
  // concurrent request with the same key waits here for this one to end, then finds its order.
  await query('select id from "user" where id = $1 for update', [userId], 'checkout-lock-account');
  const ids = body.cart.map((line) => line.product_id);
  // Read under the account's lock (a statement after it): the account's orders waiting for payment and
  // whether this key was used. Then the cart's products, the pools of its bundles and the bundles its games
  // are in (whose stock the triggers update), locked at once in id order and read under the lock
  // (order-keys.ts): prices and availability come from the database only.
  const rows = await query<Omit<ProductRow, 'id'> & { id: number | null; pending: number; same_key: boolean }>(
    `with state as (
       select (select count(*)::int from orders where user_id = $2 and status = 'pending') as pending,
              exists (select 1 from checkout_requests where user_id = $2 and idempotency_key = $3) as same_key)
     select state.pending, state.same_key, p.* from state left join lateral (
       select id, title, price_cents, pvp_cents, stock, is_preorder, is_bundle, hidden, bundle_game_count, bundle_min_aaa, bundle_min_indie, bundle_max_value_cents
         from products where id = any($1::int[]) or id in (select product_id from bundle_items where bundle_id = any($1::int[]))
           or id in (select bundle_id from bundle_items where product_id = any($1::int[]))
        order by id for update) p on true`, [ids, userId, idempotencyKey], 'checkout-lock-products');
  const { pending, same_key: sameKey } = rows[0]!;
  if (sameKey) throw new SameKeyInFlight();
  if (pending >= MAX_PENDING_ORDERS) {
    throw new AppError('business_rule', `You have ${pending} orders waiting for payment: pay or let one lapse before starting another`, {
      reason: 'TOO_MANY_PENDING_ORDERS',
    });
  }
  const products = new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row as ProductRow] as const])));
  // A product the operator hid is sold no more (back office, migration 0019): as if it did not exist.
  const missing = ids.filter((id) => !products.has(id) || products.get(id)!.hidden);
  if (missing.length > 0) throw new AppError('not_found', `No product with id ${missing.join(', ')}`, { product_ids: missing });
  const lines = body.cart.map((line, position) => ({ ...line, position, product: products.get(line.product_id)! }));
  const pvpCents = lines.reduce((sum, line) => sum + line.quantity * line.product.pvp_cents, 0);
  const totalDiscountCents = lines.reduce((sum, line) => sum + line.quantity * Math.max(0, line.product.price_cents - line.product.pvp_cents), 0);
  const reservedUntil = new Date(Date.now() + reservationMinutes * 60_000);

  // Games first, then pre-orders and bundles: a bundle draws from what the cart's own games leave.
  const games = lines.filter((line) => !line.product.is_preorder && !line.product.is_bundle);
  const special = lines.filter((line) => line.product.is_preorder || line.product.is_bundle).sort((a, b) => Number(a.product.is_bundle) - Number(b.product.is_bundle));
  const { order, held } = await insertOrder(query, {
    userId, pvpCents, totalDiscountCents, billing: body.billing, paymentMethod: body.payment_method, language, reservedUntil, idempotencyKey, requestHash, games,
  });
  const short: { product_id: number; title: { es: string; en: string }; available: number }[] = [];
  for (const line of games) {
    const got = held.get(line.product_id) ?? 0;
    if (got < line.quantity) short.push({ product_id: line.product_id, title: line.product.title, available: got });
  }
  for (const line of special) {
    const [item] = await query<{ id: string }>(
      `insert into order_items (order_id, product_id, quantity, unit_price_cents, pvp_cents, status, position)
       values ($1, $2, $3, $4, $5, 'pending', $6) returning id`,
      [order.id, line.product_id, line.quantity, line.product.pvp_cents, line.quantity * line.product.pvp_cents, line.position]);
    const got = line.product.is_preorder
      ? await takePreorderQuota(query, line.product_id, line.quantity)
      : await drawAndReserve(query, { id: item!.id, bundle: line.product, quantity: line.quantity }, reservedUntil);
    if (got < line.quantity) short.push({ product_id: line.product_id, title: line.product.title, available: got });
  }
  if (short.length > 0) {
    // The transaction rolls back: no order is kept, no key stays held, and the key may be tried again.
    throw new AppError('conflict', `Sold out meanwhile: ${short.map((line) => line.title.en).join(', ')}`, { reason: 'SOLD_OUT', products: short });
  }
  return order;
}

/** The answer for an order: its payment opened (once: the provider is idempotent by the order). */
async function answer(deps: CheckoutDeps, order: OrderRow, fresh = false): Promise<CheckoutResponse> {
  const { database, provider, publicUrl, logger } = deps;
  // A fresh order has no payment yet; a retried one may have one, and may have moved on since.
  let [payment] = fresh ? [] : await database.query<{ provider_payment_id: string; client_secret: string; provider: string }>(
    'select provider, provider_payment_id, client_secret from payments where order_id = $1', [order.id]);
  let confirmUrl: string | null = null;
  let publishableKey: string | null = null;
  if (!payment || order.status === 'pending') {
    let opened;
    try {
      opened = await provider.open({
        key: `order-${order.id}`, amountCents: order.pvp_cents, currency: 'eur', method: order.payment_method,
        reference: order.id, description: `Pixelkeys order ${order.number}`, returnUrl: `${publicUrl}/checkout?order=${order.id}`,
      });
    } catch (error) {
      logger.error({ err: error, order: order.id }, 'the payment provider did not open a payment');
      if (!payment) await cancelPendingOrder(database, order.id, 'payment_unavailable');
      throw new AppError('unavailable', 'The payment service is not answering: nothing was charged, try again in a moment', { reason: 'PAYMENT_UNAVAILABLE' });
    }
    confirmUrl = opened.confirmUrl;
    publishableKey = provider.publishableKey;
    if (!payment) {
      await database.query(
        `insert into payments (order_id, provider, provider_payment_id, client_secret, amount_cents, method)
         values ($1, $2, $3, $4, $5, $6) on conflict (order_id) do nothing`,
        [order.id, provider.name, opened.id, opened.clientSecret, order.pvp_cents, order.payment_method], 'checkout-insert-payment');
      payment = { provider: provider.name, provider_payment_id: opened.id, client_secret: opened.clientSecret };
    }
  }
  const [current] = fresh ? [order] : await database.query<{ status: string }>('select status from orders where id = $1', [order.id]);
  const { subtotalCents, taxCents } = vatBreakdown(order.pvp_cents);
  return {
    order: {
      id: order.id,
      number: String(order.number),
      status: current?.status ?? order.status,
      pvp: centsToEuros(order.pvp_cents),
      subtotal: centsToEuros(subtotalCents),
      tax: centsToEuros(taxCents),
      total_discount: centsToEuros(order.total_discount_cents),
      reserved_until: new Date(order.reserved_until).toISOString(),
    },
    payment: { provider: payment.provider, id: payment.provider_payment_id, client_secret: payment.client_secret, confirm_url: confirmUrl, publishable_key: publishableKey },
  };
}

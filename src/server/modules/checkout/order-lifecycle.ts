/**
 * What happens to an order after checkout (ARCHITECTURE.md "Checkout and keys" 3-4): the provider's
 * verified notification completes it (keys sold, items delivered, confirmation mail in the outbox) or
 * cancels it (keys back); a reservation past its time cancels it too. Each change is one transaction,
 * taken under a lock on the order, and notifications are deduplicated by their event id, so a repeat,
 * a late one or one out of order changes nothing it should not.
 */
import type { Logger } from 'pino';
import type { PaymentEvent, PaymentProvider } from '../../adapters/payments/provider.js';
import type { Database, TransactionQuery } from '../../db/client.js';
import { enqueue } from '../../jobs/outbox.js';
import { itemsOf, lockProducts, releaseKeys, reserveKeys, sellReservedKeys } from './order-keys.js';
import { returnPreorderQuota, takePreorderQuota } from './special-products.js';

export const ORDER_CONFIRMATION_MAIL = 'mail.order-confirmation';
export const REFUND_PAYMENT = 'payment.refund';

interface LockedOrder {
  id: string;
  status: string;
  pvp_cents: number;
}

async function lockOrder(query: TransactionQuery, orderId: string): Promise<LockedOrder | undefined> {
  const [order] = await query<LockedOrder>('select id, status, pvp_cents from orders where id = $1 for update', [orderId]);
  return order;
}

/** Cancels a pending order and gives its keys back; false when it was no longer pending. */
async function cancelLocked(query: TransactionQuery, order: LockedOrder, reason: string): Promise<boolean> {
  if (order.status !== 'pending') return false;
  const items = await itemsOf(query, order.id);
  const drawn = (await query<{ game: number }>(
    `select distinct product_id as game from game_keys where order_item_id = any($1::uuid[])`, [items.map((item) => item.id)])).map((row) => row.game);
  await lockProducts(query, [...items.map((item) => item.product_id), ...drawn]);
  await releaseKeys(query, items.map((item) => item.id));
  await returnPreorderQuota(query, (await query<{ product_id: number; quantity: number }>(
    `select i.product_id, i.quantity from order_items i join products p on p.id = i.product_id
      where i.order_id = $1 and p.is_preorder and i.status = 'pending'`, [order.id])));
  await query(`update order_items set status = 'canceled', updated_at = now() where order_id = $1`, [order.id]);
  await query(
    `update orders set status = 'canceled', canceled_at = now(), cancel_reason = $2, reserved_until = null, updated_at = now() where id = $1`,
    [order.id, reason]);
  return true;
}

export async function cancelPendingOrder(database: Database, orderId: string, reason: string): Promise<boolean> {
  return database.transaction(async (query) => {
    const order = await lockOrder(query, orderId);
    return order ? cancelLocked(query, order, reason) : false;
  });
}

/**
 * Sells the order's keys: those it holds, and for a payment that arrived after its keys went back, any
 * available now (a bundle's the very games it drew). Pre-order items stay pending until their keys come;
 * one whose order was canceled meanwhile takes its quota again. 'none' when some item cannot have all it
 * needs (nothing is kept), 'partly' when pre-orders wait.
 */
async function fulfil(query: TransactionQuery, orderId: string): Promise<'all' | 'partly' | 'none'> {
  const items = await query<{ id: string; product_id: number; quantity: number; status: string; draw: { games: number[][] } | null; is_preorder: boolean }>(
    `select i.id, i.product_id, i.quantity, i.status, i.draw, p.is_preorder from order_items i join products p on p.id = i.product_id
      where i.order_id = $1 order by i.position, i.id`, [orderId]);
  const ready = items.filter((item) => !item.is_preorder);
  const waiting = items.filter((item) => item.is_preorder);
  const needs = ready.map((item) => ({
    item,
    keys: item.draw
      ? item.draw.games.flat().reduce((counts, game) => counts.set(game, (counts.get(game) ?? 0) + 1), new Map<number, number>())
      : new Map([[item.product_id, item.quantity]]),
  }));
  await lockProducts(query, [...needs.flatMap((need) => [...need.keys.keys()]), ...waiting.map((item) => item.product_id)]);
  // A pre-order canceled before its late payment gave its quota back (cancelLocked): it takes it again.
  const retaken: typeof waiting = [];
  const giveUp = async () => {
    await returnPreorderQuota(query, retaken);
    await releaseKeys(query, ready.map((item) => item.id));
    return 'none' as const;
  };
  for (const item of waiting.filter((candidate) => candidate.status === 'canceled')) {
    if ((await takePreorderQuota(query, item.product_id, item.quantity)) < item.quantity) return giveUp();
    retaken.push(item);
  }
  const readyIds = ready.map((item) => item.id);
  const held = new Map((await query<{ order_item_id: string; product_id: number; keys: number }>(
    `select order_item_id, product_id, count(*)::int as keys from game_keys
      where order_item_id = any($1::uuid[]) and status in ('reserved', 'sold') group by order_item_id, product_id`, [readyIds],
  )).map((row) => [`${row.order_item_id}:${row.product_id}`, row.keys]));
  for (const { item, keys } of needs) {
    for (const [productId, count] of keys) {
      const missing = count - (held.get(`${item.id}:${productId}`) ?? 0);
      if (missing > 0 && (await reserveKeys(query, { id: item.id, productId, quantity: missing }, new Date())) < missing) return giveUp();
    }
  }
  await sellReservedKeys(query, readyIds);
  await query(`update order_items set status = 'delivered', updated_at = now() where id = any($1::uuid[])`, [readyIds]);
  await query(`update order_items set status = 'pending', updated_at = now() where id = any($1::uuid[])`, [retaken.map((item) => item.id)]);
  return waiting.length === 0 ? 'all' : 'partly';
}

export type EventOutcome = 'applied' | 'duplicate' | 'unknown_order' | 'ignored';

export async function applyPaymentEvent(
  { database, logger }: { database: Database; logger: Logger },
  provider: string,
  event: PaymentEvent,
): Promise<EventOutcome> {
  if (event.type === 'ignored') return 'ignored';
  return database.transaction(async (query) => {
    const [fresh] = await query<{ event_id: string }>(
      `insert into payment_events (provider, event_id, type, provider_payment_id) values ($1, $2, $3, $4)
       on conflict do nothing returning event_id`,
      [provider, event.id, event.type, event.paymentId]);
    if (!fresh) return 'duplicate';
    const [payment] = await query<{ order_id: string; status: string; amount_cents: number }>(
      'select order_id, status, amount_cents from payments where provider = $1 and provider_payment_id = $2', [provider, event.paymentId]);
    const order = payment && (await lockOrder(query, payment.order_id));
    if (!payment || !order) {
      // Not a payment of this store's (another environment sharing the provider account): acknowledged, kept as seen.
      logger.warn({ event: event.id, payment: event.paymentId }, 'a payment notification for a payment this store does not know');
      return 'unknown_order';
    }
    switch (event.type) {
      case 'payment.succeeded': {
        await query(`update payments set status = 'succeeded', failure_code = null, updated_at = now() where order_id = $1`, [order.id]);
        if (order.status !== 'pending' && order.status !== 'canceled') return 'applied'; // Completed or processing already.
        if (event.amountCents !== payment.amount_cents) logger.error({ order: order.id, paid: event.amountCents, due: payment.amount_cents }, 'paid amount differs from the order');
        const fulfilled = await fulfil(query, order.id);
        if (fulfilled !== 'none') {
          // Paid: completed, or processing while pre-order keys are awaited (preorders.ts delivers them).
          await query(
            `update orders set status = $2, completed_at = now(), canceled_at = null, cancel_reason = null, reserved_until = null, updated_at = now()
              where id = $1`, [order.id, fulfilled === 'all' ? 'completed' : 'processing']);
          await enqueue(query, ORDER_CONFIRMATION_MAIL, `order-confirmation:${order.id}`, { orderId: order.id });
        } else {
          // Paid after its keys went back, and they are gone: the money goes back too.
          if (order.status === 'pending') await cancelLocked(query, order, 'sold_out_after_payment');
          else await query(`update orders set cancel_reason = 'sold_out_after_payment', updated_at = now() where id = $1`, [order.id]);
          await enqueue(query, REFUND_PAYMENT, `refund-unfulfilled:${order.id}`, { paymentId: event.paymentId, amountCents: event.amountCents, orderId: order.id });
        }
        return 'applied';
      }
      case 'payment.failed':
        await query(`update payments set status = 'failed', failure_code = $2, updated_at = now() where order_id = $1 and status = 'open'`, [order.id, event.failureCode]);
        await cancelLocked(query, order, event.failureCode);
        return 'applied';
      case 'payment.canceled':
        await query(`update payments set status = 'canceled', updated_at = now() where order_id = $1 and status = 'open'`, [order.id]);
        await cancelLocked(query, order, 'payment_canceled');
        return 'applied';
      case 'refund.succeeded':
        await query('update payments set refunded_cents = least(amount_cents, refunded_cents + $2), updated_at = now() where order_id = $1', [order.id, event.amountCents]);
        return 'applied';
    }
  });
}

/**
 * Cancels pending orders whose reservation has passed, gives their keys back, and asks the provider to
 * cancel their payments (a payment that succeeded meanwhile is settled by its notification).
 */
export async function expireReservations({ database, provider, logger }: { database: Database; provider: PaymentProvider; logger: Logger }): Promise<number> {
  const expired = await database.transaction(async (query) => {
    const orders = await query<LockedOrder & { provider_payment_id: string | null }>(
      `select o.id, o.status, o.pvp_cents, p.provider_payment_id from orders o left join payments p on p.order_id = o.id
        where o.status = 'pending' and o.reserved_until < now() order by o.reserved_until limit 100 for update of o skip locked`);
    for (const order of orders) await cancelLocked(query, order, 'reservation_expired');
    return orders;
  });
  for (const order of expired) {
    if (!order.provider_payment_id) continue;
    await provider.cancel(order.provider_payment_id).catch((error: unknown) =>
      logger.warn({ err: error, order: order.id }, 'could not cancel the payment of an expired order; its notification will settle it'));
  }
  return expired.length;
}

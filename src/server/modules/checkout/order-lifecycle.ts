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
import { fulfil, PAID_ITEMS_SQL, type PaidItem } from './fulfil-order.js';
import { itemsOf, lockProducts, releaseKeys } from './order-keys.js';
import { returnPreorderQuota } from './special-products.js';

export { ORDER_CONFIRMATION_MAIL } from './fulfil-order.js';
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

export type EventOutcome = 'applied' | 'duplicate' | 'unknown_order' | 'ignored';

export async function applyPaymentEvent(
  { database, logger }: { database: Database; logger: Logger },
  provider: string,
  event: PaymentEvent,
): Promise<EventOutcome> {
  if (event.type === 'ignored') return 'ignored';
  return database.transaction(async (query) => {
    // Deduplicated by the event id, then the order locked, in one round trip: a repeat locks nothing.
    const [found] = await query<{ fresh: boolean; id: string | null; status: string; pvp_cents: number; amount_cents: number }>(
      `with fresh as (
         insert into payment_events (provider, event_id, type, provider_payment_id) values ($1, $2, $3, $4)
         on conflict do nothing returning event_id)
       select exists (select 1 from fresh) as fresh, target.* from (select 1) as one left join lateral (
         select o.id, o.status, o.pvp_cents, p.amount_cents from payments p join orders o on o.id = p.order_id
          where p.provider = $1 and p.provider_payment_id = $4 and exists (select 1 from fresh)
            for update of o) as target on true`,
      [provider, event.id, event.type, event.paymentId], 'payment-event-lock-order');
    if (!found!.fresh) return 'duplicate';
    if (found!.id === null) {
      // Not a payment of this store's (another environment sharing the provider account): acknowledged, kept as seen.
      logger.warn({ event: event.id, payment: event.paymentId }, 'a payment notification for a payment this store does not know');
      return 'unknown_order';
    }
    const order: LockedOrder = { id: found!.id, status: found!.status, pvp_cents: found!.pvp_cents };
    switch (event.type) {
      case 'payment.succeeded': {
        const items = await query<PaidItem>(
          `with paid as (update payments set status = 'succeeded', failure_code = null, updated_at = now() where order_id = $1 returning order_id)
           ${PAID_ITEMS_SQL}`, [order.id], 'payment-event-paid-items');
        if (order.status !== 'pending' && order.status !== 'canceled') return 'applied'; // Completed or processing already.
        if (event.amountCents !== found!.amount_cents) logger.error({ order: order.id, paid: event.amountCents, due: found!.amount_cents }, 'paid amount differs from the order');
        if ((await fulfil(query, order.id, items)) === 'none') {
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

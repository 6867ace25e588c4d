/**
 * Fulfilling a paid order (ARCHITECTURE.md "Checkout and keys" 4), inside the notification's transaction with
 * the order locked (order-lifecycle.ts): keys sold, items delivered, order completed, confirmation mail in
 * the outbox. The usual payment finds every key still held and does all of that in one statement; a late
 * one, whose keys went back, or a pre-order canceled meanwhile, first takes again what it needs.
 */
import type { TransactionQuery } from '../../db/client.js';
import { lockProducts, releaseKeys, reserveKeys } from './order-keys.js';
import { returnPreorderQuota, takePreorderQuota } from './special-products.js';

export const ORDER_CONFIRMATION_MAIL = 'mail.order-confirmation';

export interface PaidItem {
  id: string;
  product_id: number;
  quantity: number;
  status: string;
  draw: { games: number[][] } | null;
  is_preorder: boolean;
  /** Keys the item holds (reserved or sold), per game. */
  held: Record<string, number> | null;
}

/** The order's items with the keys each holds: read once the order is locked, so nothing moves them meanwhile. */
export const PAID_ITEMS_SQL = `
  select i.id, i.product_id, i.quantity, i.status, i.draw, p.is_preorder,
         (select json_object_agg(k.product_id, k.keys) from (
            select product_id, count(*)::int as keys from game_keys
             where order_item_id = i.id and status in ('reserved', 'sold') group by product_id) k) as held
    from order_items i join products p on p.id = i.product_id
   where i.order_id = $1 order by i.position, i.id`;

/**
 * The keys each item holds now (reserved or sold), per game, with those rows locked. PAID_ITEMS_SQL's count
 * was read without locks: a batch revoked meanwhile (keys/revoke-batch.ts) may have taken a held key away.
 * With the rows locked, a revocation still running waits for this payment (and finds the keys sold), and
 * one that won has committed: the key is no longer counted, and it is taken again below or the order given up.
 */
async function lockHeldKeys(query: TransactionQuery, items: PaidItem[]): Promise<void> {
  if (items.length === 0) return;
  const rows = await query<{ order_item_id: string; product_id: number; keys: number }>(
    `select order_item_id, product_id, count(*)::int as keys
       from (select order_item_id, product_id from game_keys
              where order_item_id = any($1::uuid[]) and status in ('reserved', 'sold') for update) held
      group by order_item_id, product_id`,
    [items.map((item) => item.id)], 'payment-event-held-keys');
  for (const item of items) {
    item.held = Object.fromEntries(rows.filter((row) => row.order_item_id === item.id).map((row) => [row.product_id, row.keys]));
  }
}

/** What each item still lacks to be delivered: its keys (a bundle's, the very games it drew) minus those it holds. */
function missingKeys(ready: PaidItem[]) {
  return ready.flatMap((item) => {
    const keys = item.draw
      ? item.draw.games.flat().reduce((counts, game) => counts.set(game, (counts.get(game) ?? 0) + 1), new Map<number, number>())
      : new Map([[item.product_id, item.quantity]]);
    return [...keys].map(([productId, count]) => ({ item, productId, count: count - (item.held?.[productId] ?? 0) })).filter((need) => need.count > 0);
  });
}

/**
 * Sells the order's keys: those it holds, and for a payment that arrived after its keys went back, any
 * available now (a bundle's the very games it drew). Pre-order items stay pending until their keys come;
 * one whose order was canceled meanwhile takes its quota again. 'none' when some item cannot have all it
 * needs (nothing is kept), 'partly' when pre-orders wait; otherwise the order is completed and mailed.
 */
export async function fulfil(query: TransactionQuery, orderId: string, items: PaidItem[]): Promise<'all' | 'partly' | 'none'> {
  const ready = items.filter((item) => !item.is_preorder);
  const waiting = items.filter((item) => item.is_preorder);
  let missing = missingKeys(ready);
  // The usual payment: everything held by the unlocked count. Lock the held keys and count again, in case a
  // revocation took one meanwhile (then the path below takes another).
  if (missing.length === 0) {
    await lockHeldKeys(query, ready);
    missing = missingKeys(ready);
  }
  const canceledPreorders = waiting.filter((item) => item.status === 'canceled');
  if (missing.length > 0 || canceledPreorders.length > 0) {
    // Stock changes: the products are locked first, in id order (order-keys.ts). A sale alone moves no stock.
    await lockProducts(query, [...missing.map((need) => need.productId), ...waiting.map((item) => item.product_id)]);
    // With the products locked no revocation of them is under way (it locks the product first): the count
    // taken now, keys locked, is the one to complete.
    await lockHeldKeys(query, ready);
    const lockedFirst = new Set(missing.map((need) => need.productId));
    missing = missingKeys(ready);
    await lockProducts(query, missing.map((need) => need.productId).filter((id) => !lockedFirst.has(id)));
    // A pre-order canceled before its late payment gave its quota back (cancelLocked): it takes it again.
    const retaken: PaidItem[] = [];
    const giveUp = async () => {
      await returnPreorderQuota(query, retaken);
      await releaseKeys(query, ready.map((item) => item.id));
      return 'none' as const;
    };
    for (const item of canceledPreorders) {
      if ((await takePreorderQuota(query, item.product_id, item.quantity)) < item.quantity) return giveUp();
      retaken.push(item);
    }
    for (const { item, productId, count } of missing) {
      if ((await reserveKeys(query, { id: item.id, productId, quantity: count }, new Date())) < count) return giveUp();
    }
  }
  const outcome = waiting.length === 0 ? 'all' : 'partly';
  // Paid: completed, or processing while pre-order keys are awaited (preorders.ts delivers them); the mail
  // goes in the outbox as enqueue() writes it.
  await query(
    `with sold as (
       update game_keys set status = 'sold', sold_at = now(), reserved_until = null, updated_at = now()
        where order_item_id = any($2::uuid[]) and status = 'reserved' returning id),
     delivered as (update order_items set status = 'delivered', updated_at = now() where id = any($2::uuid[]) returning id),
     waiting as (update order_items set status = 'pending', updated_at = now() where id = any($3::uuid[]) returning id),
     paid as (
       update orders set status = $4, completed_at = now(), canceled_at = null, cancel_reason = null, reserved_until = null, updated_at = now()
        where id = $1 returning id),
     mail as (
       insert into outbox (kind, dedupe_key, payload) values ($5, $6, $7) on conflict (dedupe_key) do nothing returning id)
     select 1`,
    [orderId, ready.map((item) => item.id), canceledPreorders.map((item) => item.id), outcome === 'all' ? 'completed' : 'processing',
      ORDER_CONFIRMATION_MAIL, `order-confirmation:${orderId}`, JSON.stringify({ orderId })], 'payment-event-fulfil');
  return outcome;
}

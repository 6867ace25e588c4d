/**
 * Moving an order's keys, inside a transaction the caller holds. Every write that moves keys into or out of
 * 'available' first locks the products concerned, and the mystery bundles whose pools hold them, in id
 * order: checkouts of one product queue behind each other for the few milliseconds they take, and no two
 * transactions wait on each other in a circle for the products rows the stock triggers update
 * (drizzle/0002, 0014: each such key moves its game's stock by one, so the stock shown never drifts). A
 * sale (reserved to sold) moves no stock and needs no product lock (fulfil-order.ts).
 */
import type { TransactionQuery } from '../../db/client.js';

export async function lockProducts(query: TransactionQuery, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  // With the bundles these games are in: the stock triggers update those rows too.
  if (ids.length > 0) {
    await query(
      `select id from products where id = any($1::int[]) or id in (select bundle_id from bundle_items where product_id = any($1::int[]))
        order by id for update`, [ids]);
  }
}

/** Holds `quantity` available keys of a product for an order item; fewer when fewer are left. */
export async function reserveKeys(query: TransactionQuery, item: { id: string; productId: number; quantity: number }, until: Date): Promise<number> {
  const rows = await query<{ id: string }>(
    `update game_keys set status = 'reserved', order_item_id = $2, reserved_until = $4, updated_at = now()
      where id in (select id from game_keys where product_id = $1 and status = 'available'
                    order by created_at, id limit $3 for update skip locked)
      returning id`,
    [item.productId, item.id, item.quantity, until]);
  return rows.length;
}

export interface OrderItemRow {
  id: string;
  product_id: number;
  quantity: number;
  status: string;
}

export async function itemsOf(query: TransactionQuery, orderId: string): Promise<OrderItemRow[]> {
  return query<OrderItemRow>('select id, product_id, quantity, status from order_items where order_id = $1 order by position, id', [orderId]);
}

/** Gives back every key an order holds and has not sold. */
export async function releaseKeys(query: TransactionQuery, itemIds: string[]): Promise<void> {
  await query(
    `update game_keys set status = 'available', order_item_id = null, reserved_until = null, updated_at = now()
      where order_item_id = any($1::uuid[]) and status = 'reserved'`,
    [itemIds]);
}

/** Sells the keys an order holds; answers how many each item got. */
export async function sellReservedKeys(query: TransactionQuery, itemIds: string[]): Promise<Map<string, number>> {
  const rows = await query<{ order_item_id: string; sold: number }>(
    `with sold as (
       update game_keys set status = 'sold', sold_at = now(), reserved_until = null, updated_at = now()
        where order_item_id = any($1::uuid[]) and status = 'reserved'
        returning order_item_id)
     select order_item_id, count(*)::int as sold from sold group by order_item_id`,
    [itemIds]);
  return new Map(rows.map((row) => [row.order_item_id, row.sold]));
}

/**
 * What a refund does once it is decided (automatically, or approved by an operator), inside the caller's
 * transaction with the products, the item and the order locked (in that order, as key moves lock them;
 * order-keys.ts): the item's keys go back to the pool unrevealed (the stock triggers count them again), a
 * pre-order's quota comes back, the item becomes `refunded` and its order follows; the provider refund,
 * the corrective invoice and the shopper's mail go to the outbox, each once per item.
 */
import type { TransactionQuery } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { enqueue } from '../../jobs/outbox.js';
import { REFUND_PAYMENT } from '../checkout/order-lifecycle.js';
import { DELIVER_PREORDERS } from '../checkout/preorders.js';
import { returnPreorderQuota } from '../checkout/special-products.js';
import { CORRECTIVE_INVOICE } from '../invoices/invoice-jobs.js';
import { REFUND_MAIL, type RefundMailOutcome } from './refund-jobs.js';

export interface RefundableItem {
  id: string;
  order_id: string;
  product_id: number;
  quantity: number;
  pvp_cents: number;
  status: string;
  is_preorder: boolean;
}

/** Locks an item (after its products: see lockItemProducts) and reads what a refund needs of it. */
export async function lockRefundableItem(query: TransactionQuery, orderItemId: string): Promise<RefundableItem & { user_id: string | null; order_status: string } | undefined> {
  const [item] = await query<RefundableItem & { user_id: string | null }>(
    `select i.id, i.order_id, i.product_id, i.quantity, i.pvp_cents, i.status, p.is_preorder, o.user_id
       from order_items i join orders o on o.id = i.order_id join products p on p.id = i.product_id
      where i.id = $1 for update of i`, [orderItemId]);
  if (!item) return undefined;
  const [order] = await query<{ status: string }>('select status from orders where id = $1 for update', [item.order_id]);
  return { ...item, order_status: order!.status };
}

/** The products whose stock a refund of the item moves: its own, and the games a mystery bundle drew. */
export async function itemProducts(query: TransactionQuery, orderItemId: string): Promise<number[]> {
  const rows = await query<{ product_id: number }>(
    `select product_id from order_items where id = $1
     union select product_id from game_keys where order_item_id = $1`, [orderItemId]);
  return rows.map((row) => row.product_id);
}

/** The order's status after one of its items changed (§4 statuses): all refunded → refunded; keys awaited → processing. */
export async function settleOrderStatus(query: TransactionQuery, orderId: string): Promise<void> {
  await query(
    `update orders o set updated_at = now(), status = case
       when not exists (select 1 from order_items i where i.order_id = o.id and i.status <> 'refunded') then 'refunded'
       when exists (select 1 from order_items i where i.order_id = o.id and i.status = 'pending') then 'processing'
       -- A pre-order waiting for its refund's review may still be delivered: the order waits with it.
       when exists (select 1 from refund_requests r join order_items i on i.id = r.order_item_id
                     where i.order_id = o.id and r.status = 'pending_review' and r.item_status_before = 'pending') then o.status
       else 'completed' end
      where o.id = $1 and o.status in ('processing', 'completed', 'refunded')`, [orderId]);
}

export async function mailShopper(query: TransactionQuery, requestId: string, outcome: RefundMailOutcome): Promise<void> {
  await enqueue(query, REFUND_MAIL, `refund-mail:${requestId}:${outcome}`, { requestId, outcome });
}

export async function completeRefund(
  query: TransactionQuery,
  { item, requestId, decidedBy, mailOutcome = 'refunded' }: { item: RefundableItem; requestId: string; decidedBy: string; mailOutcome?: RefundMailOutcome },
): Promise<void> {
  const returned = await query<{ id: string; product_id: number }>(
    `update game_keys set status = 'available', order_item_id = null, sold_at = null, reserved_until = null, updated_at = now()
      where order_item_id = $1 and status in ('sold', 'reserved') returning id, product_id`, [item.id]);
  // A pre-order refunded frees its place in the quota (decision 5), delivered or not.
  if (item.is_preorder) await returnPreorderQuota(query, [{ product_id: item.product_id, quantity: item.quantity }]);
  // Keys of a pre-order product back in the pool go to whoever waits for them, oldest order first.
  const preorderGames = await query<{ id: number }>('select id from products where id = any($1::int[]) and is_preorder', [[...new Set(returned.map((key) => key.product_id))]]);
  for (const game of preorderGames) await enqueue(query, DELIVER_PREORDERS, `preorder-deliver:${game.id}:refund:${item.id}`, { productId: game.id });

  await query(`update order_items set status = 'refunded', updated_at = now() where id = $1`, [item.id]);
  await query(
    `update refund_requests set status = 'refunded', decided_by = $2, decided_at = now(), returned_key_ids = $3::uuid[] where id = $1`,
    [requestId, decidedBy, returned.map((key) => key.id)]);
  await settleOrderStatus(query, item.order_id);

  const [payment] = await query<{ provider_payment_id: string }>(
    `select provider_payment_id from payments where order_id = $1 and status = 'succeeded'`, [item.order_id]);
  if (!payment) throw new AppError('conflict', 'This order has no payment to refund', { reason: 'NOT_PAID' });
  const key = `refund-item:${item.id}`;
  await enqueue(query, REFUND_PAYMENT, key, { paymentId: payment.provider_payment_id, amountCents: item.pvp_cents, orderId: item.order_id, key });
  await enqueue(query, CORRECTIVE_INVOICE, `invoice-corrective:${item.id}`, { orderItemId: item.id, amountCents: item.pvp_cents });
  await mailShopper(query, requestId, mailOutcome);
}

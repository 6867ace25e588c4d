/**
 * requestRefund (§4 Refund, decision 19): a shopper's refund of a paid item whose key was never revealed.
 * An unrevealed key never left the store, so the store refunds it on its own, in one transaction
 * (refund-effects.ts); a shopper with more than REFUNDS_BEFORE_REVIEW refunds in the last
 * REFUND_REVIEW_WINDOW_DAYS days waits for an operator instead (the item stays `pending_refund`).
 *
 * Locks, in this order: the shopper (their recent refunds are counted, so two at once cannot both slip
 * under the limit), the products (as every key move does), the item (what a reveal of it waits on too),
 * its order. Asking again answers where the request stands and changes nothing.
 */
import type { GetRefundResponse, RefundReason } from '../../../shared/contracts/get-refund.js';
import { centsToEuros } from '../../../shared/money.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { lockProducts } from '../checkout/order-keys.js';
import { completeRefund, itemProducts, lockRefundableItem, mailShopper, settleOrderStatus } from './refund-effects.js';

export const REFUNDS_BEFORE_REVIEW = 3;
export const REFUND_REVIEW_WINDOW_DAYS = 30;

const refused = (reason: RefundReason, message: string) => new AppError('conflict', message, { reason });

export async function requestRefund(
  database: Database,
  { userId, orderItemId, clientAddress }: { userId: string; orderItemId: string; clientAddress: string },
): Promise<GetRefundResponse> {
  return database.transaction(async (query) => {
    await query(`select pg_advisory_xact_lock(hashtextextended('pixelkeys:refunds:' || $1, 0))`, [userId]);
    await lockProducts(query, await itemProducts(query, orderItemId));
    const item = await lockRefundableItem(query, orderItemId);
    if (!item || item.user_id !== userId) throw new AppError('not_found', `No order item ${orderItemId} among your orders`);
    const answer = (status: GetRefundResponse['status']): GetRefundResponse =>
      ({ success: true, order_item_id: item.id, status, amount: centsToEuros(item.pvp_cents) });

    switch (item.status) {
      case 'refunded':
      case 'pending_refund':
        return answer(item.status); // A repeat: nothing is refunded twice.
      case 'redeemed':
        throw refused('ALREADY_REDEEMED', 'The key of this item has been revealed: sales are final once a key is revealed');
      case 'delivered':
        break;
      case 'pending':
        // A paid pre-order still waiting for its key; an unpaid order has nothing to refund.
        if (item.order_status !== 'processing') throw refused('NOT_PAID', 'This order has not been paid: there is nothing to refund');
        break;
      default:
        throw refused('NOT_REFUNDABLE', `An item that is ${item.status} cannot be refunded`);
    }
    const [paid] = await query('select 1 from payments where order_id = $1 and status = $2', [item.order_id, 'succeeded']);
    if (!paid) throw refused('NOT_PAID', 'This order has not been paid: there is nothing to refund');

    const [{ recent }] = await query<{ recent: number }>(
      `select count(*)::int as recent from refund_requests
        where user_id = $1 and status <> 'rejected' and initiated_by is null and requested_at > now() - make_interval(days => $2)`,
      [userId, REFUND_REVIEW_WINDOW_DAYS]) as [{ recent: number }];
    const needsReview = recent >= REFUNDS_BEFORE_REVIEW;
    const [request] = await query<{ id: string }>(
      `insert into refund_requests (order_item_id, user_id, status, item_status_before, amount_cents, client_address, reviewed)
       values ($1, $2, 'pending_review', $3, $4, $5, $6) returning id`,
      [item.id, userId, item.status, item.pvp_cents, clientAddress, needsReview]);
    await query(`update order_items set status = 'pending_refund', updated_at = now() where id = $1`, [item.id]);
    if (needsReview) {
      await settleOrderStatus(query, item.order_id);
      await mailShopper(query, request!.id, 'review');
      return answer('pending_refund');
    }
    await completeRefund(query, { item, requestId: request!.id, decidedBy: 'automatic' });
    return answer('refunded');
  });
}

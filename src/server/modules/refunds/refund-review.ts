/**
 * The operator's refund queue (decision 19): refund requests of shoppers with many refunds lately wait
 * here. An approval has the effects of an automatic refund (refund-effects.ts); a rejection gives the item
 * back as it was (delivered, or a pre-order still waiting for its key) and mails the shopper the reason.
 * Served by the back office (modules/admin/refunds-admin.ts) and `npm run admin -- refunds …`
 * (src/server/admin); each decision records one audit row in its transaction.
 */
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { enqueue } from '../../jobs/outbox.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { lockProducts } from '../checkout/order-keys.js';
import { DELIVER_PREORDERS } from '../checkout/preorders.js';
import { completeRefund, itemProducts, lockRefundableItem, mailShopper, settleOrderStatus } from './refund-effects.js';
import { REFUND_REVIEW_WINDOW_DAYS } from './request-refund.js';
import { announceCatalogChange } from '../catalog/catalog-changes.js';

export interface QueuedRefund {
  id: string;
  requested_at: string;
  email: string | null;
  order_number: number;
  order_item_id: string;
  product: string;
  quantity: number;
  amount_cents: number;
  item_status_before: string;
  /** The shopper's refunds (not rejected) in the review window, this one included. */
  recent_refunds: number;
}

export async function listRefundQueue(database: Database): Promise<QueuedRefund[]> {
  const rows = await database.query<QueuedRefund & { requested_at: Date }>(
    `select r.id, r.requested_at, u.email, o.number as order_number, r.order_item_id, p.title->>'en' as product, i.quantity,
            r.amount_cents, r.item_status_before,
            (select count(*)::int from refund_requests x where x.user_id = r.user_id and x.status <> 'rejected' and x.initiated_by is null
                and x.requested_at > r.requested_at - make_interval(days => $1) and x.requested_at <= r.requested_at) as recent_refunds
       from refund_requests r join order_items i on i.id = r.order_item_id join orders o on o.id = i.order_id
       join products p on p.id = i.product_id left join "user" u on u.id = r.user_id
      where r.status = 'pending_review' order by r.requested_at, r.id`, [REFUND_REVIEW_WINDOW_DAYS]);
  return rows.map((row) => ({ ...row, requested_at: new Date(row.requested_at).toISOString() }));
}

interface OpenRequest {
  id: string;
  order_item_id: string;
  status: string;
  item_status_before: 'pending' | 'delivered';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkId(requestId: string): void {
  // VAL-11: admin object ids are UUIDs.
  if (!UUID.test(requestId)) throw new AppError('invalid_input', `'${requestId}' is not a refund request id (a UUID)`);
}

async function findRequest(database: Database, requestId: string): Promise<OpenRequest> {
  checkId(requestId);
  const [request] = await database.query<OpenRequest>(
    'select id, order_item_id, status, item_status_before from refund_requests where id = $1', [requestId]);
  if (!request) throw new AppError('not_found', `No refund request ${requestId}`);
  return request;
}

const notWaiting = (request: { id: string; status: string }) =>
  new AppError('conflict', `Refund request ${request.id} is ${request.status}, not waiting for review`, { reason: 'NOT_PENDING_REVIEW', status: request.status });

export type ReviewOutcome = { id: string; status: 'refunded' | 'rejected'; order_item_id: string };

/** What the audit log keeps of a request, before and after a decision. */
const auditState = (request: OpenRequest, status: string, extra: Record<string, unknown> = {}) =>
  ({ status, order_item_id: request.order_item_id, item_status_before: request.item_status_before, ...extra });

export async function approveRefund(database: Database, requestId: string, actor: AuditActor): Promise<ReviewOutcome> {
  const found = await findRequest(database, requestId);
  return announceCatalogChange(database, database.transaction(async (query) => {
    await lockProducts(query, await itemProducts(query, found.order_item_id));
    const item = await lockRefundableItem(query, found.order_item_id);
    const [request] = await query<OpenRequest>('select id, order_item_id, status, item_status_before from refund_requests where id = $1 for update', [requestId]);
    if (!item || !request || request.status !== 'pending_review') throw notWaiting(request ?? found);
    await completeRefund(query, { item, requestId, decidedBy: actor.label });
    await recordAudit(query, actor, {
      action: 'refund.approve', targetType: 'refund_request', targetId: requestId,
      before: auditState(request, request.status), after: auditState(request, 'refunded'),
    });
    return { id: requestId, status: 'refunded' as const, order_item_id: item.id };
  }));
}

export async function rejectRefund(database: Database, requestId: string, actor: AuditActor, reason: string): Promise<ReviewOutcome> {
  const because = reason.trim();
  if (!because) throw new AppError('invalid_input', 'A rejection needs a reason: the shopper is told it');
  if (because.length > 1000) throw new AppError('invalid_input', 'The reason must be at most 1000 characters');
  const found = await findRequest(database, requestId);
  return database.transaction(async (query) => {
    const item = await lockRefundableItem(query, found.order_item_id);
    const [request] = await query<OpenRequest>('select id, order_item_id, status, item_status_before from refund_requests where id = $1 for update', [requestId]);
    if (!item || !request || request.status !== 'pending_review') throw notWaiting(request ?? found);
    await query(
      `update refund_requests set status = 'rejected', decided_by = $2, decided_at = now(), rejection_reason = $3 where id = $1`,
      [requestId, actor.label, because]);
    await query('update order_items set status = $2, updated_at = now() where id = $1', [item.id, request.item_status_before]);
    await settleOrderStatus(query, item.order_id);
    // A pre-order back in line: keys that came while it was under review may be waiting for it.
    if (request.item_status_before === 'pending' && item.is_preorder) {
      await enqueue(query, DELIVER_PREORDERS, `preorder-deliver:${item.product_id}:rejected:${requestId}`, { productId: item.product_id });
    }
    await mailShopper(query, requestId, 'rejected');
    await recordAudit(query, actor, {
      action: 'refund.reject', targetType: 'refund_request', targetId: requestId,
      before: auditState(request, request.status), after: auditState(request, 'rejected', { reason: because }),
    });
    return { id: requestId, status: 'rejected' as const, order_item_id: item.id };
  });
}

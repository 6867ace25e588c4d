/**
 * Orders in the back office (issue 12 §5): the search, an order's detail (its keys by status, never their
 * text), an operator's explicit reveal of one key, and the confirmation mail sent again.
 *
 * The operator's reveal is recorded in the audit log in the transaction that reads the key, with the key's
 * id and never its text. It is not the buyer's reveal: no key_reveals row, the item is not redeemed, so the
 * buyer keeps their right to refund an unrevealed key and the operator's remedies still apply (decision 0021).
 */
import { randomUUID } from 'node:crypto';
import type { AdminPage } from '../../../shared/contracts/admin/common.js';
import type { AdminOrder, AdminOrderRow } from '../../../shared/contracts/admin/orders.js';
import type { Language } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { enqueue } from '../../jobs/outbox.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { ORDER_CONFIRMATION_MAIL } from '../checkout/order-lifecycle.js';
import { formatInvoiceNumber } from '../invoices/invoice-records.js';
import type { KeyCipher } from '../keys/key-crypto.js';
import { REVEALED_SQL } from '../keys/key-stock.js';
import { likePattern } from './users-admin.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface OrderSearch {
  q?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  page_size: number;
}

export async function listAdminOrders(database: Database, { q, status, from, to, page, page_size }: OrderSearch): Promise<AdminPage<AdminOrderRow>> {
  // A whole number is an order number (or part of an e-mail); anything else a part of the buyer's e-mail.
  const number = q && /^\d{1,9}$/.test(q) ? Number(q) : null;
  const where = `($1::text is null or u.email ilike $1 or o.number = $2::int)
    and ($3::text is null or o.status = $3)
    and ($4::date is null or o.created_at >= ($4::date)::timestamp at time zone 'Europe/Madrid')
    and ($5::date is null or o.created_at < ($5::date + 1)::timestamp at time zone 'Europe/Madrid')`;
  const parameters = [q ? likePattern(q) : null, number, status ?? null, from ?? null, to ?? null];
  const [rows, [count]] = await Promise.all([
    database.query<Omit<AdminOrderRow, 'created_at'> & { created_at: Date }>(
      `select o.id, o.number, o.created_at, o.status, u.email, o.pvp_cents,
              (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as items,
              p.status as payment_status, coalesce(p.refunded_cents, 0) as refunded_cents
         from orders o left join "user" u on u.id = o.user_id left join payments p on p.order_id = o.id
        where ${where} order by o.created_at desc, o.number desc limit $6 offset $7`,
      [...parameters, page_size, (page - 1) * page_size], 'admin.orders-list'),
    database.query<{ total: number }>(
      `select count(*)::int as total from orders o left join "user" u on u.id = o.user_id where ${where}`, parameters, 'admin.orders-count'),
  ]);
  return { rows: rows.map((row) => ({ ...row, created_at: iso(row.created_at)! })), total: count?.total ?? 0, page, page_size };
}

type Timestamps<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] extends string ? Date : Date | null };

export async function getAdminOrder(database: Database, orderId: string): Promise<AdminOrder> {
  const [[order], items, refunds, invoices] = await Promise.all([
    database.query<Timestamps<Omit<AdminOrder, 'items' | 'refunds' | 'invoices' | 'payment'>, 'created_at' | 'completed_at' | 'canceled_at'> & {
      payment: (Omit<NonNullable<AdminOrder['payment']>, 'created_at'> & { created_at: string }) | null;
    }>(
      `select o.id, o.number, o.status, o.created_at, o.completed_at, o.canceled_at, o.cancel_reason, o.language, o.user_id, u.email, u.name,
              o.pvp_cents, o.total_discount_cents, o.payment_method, o.billing,
              (select count(*)::int from outbox x where x.kind = $2 and x.payload->>'orderId' = o.id::text) as confirmation_mails,
              (select json_build_object('provider', p.provider, 'provider_payment_id', p.provider_payment_id, 'method', p.method, 'status', p.status,
                        'currency', p.currency, 'amount_cents', p.amount_cents, 'refunded_cents', p.refunded_cents, 'failure_code', p.failure_code,
                        'created_at', p.created_at)
                 from payments p where p.order_id = o.id) as payment
         from orders o left join "user" u on u.id = o.user_id where o.id = $1`, [orderId, ORDER_CONFIRMATION_MAIL], 'admin.order'),
    database.query<Omit<AdminOrder['items'][number], 'keys'> & { keys: (AdminOrder['items'][number]['keys'][number])[] | null }>(
      `select i.id, i.product_id, p.title, p.platform, p.is_bundle, i.quantity, i.unit_price_cents, i.pvp_cents, i.status,
              (select json_agg(json_build_object('id', k.id, 'product_id', k.product_id, 'product_title', kp.title, 'batch', k.batch,
                        'status', case when k.status = 'sold' and ${REVEALED_SQL('k')} then 'revealed' else k.status end, 'sold_at', k.sold_at)
                        order by k.product_id, k.created_at, k.id)
                 from game_keys k join products kp on kp.id = k.product_id where k.order_item_id = i.id) as keys
         from order_items i join products p on p.id = i.product_id where i.order_id = $1 order by i.position, i.id`, [orderId], 'admin.order-items'),
    database.query<Timestamps<AdminOrder['refunds'][number], 'requested_at' | 'decided_at'>>(
      `select r.id, r.order_item_id, r.status, r.amount_cents, r.requested_at, r.decided_at, r.decided_by, r.initiated_by, r.rejection_reason
         from refund_requests r join order_items i on i.id = r.order_item_id where i.order_id = $1 order by r.requested_at, r.id`, [orderId], 'admin.order-refunds'),
    database.query<{ id: string; series: string; year: number; number: number; kind: AdminOrder['invoices'][number]['kind']; issued_at: Date; total_cents: number }>(
      'select id, series, year, number, kind, issued_at, total_cents from invoices where order_id = $1 order by issued_at, series, number', [orderId], 'admin.order-invoices'),
  ]);
  if (!order) throw new AppError('not_found', `No order ${orderId}`, { reason: 'ORDER_NOT_FOUND' });
  return {
    ...order,
    language: (order.language as Language) === 'en' ? 'en' : 'es',
    created_at: iso(order.created_at)!,
    completed_at: iso(order.completed_at),
    canceled_at: iso(order.canceled_at),
    payment: order.payment && { ...order.payment, created_at: iso(order.payment.created_at)! },
    items: items.map((item) => ({ ...item, keys: (item.keys ?? []).map((key) => ({ ...key, sold_at: iso(key.sold_at) })) })),
    refunds: refunds.map((refund) => ({ ...refund, requested_at: iso(refund.requested_at)!, decided_at: iso(refund.decided_at) })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id, number: formatInvoiceNumber(invoice.series, invoice.year, invoice.number), kind: invoice.kind,
      issued_at: iso(invoice.issued_at)!, total_cents: invoice.total_cents,
    })),
  };
}

/**
 * One sold key's text for the operator. The audit row (the key's id, its order and item, never the text)
 * is written in the transaction that reads the key: a reveal that cannot be recorded shows nothing.
 */
export async function revealOrderKeyForOperator(database: Database, cipher: KeyCipher, actor: AuditActor, keyId: string) {
  return database.transaction(async (query) => {
    const [key] = await query<{ id: string; product_id: number; status: string; code_ciphertext: string; order_item_id: string | null; order_id: string | null; order_number: number | null }>(
      `select k.id, k.product_id, k.status, k.code_ciphertext, k.order_item_id, o.id as order_id, o.number as order_number
         from game_keys k left join order_items i on i.id = k.order_item_id left join orders o on o.id = i.order_id where k.id = $1`, [keyId]);
    if (!key) throw new AppError('not_found', `No key ${keyId}`, { reason: 'UNKNOWN_KEY' });
    if (key.status !== 'sold' || !key.order_item_id || !key.order_id) {
      throw new AppError('conflict', `Key ${keyId} is ${key.status}, not sold to an order: only an order's keys are revealed here`, { reason: 'KEY_NOT_SOLD', status: key.status });
    }
    let code: string;
    try {
      code = cipher.decrypt(key.code_ciphertext);
    } catch {
      throw new AppError('unavailable', 'The key cannot be decrypted: is KEY_ENCRYPTION_KEY the one it was imported with?', { reason: 'KEYS_UNREADABLE' });
    }
    await recordAudit(query, actor, {
      action: 'order.reveal_key',
      targetType: 'game_key',
      targetId: key.id,
      before: null,
      after: { order_id: key.order_id, order_number: key.order_number, order_item_id: key.order_item_id, product_id: key.product_id },
    });
    return { key_id: key.id, order_id: key.order_id, order_number: key.order_number!, order_item_id: key.order_item_id, product_id: key.product_id, code };
  });
}

/**
 * The order's confirmation mail again, through the outbox. The first one is kept to one per order by its
 * dedupe key (`order-confirmation:<order>`); a resend is a new job on purpose, with a key of its own.
 */
export async function resendOrderConfirmation(database: Database, actor: AuditActor, orderId: string) {
  return database.transaction(async (query) => {
    const [order] = await query<{ id: string; number: number; status: string; email: string | null }>(
      'select o.id, o.number, o.status, u.email from orders o left join "user" u on u.id = o.user_id where o.id = $1 for update of o', [orderId]);
    if (!order) throw new AppError('not_found', `No order ${orderId}`, { reason: 'ORDER_NOT_FOUND' });
    if (order.status === 'pending' || order.status === 'canceled') {
      throw new AppError('conflict', `Order ${order.number} is ${order.status}: it was never confirmed`, { reason: 'ORDER_NOT_PAID', status: order.status });
    }
    if (!order.email) throw new AppError('conflict', `The account of order ${order.number} was deleted: nobody to write to`, { reason: 'NO_BUYER' });
    const resend = randomUUID();
    await enqueue(query, ORDER_CONFIRMATION_MAIL, `order-confirmation-resend:${order.id}:${resend}`, { orderId: order.id, resend });
    await recordAudit(query, actor, {
      action: 'order.resend_confirmation', targetType: 'order', targetId: order.id, before: null, after: { order_number: order.number, email: order.email },
    });
    return { order_id: order.id, number: order.number, email: order.email, queued: true as const };
  });
}

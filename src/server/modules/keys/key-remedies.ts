/**
 * The operator's two remedies for a sold key its buyer has not revealed (issue 12 §4, decision 0021), each one
 * transaction and one audit row, taking the locks a reveal and a refund take, in their order (products, then
 * the item), so of a remedy and the buyer's reveal racing exactly one wins and a revealed key is never touched:
 * - replaceKey: another available key of the same product takes its place; the old one is revoked and the
 *   buyer mailed.
 * - refundKeyItem: its item is refunded with the effects of any refund (refund-effects.ts): the provider
 *   refund, the corrective invoice and the buyer's mail through the outbox; the withdrawn key is revoked,
 *   the item's other keys go back on sale.
 */
import type { Database, TransactionQuery } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { enqueue } from '../../jobs/outbox.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { lockProducts } from '../checkout/order-keys.js';
import { completeRefund, itemProducts, lockRefundableItem } from '../refunds/refund-effects.js';
import { checkKeyId } from './key-admin-checks.js';
import { KEY_REPLACED_MAIL } from './key-replaced-mail.js';
import { announceCatalogChange } from '../catalog/catalog-changes.js';

interface SoldKey { id: string; product_id: number; batch: string; status: string; order_item_id: string | null }

export interface KeyRemedy {
  key_id: string;
  order_item_id: string;
  order_number: number;
  email: string | null;
}
export interface KeyReplaced extends KeyRemedy { replacement_key_id: string; replacement_batch: string }
export interface KeyRefunded extends KeyRemedy { refund_request_id: string; amount_cents: number }

async function findSoldKey(database: Database, keyId: string): Promise<SoldKey & { order_item_id: string }> {
  checkKeyId(keyId);
  const [key] = await database.query<SoldKey>('select id, product_id, batch, status, order_item_id from game_keys where id = $1', [keyId]);
  if (!key) throw new AppError('not_found', `No key ${keyId}`, { reason: 'UNKNOWN_KEY' });
  if (key.status !== 'sold' || !key.order_item_id) throw notSold(key);
  return { ...key, order_item_id: key.order_item_id };
}

const notSold = (key: { id: string; status: string }) =>
  new AppError('conflict', `Key ${key.id} is ${key.status}, not sold: there is nothing to remedy`, { reason: 'KEY_NOT_SOLD', status: key.status });

/**
 * The item, locked, its key still the same sold one, and neither revealed nor in another after-sale state.
 * Reads the buyer and order number for the operator's answer.
 */
async function lockUnrevealed(query: TransactionQuery, key: SoldKey & { order_item_id: string }) {
  const [item] = await query<{ id: string; status: string; order_id: string; number: number; email: string | null; revealed: boolean }>(
    `select i.id, i.status, i.order_id, o.number, u.email, exists (select 1 from key_reveals r where r.order_item_id = i.id) as revealed
       from order_items i join orders o on o.id = i.order_id left join "user" u on u.id = o.user_id
      where i.id = $1 for update of i`, [key.order_item_id]);
  const [current] = await query<SoldKey>('select id, product_id, batch, status, order_item_id from game_keys where id = $1 for update', [key.id]);
  if (!item || current!.status !== 'sold' || current!.order_item_id !== item.id) throw notSold(current!);
  if (item.status === 'redeemed' || item.revealed) {
    throw new AppError('conflict', `The buyer has revealed key ${key.id}: a revealed key is final and is not touched`, { reason: 'ALREADY_REDEEMED' });
  }
  if (item.status !== 'delivered') {
    const message = item.status === 'pending_refund'
      ? `A refund of order item ${item.id} waits for review: decide it first (npm run admin -- refunds …)`
      : `Order item ${item.id} is ${item.status}`;
    throw new AppError('conflict', message, { reason: item.status === 'pending_refund' ? 'REFUND_PENDING' : 'ITEM_NOT_DELIVERED', status: item.status });
  }
  return item;
}

export async function replaceKey(database: Database, actor: AuditActor, keyId: string): Promise<KeyReplaced> {
  const key = await findSoldKey(database, keyId);
  return announceCatalogChange(database, database.transaction(async (query) => {
    await lockProducts(query, [key.product_id]);
    const item = await lockUnrevealed(query, key);
    const [replacement] = await query<{ id: string; batch: string }>(
      `update game_keys set status = 'sold', order_item_id = $2, sold_at = now(), reserved_until = null, updated_at = now()
        where id = (select id from game_keys where product_id = $1 and status = 'available' order by created_at, id limit 1 for update skip locked)
        returning id, batch`, [key.product_id, item.id]);
    if (!replacement) {
      throw new AppError('conflict', `Product ${key.product_id} has no available key to replace it with: import keys, or refund the item`, { reason: 'NO_KEY_AVAILABLE' });
    }
    await query(`update game_keys set status = 'revoked', order_item_id = null, updated_at = now() where id = $1`, [key.id]);
    await enqueue(query, KEY_REPLACED_MAIL, `key-replaced:${key.id}`, { orderItemId: item.id, productId: key.product_id });
    await recordAudit(query, actor, {
      action: 'keys.replace',
      targetType: 'order_item',
      targetId: item.id,
      before: { key_id: key.id, batch: key.batch, status: 'sold' },
      after: { key_id: replacement.id, batch: replacement.batch, replaced_key_status: 'revoked' },
    });
    return {
      key_id: key.id, order_item_id: item.id, order_number: item.number, email: item.email,
      replacement_key_id: replacement.id, replacement_batch: replacement.batch,
    };
  }));
}

export async function refundKeyItem(database: Database, actor: AuditActor, keyId: string): Promise<KeyRefunded> {
  const key = await findSoldKey(database, keyId);
  return announceCatalogChange(database, database.transaction(async (query) => {
    await lockProducts(query, await itemProducts(query, key.order_item_id));
    const refundable = await lockRefundableItem(query, key.order_item_id);
    const item = await lockUnrevealed(query, key);
    // Not the shopper's request: it does not count among their refunds (initiated_by, drizzle/0018).
    const [request] = await query<{ id: string }>(
      `insert into refund_requests (order_item_id, user_id, status, item_status_before, amount_cents, reviewed, initiated_by)
       values ($1, $2, 'pending_review', 'delivered', $3, true, $4) returning id`,
      [item.id, refundable!.user_id, refundable!.pvp_cents, actor.label]);
    await completeRefund(query, { item: refundable!, requestId: request!.id, decidedBy: actor.label, mailOutcome: 'withdrawn' });
    // The withdrawn key itself never goes back on sale, its batch revoked or not; the item's other keys do.
    await query(`update game_keys set status = 'revoked', updated_at = now() where id = $1 and status = 'available'`, [key.id]);
    await recordAudit(query, actor, {
      action: 'keys.refund',
      targetType: 'order_item',
      targetId: item.id,
      before: { key_id: key.id, batch: key.batch, status: 'delivered' },
      after: { status: 'refunded', refund_request_id: request!.id, amount_cents: refundable!.pvp_cents },
    });
    return {
      key_id: key.id, order_item_id: item.id, order_number: item.number, email: item.email,
      refund_request_id: request!.id, amount_cents: refundable!.pvp_cents,
    };
  }));
}

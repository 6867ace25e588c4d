/**
 * revokeBatch (issue 12 §4, decision 0021): a product's batch withdrawn, in one transaction with the product
 * locked (its stock falls, order-keys.ts). Available keys are revoked. Keys held by an unpaid checkout are
 * revoked too, at once: if its payment comes, the order takes another available key or is canceled and
 * paid back (the late-payment path of fulfil-order.ts), so a withdrawn key is never sold. The batch is
 * remembered, so a key of it that a refund or a canceled checkout gives back later is revoked instead of
 * going on sale (drizzle/0018). Sold keys are not changed: the unrevealed ones are listed with their order
 * and buyer for the operator's remedies (key-remedies.ts); revealed ones are final and never touched.
 * Revoking again changes nothing more and lists what is left to settle.
 */
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { lockProducts } from '../checkout/order-keys.js';
import { checkBatchLabel, checkProductId, findProduct } from './key-admin-checks.js';
import { REVEALED_SQL } from './key-stock.js';
import { isoOrNull, SOLD_KEY_COLUMNS, SOLD_KEY_FROM } from './sold-unrevealed-keys.js';
import { announceCatalogChange } from '../catalog/catalog-changes.js';

export interface SoldUnrevealedKey {
  key_id: string;
  order_id: string;
  order_number: number;
  order_item_id: string;
  /** delivered, or pending_refund while a refund of it waits for review. */
  item_status: string;
  email: string | null;
  sold_at: string | null;
}

export interface BatchRevocation {
  product_id: number;
  batch: string;
  /** Whether the batch had been revoked before this call. */
  already_revoked: boolean;
  revoked_available: number;
  revoked_reserved: number;
  sold_unrevealed: SoldUnrevealedKey[];
  /** Sold and revealed: final (decision 19), left as they are. */
  sold_revealed: number;
}

export async function revokeBatch(database: Database, actor: AuditActor, { productId, batch }: { productId: number; batch: string }): Promise<BatchRevocation> {
  checkProductId(productId);
  checkBatchLabel(batch);
  return announceCatalogChange(database, database.transaction(async (query) => {
    const product = await findProduct(query, productId);
    const [found] = await query<{ keys: number }>('select count(*)::int as keys from game_keys where product_id = $1 and batch = $2', [product.id, batch]);
    if (found!.keys === 0) throw new AppError('not_found', `Product ${product.id} has no batch ${batch}`, { reason: 'UNKNOWN_BATCH' });
    await lockProducts(query, [product.id]);
    const remembered = await query(
      `insert into key_batch_revocations (product_id, batch, revoked_by) values ($1, $2, $3) on conflict do nothing returning batch`,
      [product.id, batch, actor.label]);
    const [moved] = await query<{ available: number; reserved: number }>(
      `with unsold as (
         select id, status from game_keys where product_id = $1 and batch = $2 and status in ('available', 'reserved') for update),
       revoked as (
         update game_keys k set status = 'revoked', order_item_id = null, reserved_until = null, updated_at = now()
           from unsold where k.id = unsold.id returning unsold.status as was)
       select count(*) filter (where was = 'available')::int as available, count(*) filter (where was = 'reserved')::int as reserved from revoked`,
      [product.id, batch]);
    const sold = await query<SoldUnrevealedKey & { sold_at: Date | null; revealed: boolean }>(
      `select ${SOLD_KEY_COLUMNS}, ${REVEALED_SQL('k')} as revealed
         from ${SOLD_KEY_FROM}
        where k.product_id = $1 and k.batch = $2 and k.status = 'sold'
        order by o.number, i.position, k.id`, [product.id, batch]);
    const unrevealed = sold.filter((key) => !key.revealed)
      .map(({ revealed: _revealed, sold_at, ...key }) => ({ ...key, sold_at: isoOrNull(sold_at) }));
    const result: BatchRevocation = {
      product_id: product.id,
      batch,
      already_revoked: remembered.length === 0,
      revoked_available: moved!.available,
      revoked_reserved: moved!.reserved,
      sold_unrevealed: unrevealed,
      sold_revealed: sold.length - unrevealed.length,
    };
    await recordAudit(query, actor, {
      action: 'keys.revoke_batch',
      targetType: 'product',
      targetId: product.id,
      before: { batch, revoked: result.already_revoked },
      after: {
        batch, revoked: true, revoked_available: result.revoked_available, revoked_reserved: result.revoked_reserved,
        sold_unrevealed: unrevealed.length, sold_revealed: result.sold_revealed,
      },
    });
    return result;
  }));
}

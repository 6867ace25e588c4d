/**
 * listSoldUnrevealedKeys (issue 12 §4): every sold key its buyer has not revealed yet, whether or not its batch
 * is revoked, newest sale first, by product and batch, with the order, the buyer and the sale: the keys the
 * operator may still replace or refund (key-remedies.ts, which check again under their locks). Never a key's
 * text: the list reads no ciphertext.
 */
import type { AdminPage } from '../../../shared/contracts/admin/common.js';
import type { ListSoldUnrevealedKeysQuery, SoldUnrevealedKeyListRow } from '../../../shared/contracts/admin/keys.js';
import type { Database } from '../../db/client.js';
import { REVEALED_SQL } from './key-stock.js';

/** A sold key with its item, order and buyer (alias `k`): the columns the batch revocation lists too. */
export const SOLD_KEY_COLUMNS = `k.id as key_id, o.id as order_id, o.number as order_number, i.id as order_item_id, i.status as item_status,
  u.email, k.sold_at`;
export const SOLD_KEY_FROM = `game_keys k join order_items i on i.id = k.order_item_id join orders o on o.id = i.order_id
  left join "user" u on u.id = o.user_id`;

export const isoOrNull = (moment: Date | string | null) => (moment ? new Date(moment).toISOString() : null);

export async function listSoldUnrevealedKeys(database: Database, query: ListSoldUnrevealedKeysQuery): Promise<AdminPage<SoldUnrevealedKeyListRow>> {
  const { page, page_size: pageSize } = query;
  const where = `k.status = 'sold' and not ${REVEALED_SQL('k')}
    and ($1::int is null or k.product_id = $1) and ($2::text is null or k.batch = $2)`;
  const parameters = [query.product_id ?? null, query.batch ?? null];
  const [rows, [count]] = await Promise.all([
    database.query<SoldUnrevealedKeyListRow & { sold_at: Date | string | null }>(
      `select ${SOLD_KEY_COLUMNS}, k.product_id, p.title as product_title, k.batch,
              exists (select 1 from key_batch_revocations r where r.product_id = k.product_id and r.batch = k.batch) as batch_revoked
         from ${SOLD_KEY_FROM} join products p on p.id = k.product_id
        where ${where}
        order by k.sold_at desc nulls last, o.number desc, k.id limit $3 offset $4`,
      [...parameters, pageSize, (page - 1) * pageSize], 'admin.sold-unrevealed-keys'),
    database.query<{ total: number }>(`select count(*)::int as total from game_keys k where ${where}`, parameters, 'admin.sold-unrevealed-keys-count'),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, sold_at: isoOrNull(row.sold_at) })),
    total: count?.total ?? 0, page, page_size: pageSize,
  };
}

/**
 * A product's keys per batch and status (issue 12 §4): what is on sale, held by unpaid checkouts, sold and
 * not yet revealed (still replaceable or refundable), revealed (final), and revoked. A key counts as revealed
 * once its item is redeemed or a reveal of it is recorded (key_reveals).
 */
import type { Database } from '../../db/client.js';
import { findProduct, type KeyProduct } from './key-admin-checks.js';

export interface BatchStock {
  batch: string;
  available: number;
  reserved: number;
  sold_unrevealed: number;
  sold_revealed: number;
  revoked: number;
  total: number;
  /** Whether the operator revoked the batch (its keys never go back on sale). */
  is_revoked: boolean;
  first_loaded_at: string;
  last_loaded_at: string;
}

export interface KeyStockReport {
  product: Pick<KeyProduct, 'id' | 'title' | 'is_bundle' | 'is_preorder' | 'hidden' | 'stock'>;
  batches: BatchStock[];
  totals: Omit<BatchStock, 'batch' | 'is_revoked' | 'first_loaded_at' | 'last_loaded_at'>;
}

/** Whether the key's item has been revealed: the SQL shared by the stock report and the batch revocation. */
export const REVEALED_SQL = (key: string) =>
  `(exists (select 1 from order_items ri where ri.id = ${key}.order_item_id and ri.status = 'redeemed')
    or exists (select 1 from key_reveals rr where rr.order_item_id = ${key}.order_item_id))`;

export async function keyStock(database: Database, productId: number): Promise<KeyStockReport> {
  const product = await findProduct(database.query.bind(database), productId);
  const rows = await database.query<Omit<BatchStock, 'first_loaded_at' | 'last_loaded_at'> & { first_loaded_at: Date; last_loaded_at: Date }>(
    `select k.batch,
            count(*) filter (where k.status = 'available')::int as available,
            count(*) filter (where k.status = 'reserved')::int as reserved,
            count(*) filter (where k.status = 'sold' and not ${REVEALED_SQL('k')})::int as sold_unrevealed,
            count(*) filter (where k.status = 'sold' and ${REVEALED_SQL('k')})::int as sold_revealed,
            count(*) filter (where k.status = 'revoked')::int as revoked,
            count(*)::int as total,
            exists (select 1 from key_batch_revocations r where r.product_id = k.product_id and r.batch = k.batch) as is_revoked,
            min(k.created_at) as first_loaded_at, max(k.created_at) as last_loaded_at
       from game_keys k where k.product_id = $1
      group by k.product_id, k.batch order by min(k.created_at), k.batch`, [product.id]);
  const batches = rows.map((row) => ({
    ...row, first_loaded_at: new Date(row.first_loaded_at).toISOString(), last_loaded_at: new Date(row.last_loaded_at).toISOString(),
  }));
  const sum = (field: keyof KeyStockReport['totals']) => batches.reduce((total, batch) => total + batch[field], 0);
  return {
    product: { id: product.id, title: product.title, is_bundle: product.is_bundle, is_preorder: product.is_preorder, hidden: product.hidden, stock: product.stock },
    batches,
    totals: {
      available: sum('available'), reserved: sum('reserved'), sold_unrevealed: sum('sold_unrevealed'),
      sold_revealed: sum('sold_revealed'), revoked: sum('revoked'), total: sum('total'),
    },
  };
}

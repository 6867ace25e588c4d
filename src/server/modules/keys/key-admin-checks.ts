/** The checks every operator's key action shares (decision 0021): ids, batch labels, the product. */
import type { TransactionQuery } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';

/** A batch label: letters, digits and `. _ : -`, 1 to 64 characters, starting with a letter or digit. */
export const BATCH_LABEL = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkProductId(productId: number): void {
  if (!Number.isSafeInteger(productId) || productId < 1) {
    throw new AppError('invalid_input', `'${productId}' is not a product id (a positive whole number)`, { reason: 'BAD_PRODUCT_ID' });
  }
}

export function checkBatchLabel(batch: string): void {
  if (!BATCH_LABEL.test(batch)) {
    throw new AppError('invalid_input', 'A batch label is 1 to 64 letters, digits, dots, dashes, underscores or colons, starting with a letter or digit', { reason: 'BAD_BATCH_LABEL' });
  }
}

/** VAL-11: admin object ids are UUIDs. */
export function checkKeyId(keyId: string): void {
  if (!UUID.test(keyId)) throw new AppError('invalid_input', `'${keyId}' is not a key id (a UUID)`, { reason: 'BAD_KEY_ID' });
}

export interface KeyProduct {
  id: number;
  title: { es: string; en: string };
  is_bundle: boolean;
  is_preorder: boolean;
  /** Hidden from the storefront (catalogue-admin.ts): its keys are still the operator's to manage. */
  hidden: boolean;
  stock: number;
}

export async function findProduct(query: TransactionQuery, productId: number): Promise<KeyProduct> {
  checkProductId(productId);
  const [product] = await query<KeyProduct>('select id, title, is_bundle, is_preorder, hidden, stock from products where id = $1', [productId]);
  if (!product) throw new AppError('not_found', `No product ${productId}`, { reason: 'UNKNOWN_PRODUCT' });
  return product;
}

/**
 * importKeys (issue 12 §4, decision 0021): an operator's CSV file or pasted list loaded into a product's pool
 * under a batch label, in one transaction. Every code is fingerprinted (key-crypto.ts) and compared with the
 * other lines of the file and with every key ever loaded, for any product, revoked ones included: a key is one
 * redemption. The fingerprint is unique in the pool (drizzle/0018), so of two imports of one file racing each
 * key is added once; imports also take one advisory lock, so they never wait on each other in a circle.
 * The report names lines by number only: never a key's text.
 */
import { KEY_IMPORT_MAX_BYTES } from '../../../shared/contracts/admin/keys.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { lockProducts } from '../checkout/order-keys.js';
import { checkBatchLabel, checkProductId, findProduct } from './key-admin-checks.js';
import type { KeyCipher } from './key-crypto.js';
import { parseKeyFile, type KeyFileFormat, type MalformedLine } from './key-file.js';
import { announceCatalogChange } from '../catalog/catalog-changes.js';

/** One import's size at most: a larger delivery is imported in parts. */
export const MAX_IMPORT_BYTES = KEY_IMPORT_MAX_BYTES;
export const MAX_IMPORT_LINES = 20_000;

export interface ImportKeysInput {
  productId: number;
  /** Default `import-YYYYMMDD-HHMM` (UTC). */
  batch?: string;
  text: string;
  format?: KeyFileFormat;
}

export type DuplicateLine =
  | { line: number; reason: 'in_file'; first_line: number }
  | { line: number; reason: 'already_loaded'; product_id: number; batch: string };

export interface KeyImportReport {
  product_id: number;
  batch: string;
  format: 'csv' | 'list';
  lines: number;
  added: number;
  duplicates: DuplicateLine[];
  malformed: MalformedLine[];
  /** Keys came for a pre-order: its waiting paid orders are being delivered, oldest first (decision 5), by the outbox job. */
  preorders_queued: boolean;
  /** The product's stock after the import. */
  stock: number;
}

const IMPORT_LOCK = 'pixelkeys:key-import';

export function defaultBatchLabel(now: Date): string {
  const iso = now.toISOString();
  return `import-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}`;
}

export async function importKeys(
  database: Database, cipher: KeyCipher, actor: AuditActor, input: ImportKeysInput, now = new Date(),
): Promise<KeyImportReport> {
  checkProductId(input.productId);
  const batch = input.batch?.trim() || defaultBatchLabel(now);
  checkBatchLabel(batch);
  const bytes = Buffer.byteLength(input.text, 'utf8');
  if (bytes > MAX_IMPORT_BYTES) {
    throw new AppError('payload_too_large', `An import is at most ${MAX_IMPORT_BYTES / 1024 / 1024} MiB: split the file`, { reason: 'IMPORT_TOO_LARGE', max_bytes: MAX_IMPORT_BYTES });
  }
  const parsed = parseKeyFile(input.text, input.format);
  if (parsed.lines > MAX_IMPORT_LINES) {
    throw new AppError('payload_too_large', `An import is at most ${MAX_IMPORT_LINES} lines: split the file`, { reason: 'IMPORT_TOO_LARGE', max_lines: MAX_IMPORT_LINES });
  }
  if (parsed.keys.length === 0 && parsed.malformed.length === 0) {
    throw new AppError('invalid_input', 'There are no keys in this text', { reason: 'NO_KEYS' });
  }

  // Duplicates inside the file first: the first line of a code is the one loaded.
  const firstLineOf = new Map<string, number>();
  const duplicates: DuplicateLine[] = [];
  const fresh: { line: number; hash: string; ciphertext: string }[] = [];
  for (const key of parsed.keys) {
    const hash = cipher.fingerprint(key.code);
    const first = firstLineOf.get(hash);
    if (first !== undefined) {
      duplicates.push({ line: key.line, reason: 'in_file', first_line: first });
      continue;
    }
    firstLineOf.set(hash, key.line);
    fresh.push({ line: key.line, hash, ciphertext: cipher.encrypt(key.code) });
  }

  return announceCatalogChange(database, database.transaction(async (query) => {
    const product = await findProduct(query, input.productId);
    if (product.is_bundle) {
      throw new AppError('business_rule', 'A mystery bundle has no keys of its own: import keys for the games of its pool', { reason: 'BUNDLE_HAS_NO_KEYS' });
    }
    const [revoked] = await query('select 1 from key_batch_revocations where product_id = $1 and batch = $2', [product.id, batch]);
    if (revoked) {
      throw new AppError('conflict', `Batch ${batch} of product ${product.id} was revoked: give the new keys another label`, { reason: 'BATCH_REVOKED' });
    }
    await query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [IMPORT_LOCK]);
    await lockProducts(query, [product.id]);
    const [before] = await query<{ stock: number }>('select stock from products where id = $1', [product.id]);
    // Fingerprint order, so that even without the advisory lock two imports take index entries in one order.
    const inserted = await query<{ code_hash: string }>(
      `insert into game_keys (product_id, code_ciphertext, code_hash, batch)
       select $1::int, k.ciphertext, k.hash, $4 from unnest($2::text[], $3::text[]) as k(ciphertext, hash) order by k.hash
       on conflict (code_hash) do nothing returning code_hash`,
      [product.id, fresh.map((key) => key.ciphertext), fresh.map((key) => key.hash), batch]);
    const added = new Set(inserted.map((row) => row.code_hash));
    const known = fresh.filter((key) => !added.has(key.hash));
    if (known.length > 0) {
      const owners = new Map((await query<{ code_hash: string; product_id: number; batch: string }>(
        'select code_hash, product_id, batch from game_keys where code_hash = any($1::text[])', [known.map((key) => key.hash)],
      )).map((row) => [row.code_hash, row]));
      for (const key of known) {
        const owner = owners.get(key.hash)!;
        duplicates.push({ line: key.line, reason: 'already_loaded', product_id: owner.product_id, batch: owner.batch });
      }
    }
    duplicates.sort((a, b) => a.line - b.line);
    const [after] = await query<{ stock: number }>('select stock from products where id = $1', [product.id]);
    const report: KeyImportReport = {
      product_id: product.id,
      batch,
      format: parsed.format,
      lines: parsed.lines,
      added: added.size,
      duplicates,
      malformed: parsed.malformed,
      // The insert trigger wrote the delivery job in this transaction (drizzle/0012, preorders.ts).
      preorders_queued: product.is_preorder && added.size > 0,
      stock: after!.stock,
    };
    await recordAudit(query, actor, {
      action: 'keys.import',
      targetType: 'product',
      targetId: product.id,
      before: { stock: before!.stock },
      after: {
        batch, format: parsed.format, lines: parsed.lines, added: report.added, duplicates: duplicates.length,
        malformed: parsed.malformed.length, stock: report.stock,
      },
    });
    return report;
  }));
}

/**
 * The key commands of `npm run admin` (issue 12 §4, decision 0021): their arguments and their human output.
 *
 *   import-keys <product id> <file> [--batch <label>] [--format csv|list]
 *   keys stock <product id>
 *   keys revoke <product id> <batch>
 *   keys replace <key id>        keys refund <key id>
 *
 * The tool reads the file itself and sends its text (the store may run as another user, or elsewhere on
 * PostgreSQL). With no store running it needs the key cipher: KEY_ENCRYPTION_KEY, or for the embedded
 * database the one the store generated into DATA_DIR/secrets.json, never a new one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { formatEuros } from '../../shared/money.js';
import { AppError } from '../http/app-error.js';
import { MAX_IMPORT_BYTES, type KeyImportReport } from '../modules/keys/import-keys.js';
import { createKeyCipher, type KeyCipher } from '../modules/keys/key-crypto.js';
import type { MalformedReason } from '../modules/keys/key-file.js';
import type { KeyRefunded, KeyReplaced } from '../modules/keys/key-remedies.js';
import type { KeyStockReport } from '../modules/keys/key-stock.js';
import type { BatchRevocation } from '../modules/keys/revoke-batch.js';
import type { AdminRequest } from './admin-commands.js';

export const KEYS_USAGE = `       npm run admin -- import-keys <product id> <file> [--batch <label>] [--format csv|list]
       npm run admin -- keys stock <product id>
       npm run admin -- keys revoke <product id> <batch>
       npm run admin -- keys replace <key id>
       npm run admin -- keys refund <key id>`;

/** A file the tool cannot read (exit 1, not a usage mistake). */
export class KeyFileError extends Error {}

type KeyCommand = Extract<AdminRequest['command'], { name: `keys.${string}` }>;

/** Options `--name value` taken out of the arguments; undefined when the value is missing. */
function takeOption(args: string[], name: string): string | undefined | null {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const [, value] = args.splice(at, 2);
  return value;
}

const productIdOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

function readKeyFile(file: string): string {
  let size: number;
  try {
    size = statSync(file).size;
  } catch (error) {
    throw new KeyFileError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  if (size > MAX_IMPORT_BYTES) throw new KeyFileError(`${file} is ${size} bytes; an import is at most ${MAX_IMPORT_BYTES} bytes: split it`);
  const bytes = readFileSync(file);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) throw new KeyFileError(`${file} is not UTF-8 text: save it as UTF-8 (CSV UTF-8 in a spreadsheet)`);
  return text;
}

/** The key command these arguments name, undefined when they name none, or null when they are wrong. */
export function parseKeyArguments(input: string[]): KeyCommand | undefined | null {
  const args = [...input];
  if (args[0] === 'import-keys') {
    const batch = takeOption(args, '--batch');
    const format = takeOption(args, '--format');
    const [, product, file, ...rest] = args;
    const productId = productIdOf(product);
    if (batch === undefined || format === undefined || (format !== null && format !== 'csv' && format !== 'list')) return null;
    if (productId === undefined || !file || rest.length > 0) return null;
    return {
      name: 'keys.import', productId, text: readKeyFile(file), ...(batch ? { batch } : {}),
      format: format ?? (extname(file).toLowerCase() === '.csv' ? 'csv' : 'auto'),
    };
  }
  if (args[0] !== 'keys') return undefined;
  const [, action, first, second, ...rest] = args;
  if (rest.length > 0) return null;
  const productId = productIdOf(first);
  if (action === 'stock' && productId !== undefined && second === undefined) return { name: 'keys.stock', productId };
  if (action === 'revoke' && productId !== undefined && second) return { name: 'keys.revoke', productId, batch: second };
  if ((action === 'replace' || action === 'refund') && first && second === undefined) return { name: `keys.${action}`, keyId: first };
  return null;
}

/** The cipher for a tool working on the data itself: the store's key, never a new one. */
export function toolKeyCipher(env: { DATA_DIR: string; DATABASE_URL?: string }, source: Record<string, string | undefined> = process.env): KeyCipher {
  let hex = source.KEY_ENCRYPTION_KEY;
  const stored = join(resolve(env.DATA_DIR), 'secrets.json');
  if (!hex && !env.DATABASE_URL && existsSync(stored)) hex = (JSON.parse(readFileSync(stored, 'utf8')) as { KEY_ENCRYPTION_KEY?: string }).KEY_ENCRYPTION_KEY;
  if (!hex || !/^[0-9a-f]{64}$/i.test(hex)) {
    throw new AppError('unavailable', 'No store is running and KEY_ENCRYPTION_KEY (64 hex characters, the store\'s) is not set: set it, or start the store and try again');
  }
  return createKeyCipher(Buffer.from(hex, 'hex'));
}

const MALFORMED: Record<MalformedReason, string> = {
  empty_code: 'no code',
  too_long: 'too long to be a key',
  control_characters: 'invisible or control characters',
  wrong_column_count: 'not as many columns as the header',
  several_values: 'several values on the line (a CSV file needs a header naming the key column)',
  unclosed_quote: 'a quote that is never closed',
  text_after_quote: 'text after a closing quote',
  stray_quote: 'a quote inside an unquoted value',
};

/** At most this many lines of each list in the human output; --json has them all. */
const SHOWN = 20;

function listed<T>(title: string, entries: T[], describe: (entry: T) => string): string[] {
  if (entries.length === 0) return [];
  const more = entries.length > SHOWN ? [`  … and ${entries.length - SHOWN} more (--json lists every line)`] : [];
  return [`${title}:`, ...entries.slice(0, SHOWN).map((entry) => `  ${describe(entry)}`), ...more];
}

function describeImport(report: KeyImportReport): string[] {
  return [
    `Batch ${report.batch} of product ${report.product_id}: ${report.added} keys added, ${report.duplicates.length} duplicates, `
      + `${report.malformed.length} malformed (${report.lines} lines read as ${report.format === 'csv' ? 'CSV' : 'a list'}). Stock now ${report.stock}.`,
    ...(report.preorders_queued ? ['Paid pre-orders waiting for these keys are being delivered, oldest order first.'] : []),
    ...listed('Duplicates (not added)', report.duplicates, (entry) => (entry.reason === 'in_file'
      ? `line ${entry.line}: the same key as line ${entry.first_line}`
      : `line ${entry.line}: already loaded (product ${entry.product_id}, batch ${entry.batch})`)),
    ...listed('Malformed (not added)', report.malformed, (entry) => `line ${entry.line}: ${MALFORMED[entry.reason]}`),
  ];
}

function describeStock(report: KeyStockReport): string[] {
  const { product } = report;
  const kind = product.is_bundle ? '; a mystery bundle: its keys are its pool games\'' : product.is_preorder ? '; pre-order' : '';
  const columns = (cells: (string | number)[]) => cells.map((cell, index) => (index === 0 ? String(cell).padEnd(28) : String(cell).padStart(10))).join(' ');
  return [
    `Product ${product.id} — ${product.title.en} (stock ${product.stock}${kind})`,
    columns(['batch', 'available', 'reserved', 'sold', 'revealed', 'revoked', 'total']),
    ...report.batches.map((batch) => `${columns([batch.batch, batch.available, batch.reserved, batch.sold_unrevealed, batch.sold_revealed, batch.revoked, batch.total])}`
      + `  loaded ${batch.first_loaded_at.slice(0, 10)}${batch.is_revoked ? '  REVOKED' : ''}`),
    columns(['total', report.totals.available, report.totals.reserved, report.totals.sold_unrevealed, report.totals.sold_revealed, report.totals.revoked, report.totals.total]),
    '(sold: sold and not yet revealed, still replaceable or refundable; revealed: final)',
  ];
}

function describeRevocation(result: BatchRevocation): string[] {
  return [
    `Batch ${result.batch} of product ${result.product_id} ${result.already_revoked ? 'was already revoked' : 'revoked'}: `
      + `${result.revoked_available} available keys and ${result.revoked_reserved} held by unpaid checkouts withdrawn; `
      + `${result.sold_revealed} revealed keys left as they are (final).`,
    ...(result.sold_unrevealed.length === 0
      ? ['No sold key of this batch waits unrevealed.']
      : [
        `${result.sold_unrevealed.length} sold keys not yet revealed. For each, one of:`,
        '  npm run admin -- keys replace <key id>   another key of the product takes its place; the buyer is mailed',
        '  npm run admin -- keys refund <key id>    its item is refunded; the buyer is mailed',
        ...result.sold_unrevealed.map((key) => `  ${key.key_id}  order ${key.order_number}  item ${key.order_item_id}  ${key.email ?? '(deleted account)'}  ${key.item_status}`),
      ]),
  ];
}

export function describeKeyResult(command: KeyCommand, result: unknown): string[] {
  switch (command.name) {
    case 'keys.import': return describeImport(result as KeyImportReport);
    case 'keys.stock': return describeStock(result as KeyStockReport);
    case 'keys.revoke': return describeRevocation(result as BatchRevocation);
    case 'keys.replace': {
      const replaced = result as KeyReplaced;
      return [`Key ${replaced.key_id} revoked and replaced by ${replaced.replacement_key_id} (batch ${replaced.replacement_batch}) `
        + `in order ${replaced.order_number}; ${replaced.email ?? 'the buyer'} is mailed.`];
    }
    case 'keys.refund': {
      const refunded = result as KeyRefunded;
      return [`Order item ${refunded.order_item_id} of order ${refunded.order_number} refunded (${formatEuros(refunded.amount_cents, 'en')}); `
        + `key ${refunded.key_id} revoked; ${refunded.email ?? 'the buyer'} is mailed and paid back.`];
    }
  }
}

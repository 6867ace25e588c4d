/**
 * The operator's keys (issue 12 §4, decision 0021) over HTTP: import a CSV file or a pasted list under a batch
 * label and get the report (added, duplicates, malformed lines, by number, never by text); stock per batch;
 * revoke a batch; replace or refund a sold key its buyer has not revealed. The answers mirror the module's
 * result types (src/server/modules/keys/).
 */
import { z } from 'zod';
import { AdminIdSchema, AdminPageQuerySchema, adminPageOf } from './common.js';

/** The largest key file the back office takes (MAX_IMPORT_BYTES of import-keys.ts): 2 MiB of text. */
export const KEY_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The JSON body of importKeys may be this large: the text, escaped, and the rest of the body. */
export const KEY_IMPORT_MAX_BODY_BYTES = 5 * 1024 * 1024;

export const KEY_FILE_FORMATS = ['csv', 'list'] as const;
/** A batch label: letters, digits and `. _ : -`, 1 to 64, starting with a letter or digit (key-admin-checks.ts). */
export const BATCH_LABEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const BATCH_MESSAGE = '1 to 64 letters, digits, dots, dashes, underscores or colons, starting with a letter or digit';

export const ProductIdSchema = z.coerce.number({ message: 'must be a product id' }).int().min(1).max(2_147_483_647);
export const BatchLabelSchema = z.string().trim().regex(BATCH_LABEL_PATTERN, { message: BATCH_MESSAGE });

export const ImportKeysBodySchema = z.object({
  product_id: ProductIdSchema,
  /** Empty or absent: `import-YYYYMMDD-HHMM` (UTC). */
  batch: z.string().trim().max(64).optional().transform((value) => value || undefined)
    .refine((value) => value === undefined || BATCH_LABEL_PATTERN.test(value), { message: BATCH_MESSAGE }),
  /** Absent: told from the text (a first line naming a `code` or `key` column is CSV). */
  format: z.enum(KEY_FILE_FORMATS).optional(),
  text: z.string().min(1, 'paste the keys or choose a file').max(KEY_IMPORT_MAX_BYTES),
});
export type ImportKeysBody = z.input<typeof ImportKeysBodySchema>;

export const MALFORMED_REASONS = [
  'empty_code', 'too_long', 'control_characters', 'several_values', 'wrong_column_count', 'unclosed_quote', 'text_after_quote', 'stray_quote',
] as const;

export const DuplicateLineSchema = z.discriminatedUnion('reason', [
  z.object({ line: z.number().int(), reason: z.literal('in_file'), first_line: z.number().int() }),
  z.object({ line: z.number().int(), reason: z.literal('already_loaded'), product_id: z.number().int(), batch: z.string() }),
]);
export const MalformedLineSchema = z.object({ line: z.number().int(), reason: z.enum(MALFORMED_REASONS) });

export const KeyImportReportSchema = z.object({
  product_id: z.number().int(),
  batch: z.string(),
  format: z.enum(KEY_FILE_FORMATS),
  lines: z.number().int(),
  added: z.number().int(),
  duplicates: z.array(DuplicateLineSchema),
  malformed: z.array(MalformedLineSchema),
  preorders_queued: z.boolean().describe("Keys came for a pre-order: its waiting paid orders are being delivered"),
  stock: z.number().int().describe("The product's stock after the import"),
});
export type KeyImportReportBody = z.infer<typeof KeyImportReportSchema>;

export const GetKeyStockQuerySchema = z.object({ product_id: ProductIdSchema });

const counts = {
  available: z.number().int(),
  reserved: z.number().int(),
  sold_unrevealed: z.number().int(),
  sold_revealed: z.number().int(),
  revoked: z.number().int(),
  total: z.number().int(),
};
export const BatchStockSchema = z.object({
  batch: z.string(),
  ...counts,
  is_revoked: z.boolean(),
  first_loaded_at: z.string(),
  last_loaded_at: z.string(),
});
export type BatchStockRow = z.infer<typeof BatchStockSchema>;

export const SoldUnrevealedKeySchema = z.object({
  key_id: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  order_item_id: z.string(),
  item_status: z.string().describe('delivered, or pending_refund while a refund of it waits for review'),
  email: z.string().nullable(),
  sold_at: z.string().nullable(),
});
export type SoldUnrevealedKeyRow = z.infer<typeof SoldUnrevealedKeySchema>;

/** Sold keys their buyers have not revealed, whether or not their batch is revoked: each one replaceable or refundable. */
export const ListSoldUnrevealedKeysQuerySchema = AdminPageQuerySchema.extend({
  product_id: ProductIdSchema.optional(),
  batch: BatchLabelSchema.optional(),
});
export type ListSoldUnrevealedKeysQuery = z.output<typeof ListSoldUnrevealedKeysQuerySchema>;
export const SoldUnrevealedKeyListRowSchema = SoldUnrevealedKeySchema.extend({
  product_id: z.number().int(),
  product_title: z.object({ es: z.string(), en: z.string() }),
  batch: z.string(),
  batch_revoked: z.boolean(),
});
export type SoldUnrevealedKeyListRow = z.infer<typeof SoldUnrevealedKeyListRowSchema>;
export const ListSoldUnrevealedKeysResponseSchema = adminPageOf(SoldUnrevealedKeyListRowSchema);

export const KeyStockReportSchema = z.object({
  product: z.object({
    id: z.number().int(), title: z.object({ es: z.string(), en: z.string() }), is_bundle: z.boolean(), is_preorder: z.boolean(),
    hidden: z.boolean().describe('Hidden from the storefront: its keys are still managed here'), stock: z.number().int(),
  }),
  batches: z.array(BatchStockSchema),
  totals: z.object(counts),
});
export type KeyStockReportBody = z.infer<typeof KeyStockReportSchema>;

export const RevokeKeyBatchBodySchema = z.object({ product_id: ProductIdSchema, batch: BatchLabelSchema });
export const BatchRevocationSchema = z.object({
  product_id: z.number().int(),
  batch: z.string(),
  already_revoked: z.boolean(),
  revoked_available: z.number().int(),
  revoked_reserved: z.number().int(),
  sold_unrevealed: z.array(SoldUnrevealedKeySchema).describe("Sold keys the buyer has not revealed: replace or refund each"),
  sold_revealed: z.number().int().describe('Sold and revealed: final, left as they are'),
});
export type BatchRevocationBody = z.infer<typeof BatchRevocationSchema>;

export const KeyRemedyBodySchema = z.object({ key_id: AdminIdSchema });
const remedy = { key_id: z.string(), order_item_id: z.string(), order_number: z.number().int(), email: z.string().nullable() };
export const KeyReplacedSchema = z.object({ ...remedy, replacement_key_id: z.string(), replacement_batch: z.string() });
export const KeyRefundedSchema = z.object({ ...remedy, refund_request_id: z.string(), amount_cents: z.number().int() });

/**
 * getInvoice (issue 11 §4): GET `?order_id=` → the order's invoice as a PDF download (the full invoice when
 * one was issued in exchange for the simplified one); `&invoice_id=` → that invoice of the order (a
 * corrective one, say); `&lang=es|en` → in that language instead of the buyer's at issue. Signed-in
 * owner only: another shopper's order is a 404, as an unknown one is.
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { EurosSchema } from './common.js';

export const INVOICE_KINDS = ['simplified', 'full', 'corrective'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const OrderIdSchema = z.uuid({ message: 'must be an order id (a UUID)' });

export const GetInvoiceQuerySchema = z.object({
  order_id: OrderIdSchema,
  invoice_id: z.uuid({ message: 'must be an invoice id (a UUID)' }).optional(),
  lang: z.enum(LANGUAGES, { message: "must be 'es' or 'en'" }).optional(),
});
export type GetInvoiceQuery = z.input<typeof GetInvoiceQuerySchema>;

/** One invoice of an order, as getUserOrders lists it. */
export const InvoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string().describe('Series, year and number, as printed: F2026-000123 (R for corrective invoices)'),
  kind: z.enum(INVOICE_KINDS),
  issued_at: z.string(),
  total: EurosSchema.describe('Negative on a corrective invoice'),
  replaced: z.boolean().describe('A simplified invoice replaced by a full one at the buyer\'s request'),
  original_number: z.string().nullable().describe('The invoice a corrective invoice corrects, or a full one replaces'),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** The file name of an invoice's PDF. */
export const invoiceFileName = (number: string) => `pixelkeys-${number}.pdf`;

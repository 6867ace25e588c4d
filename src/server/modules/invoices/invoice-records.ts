/**
 * Invoices as stored (issue 11 §4; src/server/db/schema.ts `invoices`): read back for the PDF and for an
 * order's list. Everything printed is in the row, copied when it was issued.
 */
import type { Language } from '../../../shared/constants.js';
import type { InvoiceKind, InvoiceSummary } from '../../../shared/contracts/get-invoice.js';
import { centsToEuros } from '../../../shared/money.js';
import type { TransactionQuery } from '../../db/client.js';
import type { InvoiceLine } from '../../db/schema.js';

/** Ordinary invoices (simplified and full) and corrective ones have series of their own (RD 1619/2012 art. 6.1.a). */
export const INVOICE_SERIES = { ordinary: 'F', corrective: 'R' } as const;

/** As printed: series, year and a six-digit number (F2026-000123). */
export const formatInvoiceNumber = (series: string, year: number, number: number): string => `${series}${year}-${String(number).padStart(6, '0')}`;

export interface Seller {
  legal_name: string;
  tax_id: string;
  address: string;
}

export interface InvoiceRecord {
  id: string;
  orderId: string;
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  language: Language;
  orderNumber: number;
  paymentMethod: string | null;
  seller: Seller;
  buyer: Record<string, string> | null;
  lines: InvoiceLine[];
  vatRatePercent: number;
  baseCents: number;
  taxCents: number;
  totalCents: number;
  /** What a corrective invoice corrects, or what a full invoice was issued in exchange for. */
  original: { number: string; kind: InvoiceKind; issuedAt: Date } | null;
}

interface Row {
  id: string; order_id: string; series: string; year: number; number: number; kind: InvoiceKind; issued_at: Date; language: string;
  order_number: number; payment_method: string | null; seller: Seller; buyer: Record<string, string> | null; lines: InvoiceLine[];
  vat_rate_percent: number; base_cents: number; tax_cents: number; total_cents: number;
  original_series: string | null; original_year: number | null; original_number: number | null; original_kind: InvoiceKind | null; original_issued_at: Date | null;
}

const SELECT = `
  select v.id, v.order_id, v.series, v.year, v.number, v.kind, v.issued_at, v.language, v.order_number, v.payment_method, v.seller, v.buyer,
         v.lines, v.vat_rate_percent, v.base_cents, v.tax_cents, v.total_cents, w.series as original_series, w.year as original_year,
         w.number as original_number, w.kind as original_kind, w.issued_at as original_issued_at
    from invoices v left join invoices w on w.id = v.original_invoice_id`;

const toRecord = (row: Row): InvoiceRecord => ({
  id: row.id,
  orderId: row.order_id,
  number: formatInvoiceNumber(row.series, row.year, row.number),
  kind: row.kind,
  issuedAt: new Date(row.issued_at),
  language: row.language === 'en' ? 'en' : 'es',
  orderNumber: row.order_number,
  paymentMethod: row.payment_method,
  seller: row.seller,
  buyer: row.buyer,
  lines: row.lines,
  vatRatePercent: row.vat_rate_percent,
  baseCents: row.base_cents,
  taxCents: row.tax_cents,
  totalCents: row.total_cents,
  original: row.original_series && row.original_kind && row.original_issued_at
    ? { number: formatInvoiceNumber(row.original_series, row.original_year!, row.original_number!), kind: row.original_kind, issuedAt: new Date(row.original_issued_at) }
    : null,
});

/** One invoice of an order, or undefined. */
export async function findInvoice(query: TransactionQuery, orderId: string, invoiceId: string): Promise<InvoiceRecord | undefined> {
  const [row] = await query<Row>(`${SELECT} where v.order_id = $1 and v.id = $2`, [orderId, invoiceId]);
  return row && toRecord(row);
}

/**
 * The order's invoice in force: the full one when it was issued (also in exchange for the simplified
 * one), else the simplified one; corrective invoices stand beside it. Undefined before payment.
 */
export async function findCurrentInvoice(query: TransactionQuery, orderId: string): Promise<InvoiceRecord | undefined> {
  const [row] = await query<Row>(
    `${SELECT} where v.order_id = $1 and v.kind <> 'corrective' order by (v.kind = 'full') desc, v.issued_at desc limit 1`, [orderId]);
  return row && toRecord(row);
}

/** What getUserOrders and setOrderBilling list of an invoice: the SQL of `invoiceSummariesSql`, as JSON. */
export interface InvoiceSummaryRow {
  id: string; series: string; year: number; number: number; kind: InvoiceKind; issued_at: string; total_cents: number; replaced: boolean;
  original_series: string | null; original_year: number | null; original_number: number | null;
}

/** A JSON array of an order's invoices, oldest first, for a query where `orderIdSql` names the order's id. */
export const invoiceSummariesSql = (orderIdSql: string) => `
  coalesce((select json_agg(json_build_object(
      'id', v.id, 'series', v.series, 'year', v.year, 'number', v.number, 'kind', v.kind, 'issued_at', v.issued_at, 'total_cents', v.total_cents,
      'replaced', exists (select 1 from invoices r where r.original_invoice_id = v.id and r.kind = 'full'),
      'original_series', w.series, 'original_year', w.year, 'original_number', w.number) order by v.issued_at, v.series, v.number)
    from invoices v left join invoices w on w.id = v.original_invoice_id where v.order_id = ${orderIdSql}), '[]')`;

export const toInvoiceSummary = (row: InvoiceSummaryRow): InvoiceSummary => ({
  id: row.id,
  number: formatInvoiceNumber(row.series, row.year, row.number),
  kind: row.kind,
  issued_at: new Date(row.issued_at).toISOString(),
  total: centsToEuros(row.total_cents),
  replaced: row.replaced,
  original_number: row.original_series ? formatInvoiceNumber(row.original_series, row.original_year!, row.original_number!) : null,
});

/**
 * Whether the buyer may still ask for a full invoice (setOrderBilling): not for a canceled order, nor
 * once a full invoice exists, nor once an item was refunded (its corrective invoice corrects the one issued).
 */
export const canRequestFullInvoice = (status: string, invoices: Pick<InvoiceSummary, 'kind'>[]): boolean =>
  status !== 'canceled' && !invoices.some((invoice) => invoice.kind === 'full' || invoice.kind === 'corrective');

export async function invoicesOfOrder(query: TransactionQuery, orderId: string): Promise<InvoiceSummary[]> {
  const [row] = await query<{ invoices: InvoiceSummaryRow[] }>(`select ${invoiceSummariesSql('$1::uuid')} as invoices`, [orderId]);
  return (row?.invoices ?? []).map(toInvoiceSummary);
}

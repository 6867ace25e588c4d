/**
 * A refunded item's corrective invoice (factura rectificativa, issue 11 §4; RD 1619/2012 art. 15): series R,
 * its number taken in its own transaction, referring to the order's invoice in force, with the refunded
 * amount negative (base and tax split as on every invoice). Run by the outbox job CORRECTIVE_INVOICE
 * (invoice-jobs.ts) that the refund writes; one per item, however often the job runs.
 */
import type { Logger } from 'pino';
import { vatBreakdown } from '../../../shared/tax.js';
import type { Database } from '../../db/client.js';
import type { InvoiceLine, Localized } from '../../db/schema.js';
import { findCurrentInvoice, INVOICE_SERIES } from './invoice-records.js';

export interface CorrectiveInvoiceRequest {
  orderItemId: string;
  /** What was refunded for the item, in cents (VAT included). */
  amountCents: number;
}

/** Reads the job's payload; a malformed one is a bug of the code that wrote it. */
export function correctiveRequestOf(payload: Record<string, unknown>): CorrectiveInvoiceRequest {
  const { orderItemId, amountCents } = payload;
  if (typeof orderItemId !== 'string' || !Number.isSafeInteger(amountCents) || (amountCents as number) <= 0) {
    throw new Error(`A corrective invoice job needs { orderItemId, amountCents > 0 in cents }: ${JSON.stringify(payload)}`);
  }
  return { orderItemId, amountCents: amountCents as number };
}

/** The corrective invoice's id; null when there is nothing to correct (no such item, or its order was never invoiced). */
export async function issueCorrectiveInvoice(
  { database, logger }: { database: Database; logger: Logger },
  { orderItemId, amountCents }: CorrectiveInvoiceRequest,
): Promise<string | null> {
  return database.transaction(async (query) => {
    const [item] = await query<{ order_id: string; quantity: number; unit_price_cents: number; pvp_cents: number; title: Localized }>(
      `select i.order_id, i.quantity, i.unit_price_cents, i.pvp_cents, p.title from order_items i join products p on p.id = i.product_id where i.id = $1`,
      [orderItemId]);
    if (!item) {
      logger.warn({ orderItemId }, 'a corrective invoice for an order item that does not exist');
      return null;
    }
    // The order's lock orders this with a buyer's request for a full invoice (set-order-billing.ts):
    // the corrective invoice refers to the invoice in force once that one is done.
    await query('select id from orders where id = $1 for update', [item.order_id]);
    const [done] = await query<{ id: string }>(`select id from invoices where order_item_id = $1 and kind = 'corrective'`, [orderItemId]);
    if (done) return done.id;
    const original = await findCurrentInvoice(query, item.order_id);
    if (!original) {
      logger.warn({ orderItemId, order: item.order_id }, 'a refunded item whose order has no invoice: no corrective invoice');
      return null;
    }
    // A refund of more than the item cost is a bug upstream; the invoice corrects at most what was invoiced.
    const refunded = Math.min(amountCents, item.pvp_cents);
    if (refunded !== amountCents) logger.error({ orderItemId, amountCents, itemCents: item.pvp_cents }, 'refund larger than the item: corrected up to its price');
    const whole = refunded === item.pvp_cents;
    const line: InvoiceLine = {
      description: item.title,
      quantity: whole ? -item.quantity : -1,
      unit_price_cents: whole ? item.unit_price_cents : refunded,
      total_cents: -refunded,
    };
    const { subtotalCents, taxCents } = vatBreakdown(refunded, original.vatRatePercent);
    const [issued] = await query<{ id: string }>(
      `with issue as (select extract(year from now() at time zone 'Europe/Madrid')::int as year)
       insert into invoices (order_id, order_item_id, series, year, number, kind, original_invoice_id, language, order_number, payment_method,
                             seller, buyer, lines, vat_rate_percent, base_cents, tax_cents, total_cents)
       select $1, $2, $3, issue.year, pk_next_invoice_number($3, issue.year), 'corrective', $4, $5, $6, $7,
              (select jsonb_build_object('legal_name', legal_name, 'tax_id', tax_id, 'address', address) from invoice_issuer), $8, $9, $10, $11, $12, $13
         from issue
       returning id`,
      [item.order_id, orderItemId, INVOICE_SERIES.corrective, original.id, original.language, original.orderNumber, original.paymentMethod,
        original.buyer === null ? null : JSON.stringify(original.buyer), JSON.stringify([line]), original.vatRatePercent,
        -subtotalCents, -taxCents, -refunded]);
    return issued!.id;
  });
}

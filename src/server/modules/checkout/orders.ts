/**
 * getUserOrders (§3 Order and Order item, §7, decision 15): the shopper's orders with their items, newest
 * first, and (issue 11 §1, §4) each one's billing details and invoices.
 */
import type { OrderBilling, UserOrder } from '../../../shared/contracts/get-user-orders.js';
import { centsToEuros } from '../../../shared/money.js';
import type { Database } from '../../db/client.js';
import { canRequestFullInvoice, invoiceSummariesSql, toInvoiceSummary, type InvoiceSummaryRow } from '../invoices/invoice-records.js';

interface Row {
  id: string;
  number: number;
  created_at: Date;
  status: string;
  pvp_cents: number;
  total_discount_cents: number;
  payment_method: string | null;
  cancel_reason: string | null;
  items: {
    id: string; product_id: number; quantity: number; unit_price_cents: number; pvp_cents: number; status: string;
    title: { es: string; en: string }; platform: string; regions: string[]; image_url: string;
  }[];
  billing: Record<string, string> | null;
  invoices: InvoiceSummaryRow[];
}

const BILLING_TEXTS = ['email', 'first_name', 'last_name', 'address', 'city', 'postal_code', 'country'] as const;

/** The stored details in the contract's shape (they were checked at checkout; older rows may lack a field). */
function billingOf(stored: Record<string, string> | null): OrderBilling | null {
  if (!stored) return null;
  const billing = Object.fromEntries(BILLING_TEXTS.map((field) => [field, typeof stored[field] === 'string' ? stored[field] : ''])) as OrderBilling;
  if (stored.company) billing.company = stored.company;
  if (stored.tax_id) billing.tax_id = stored.tax_id;
  return billing;
}

export async function getUserOrders(database: Database, userId: string): Promise<UserOrder[]> {
  const rows = await database.query<Row>(
    `select o.id, o.number, o.created_at, o.status, o.pvp_cents, o.total_discount_cents, o.payment_method, o.cancel_reason,
            coalesce((select json_agg(json_build_object(
                'id', i.id, 'product_id', i.product_id, 'quantity', i.quantity, 'unit_price_cents', i.unit_price_cents,
                'pvp_cents', i.pvp_cents, 'status', i.status, 'title', p.title, 'platform', p.platform, 'regions', p.regions,
                'image_url', p.image_url) order by i.position, i.id)
               from order_items i join products p on p.id = i.product_id where i.order_id = o.id), '[]') as items,
            o.billing, ${invoiceSummariesSql('o.id')} as invoices
       from orders o where o.user_id = $1
      order by o.created_at desc, o.number desc`,
    [userId],
    'orders.of-user',
  );
  return rows.map((row) => ({
    id: row.id,
    number: String(row.number),
    created_at: new Date(row.created_at).toISOString(),
    status: row.status,
    pvp: centsToEuros(row.pvp_cents),
    total_discount: centsToEuros(row.total_discount_cents),
    payment_method: row.payment_method,
    cancel_reason: row.cancel_reason,
    order_items: row.items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      product: { id: item.product_id, title: item.title, platform: item.platform, region: item.regions, image_url: item.image_url },
      quantity: item.quantity,
      unit_price: centsToEuros(item.unit_price_cents),
      pvp: centsToEuros(item.pvp_cents),
      status: item.status,
    })),
    billing: billingOf(row.billing),
    ...invoicesPart(row),
  }));
}

function invoicesPart(row: Pick<Row, 'status' | 'invoices'>): Pick<UserOrder, 'invoices' | 'can_request_full_invoice'> {
  const invoices = row.invoices.map(toInvoiceSummary);
  return { invoices, can_request_full_invoice: canRequestFullInvoice(row.status, invoices) };
}

/**
 * The invoice a shopper downloads (getInvoice, issue 11 §4): of an order of theirs, the one asked for or
 * the one in force. Another shopper's order answers as an unknown one does: no order is confirmed to exist.
 * The operator (getAdminOrderInvoice, issue 12 §5) passes `userId: null`: any order.
 */
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { findCurrentInvoice, findInvoice, type InvoiceRecord } from './invoice-records.js';

export async function findInvoiceForDownload(
  database: Database,
  { userId, orderId, invoiceId }: { userId: string | null; orderId: string; invoiceId?: string | undefined },
): Promise<InvoiceRecord> {
  const query = <Row>(text: string, params?: unknown[]) => database.query<Row>(text, params);
  const [order] = await query<{ number: number; status: string }>('select number, status from orders where id = $1 and ($2::text is null or user_id = $2)', [orderId, userId]);
  if (!order) throw new AppError('not_found', `No order ${orderId}${userId === null ? '' : ' in your account'}`, { reason: 'ORDER_NOT_FOUND' });
  if (invoiceId) {
    const invoice = await findInvoice(query, orderId, invoiceId);
    if (!invoice) throw new AppError('not_found', `Order ${order.number} has no invoice ${invoiceId}`, { reason: 'INVOICE_NOT_FOUND' });
    return invoice;
  }
  const invoice = await findCurrentInvoice(query, orderId);
  if (!invoice) {
    const why = order.status === 'canceled' ? 'it was canceled' : order.status === 'pending' ? 'it is not paid yet' : 'it was paid before invoices were issued';
    throw new AppError('not_found', `Order ${order.number} has no invoice: ${why}`, { reason: 'NO_INVOICE', status: order.status });
  }
  return invoice;
}

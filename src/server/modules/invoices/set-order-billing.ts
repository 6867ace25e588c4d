/**
 * setOrderBilling (issue 11 §4): the buyer gives a tax id (and the details to print with it) after
 * checkout and gets a full invoice. A paid order's simplified invoice is not altered: a full invoice is
 * issued with its own number, naming the simplified one it replaces (the exchange Spanish rules allow),
 * in one transaction under the order's lock; an unpaid order keeps the details for the invoice its payment
 * issues. Refused once a full invoice exists, once an item was refunded, and for a canceled order.
 */
import type { InvoiceSummary } from '../../../shared/contracts/get-invoice.js';
import type { Billing } from '../../../shared/contracts/checkout.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { invoicesOfOrder } from './invoice-records.js';

export async function setOrderBilling(
  database: Database,
  { userId, orderId, billing }: { userId: string; orderId: string; billing: Billing },
): Promise<InvoiceSummary[]> {
  return database.transaction(async (query) => {
    const [order] = await query<{ id: string; status: string; number: number }>(
      'select id, status, number from orders where id = $1 and user_id = $2 for update', [orderId, userId]);
    if (!order) throw new AppError('not_found', `No order ${orderId} in your account`, { reason: 'ORDER_NOT_FOUND' });
    if (order.status === 'canceled') {
      throw new AppError('business_rule', `Order ${order.number} was canceled: it has no invoice`, { reason: 'ORDER_CANCELED' });
    }
    const invoices = await query<{ id: string; kind: string }>('select id, kind from invoices where order_id = $1', [orderId]);
    if (invoices.some((invoice) => invoice.kind === 'full')) {
      throw new AppError('conflict', `Order ${order.number} already has a full invoice`, { reason: 'FULL_INVOICE_EXISTS' });
    }
    if (invoices.some((invoice) => invoice.kind === 'corrective')) {
      throw new AppError('business_rule', `An item of order ${order.number} was refunded: its invoice was corrected and can no longer be exchanged`, {
        reason: 'INVOICE_CORRECTED',
      });
    }
    await query('update orders set billing = $2, updated_at = now() where id = $1', [orderId, JSON.stringify(billing)]);
    const simplified = invoices.find((invoice) => invoice.kind === 'simplified');
    if (simplified) await query('select pk_issue_order_invoice($1, $2)', [orderId, simplified.id]);
    return invoicesOfOrder(query, orderId);
  });
}

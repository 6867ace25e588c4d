/**
 * setOrderBilling (issue 11 §4): POST `{ order_id, tax_id, company?, email, first_name, last_name, address,
 * city, postal_code, country }`: the buyer asks for a full invoice after checkout. Allowed until the
 * order has a full invoice (409 FULL_INVOICE_EXISTS) and while no item has been refunded (422
 * INVOICE_CORRECTED); a canceled order has no invoice to ask for (422 ORDER_CANCELED). A paid order's
 * simplified invoice is replaced by a full invoice with its own number; an unpaid order gets a full
 * invoice when it is paid.
 */
import { z } from 'zod';
import { BillingFieldsSchema, checkBillingFields, normalizeBilling } from './checkout.js';
import { InvoiceSummarySchema, OrderIdSchema } from './get-invoice.js';

export const SetOrderBillingBodySchema = BillingFieldsSchema.extend({
  order_id: OrderIdSchema,
  tax_id: z.string({ message: 'is required for a full invoice' }).trim().min(1, 'is required for a full invoice').max(30, 'must be at most 30 characters'),
})
  .superRefine(checkBillingFields)
  .transform(({ order_id: orderId, ...billing }) => ({ order_id: orderId, billing: normalizeBilling(billing) }));
export type SetOrderBillingBody = z.input<typeof SetOrderBillingBodySchema>;

export const SetOrderBillingResponseSchema = z.object({
  order_id: z.string(),
  invoices: z.array(InvoiceSummarySchema),
});
export type SetOrderBillingResponse = z.infer<typeof SetOrderBillingResponseSchema>;

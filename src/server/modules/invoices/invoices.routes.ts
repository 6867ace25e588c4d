/**
 * GET /api/getInvoice (an order's invoice as a PDF download) and POST /api/setOrderBilling (a full invoice
 * asked for after checkout), issue 11 §4. Owner only: an order of another shopper answers as an unknown one.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Language } from '../../../shared/constants.js';
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { GetInvoiceQuerySchema, invoiceFileName } from '../../../shared/contracts/get-invoice.js';
import { SetOrderBillingBodySchema, SetOrderBillingResponseSchema } from '../../../shared/contracts/set-order-billing.js';
import { neverCache } from '../../http/cache.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { jsonResponse } from '../../http/openapi-responses.js';
import type { Auth } from '../accounts/auth.js';
import { requireUser } from '../accounts/require-user.js';
import { findInvoiceForDownload } from './find-invoice-for-download.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceRecord } from './invoice-records.js';
import { setOrderBilling } from './set-order-billing.js';

const error = (description: string) => jsonResponse(ErrorBodySchema, description);

const routes = {
  getInvoice: createRoute({
    method: 'get', path: '/api/getInvoice', summary: "An order's invoice as a PDF (issue 11 §4)",
    request: { query: GetInvoiceQuerySchema },
    responses: {
      200: {
        description: 'The invoice, as a download: `Content-Disposition: attachment; filename="pixelkeys-F2026-000123.pdf"`',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      400: error('Invalid input'),
      401: error('No session'),
      404: error("No such order in the shopper's account (ORDER_NOT_FOUND), no such invoice of it (INVOICE_NOT_FOUND), or no invoice yet: the order is not paid (NO_INVOICE)"),
    },
  }),
  setOrderBilling: createRoute({
    method: 'post', path: '/api/setOrderBilling', summary: 'Give a tax id after checkout and get a full invoice (issue 11 §4)',
    request: { body: { required: true, content: { 'application/json': { schema: SetOrderBillingBodySchema } } } },
    responses: {
      200: jsonResponse(SetOrderBillingResponseSchema, "The order's invoices: the full one replaces the simplified one once the order is paid"),
      400: error('Invalid input'),
      401: error('No session'),
      403: error('Not sent by a page of the store'),
      404: error("No such order in the shopper's account (ORDER_NOT_FOUND)"),
      409: error('The order already has a full invoice (FULL_INVOICE_EXISTS)'),
      422: error('The order was canceled (ORDER_CANCELED), or an item was refunded and the invoice corrected (INVOICE_CORRECTED)'),
    },
  }),
};

/** An invoice as a PDF download (the shopper's getInvoice, the operator's getAdminOrderInvoice). */
export async function answerInvoicePdf(c: Context, invoice: InvoiceRecord, language?: Language): Promise<Response> {
  const pdf = await renderInvoicePdf(invoice, language);
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`);
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(new Uint8Array(pdf), 200);
}

export function registerInvoiceRoutes(app: AppHono, { database }: AppDeps, auth: Auth): void {
  app.openapi(routes.getInvoice, async (c) => {
    neverCache(c);
    const user = await requireUser(auth, c);
    const { order_id: orderId, invoice_id: invoiceId, lang } = c.req.valid('query');
    return answerInvoicePdf(c, await findInvoiceForDownload(database, { userId: user.id, orderId, invoiceId }), lang) as never;
  });

  app.openapi(routes.setOrderBilling, async (c) => {
    neverCache(c);
    const user = await requireUser(auth, c);
    const { order_id: orderId, billing } = c.req.valid('json');
    const invoices = await setOrderBilling(database, { userId: user.id, orderId, billing });
    return c.json({ order_id: orderId, invoices }, 200);
  });
}

/**
 * The back office's keys and orders (issue 12 §4 and §5): a thin layer over the keys module (import-keys.ts,
 * key-stock.ts, revoke-batch.ts, sold-unrevealed-keys.ts, key-remedies.ts, decision 0021) and orders-admin.ts. The key cipher is the
 * store's, from its secrets, as the key reveal and the admin socket use it.
 */
import {
  BatchRevocationSchema, GetKeyStockQuerySchema, ImportKeysBodySchema, KeyImportReportSchema, KeyRefundedSchema, KeyRemedyBodySchema,
  KeyReplacedSchema, KeyStockReportSchema, ListSoldUnrevealedKeysQuerySchema, ListSoldUnrevealedKeysResponseSchema, RevokeKeyBatchBodySchema,
} from '../../../shared/contracts/admin/keys.js';
import {
  AdminOrderSchema, GetAdminOrderInvoiceQuerySchema, GetAdminOrderQuerySchema, ListAdminOrdersQuerySchema, ListAdminOrdersResponseSchema,
  ResendOrderConfirmationBodySchema, ResendOrderConfirmationResponseSchema, RevealedOrderKeySchema, RevealOrderKeyBodySchema,
} from '../../../shared/contracts/admin/orders.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { findInvoiceForDownload } from '../invoices/find-invoice-for-download.js';
import { answerInvoicePdf } from '../invoices/invoices.routes.js';
import { importKeys } from '../keys/import-keys.js';
import { createKeyCipher } from '../keys/key-crypto.js';
import { refundKeyItem, replaceKey } from '../keys/key-remedies.js';
import { keyStock } from '../keys/key-stock.js';
import { revokeBatch } from '../keys/revoke-batch.js';
import { listSoldUnrevealedKeys } from '../keys/sold-unrevealed-keys.js';
import { adminDownload, adminRead, adminWrite } from './admin-gate.js';
import { getAdminOrder, listAdminOrders, resendOrderConfirmation, revealOrderKeyForOperator } from './orders-admin.js';

export function registerKeysAdmin(app: AppHono, { database, secrets, jobs }: AppDeps): void {
  const cipher = createKeyCipher(secrets.keyEncryptionKey);
  adminWrite(app, {
    name: 'importKeys', summary: "Import a CSV file or a pasted list of keys for a product under a batch label: added, duplicate and malformed lines",
    body: ImportKeysBodySchema, response: KeyImportReportSchema,
  }, async ({ product_id, batch, format, text }, { actor }) => {
    const report = await importKeys(database, cipher, actor, { productId: product_id, batch, format, text });
    if (report.preorders_queued) jobs.poke(); // The waiting pre-orders' deliveries.
    return report;
  });
  adminRead(app, { name: 'getKeyStock', summary: "A product's keys per batch and status", query: GetKeyStockQuerySchema, response: KeyStockReportSchema },
    async ({ product_id }) => keyStock(database, product_id));
  adminWrite(app, {
    name: 'revokeKeyBatch', summary: 'Withdraw a batch: unsold keys revoked; sold unrevealed ones listed for replace or refund; revealed ones untouched',
    body: RevokeKeyBatchBodySchema, response: BatchRevocationSchema,
  }, async ({ product_id, batch }, { actor }) => revokeBatch(database, actor, { productId: product_id, batch }));
  adminRead(app, {
    name: 'listSoldUnrevealedKeys', summary: 'Sold keys not revealed by their buyer yet, revoked batch or not, newest sale first: by product and batch, never their text',
    query: ListSoldUnrevealedKeysQuerySchema, response: ListSoldUnrevealedKeysResponseSchema,
  }, async (query) => listSoldUnrevealedKeys(database, query));
  adminWrite(app, { name: 'replaceSoldKey', summary: 'Give the buyer of a sold, unrevealed key another key of the product', body: KeyRemedyBodySchema, response: KeyReplacedSchema },
    async ({ key_id }, { actor }) => {
      const replaced = await replaceKey(database, actor, key_id);
      jobs.poke(); // The buyer's mail.
      return replaced;
    });
  adminWrite(app, { name: 'refundSoldKey', summary: "Refund the item of a sold, unrevealed key (not counted as the buyer's refund)", body: KeyRemedyBodySchema, response: KeyRefundedSchema },
    async ({ key_id }, { actor }) => {
      const refunded = await refundKeyItem(database, actor, key_id);
      jobs.poke(); // The provider refund, the corrective invoice, the buyer's mail.
      return refunded;
    });
}

export function registerOrdersAdmin(app: AppHono, { database, secrets, jobs }: AppDeps): void {
  const cipher = createKeyCipher(secrets.keyEncryptionKey);
  adminRead(app, {
    name: 'listAdminOrders', summary: "Orders, newest first: by the buyer's e-mail or the order number, status and dates",
    query: ListAdminOrdersQuerySchema, response: ListAdminOrdersResponseSchema,
  }, async (query) => listAdminOrders(database, query));
  adminRead(app, {
    name: 'getAdminOrder', summary: "An order: items with each key's status (never its text), payment and refunds, billing, invoices",
    query: GetAdminOrderQuerySchema, response: AdminOrderSchema,
  }, async ({ id }) => getAdminOrder(database, id));
  adminWrite(app, {
    name: 'revealOrderKeyForOperator', summary: "One sold key's text for the operator, recorded in the audit log (not the buyer's reveal)",
    body: RevealOrderKeyBodySchema, response: RevealedOrderKeySchema,
  }, async ({ key_id }, { actor }) => revealOrderKeyForOperator(database, cipher, actor, key_id));
  adminWrite(app, {
    name: 'resendOrderConfirmation', summary: "Send the order's confirmation mail to its buyer again",
    body: ResendOrderConfirmationBodySchema, response: ResendOrderConfirmationResponseSchema,
  }, async ({ id }, { actor }) => {
    const queued = await resendOrderConfirmation(database, actor, id);
    jobs.poke();
    return queued;
  });
  adminDownload(app, { name: 'getAdminOrderInvoice', summary: "An order's invoice as a PDF", query: GetAdminOrderInvoiceQuerySchema, contentType: 'application/pdf' },
    async ({ order_id, invoice_id, lang }, { c }) =>
      answerInvoicePdf(c, await findInvoiceForDownload(database, { userId: null, orderId: order_id, invoiceId: invoice_id }), lang));
}

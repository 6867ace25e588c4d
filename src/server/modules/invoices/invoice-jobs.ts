/** Outbox jobs of the invoices module (issue 11 §4): a refunded item gets a corrective invoice. */
export const CORRECTIVE_INVOICE = 'invoice.corrective';

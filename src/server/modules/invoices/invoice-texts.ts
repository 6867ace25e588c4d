/** The words of an invoice's PDF, in Spanish and English (issue 11 §4: in the buyer's language). */
import type { Language } from '../../../shared/constants.js';
import type { InvoiceKind } from '../../../shared/contracts/get-invoice.js';

export interface InvoiceTexts {
  title: Record<InvoiceKind, string>;
  number: string;
  issueDate: string;
  order: string;
  seller: string;
  taxId: string;
  buyer: string;
  corrects: (number: string, date: string) => string;
  correctionReason: string;
  replaces: (number: string, date: string) => string;
  columns: { description: string; quantity: string; unitPrice: string; amount: string };
  base: string;
  tax: (rate: number) => string;
  total: string;
  vatIncluded: string;
  paidWith: Record<'card' | 'paypal', string>;
  page: (page: number, pages: number) => string;
}

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = {
  es: {
    title: { simplified: 'Factura simplificada', full: 'Factura', corrective: 'Factura rectificativa' },
    number: 'Número',
    issueDate: 'Fecha de expedición',
    order: 'Pedido',
    seller: 'Emisor',
    taxId: 'NIF',
    buyer: 'Destinatario',
    corrects: (number, date) => `Rectifica la factura ${number} del ${date}.`,
    correctionReason: 'Motivo: devolución del importe de un producto (art. 80 de la Ley del IVA).',
    replaces: (number, date) => `Sustituye a la factura simplificada ${number} del ${date}, a petición del destinatario.`,
    columns: { description: 'Concepto', quantity: 'Cant.', unitPrice: 'Precio unitario', amount: 'Importe' },
    base: 'Base imponible',
    tax: (rate) => `IVA ${rate} %`,
    total: 'Total',
    vatIncluded: 'Los precios unitarios y los importes incluyen el IVA.',
    paidWith: { card: 'Pagado con tarjeta.', paypal: 'Pagado con PayPal.' },
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
  en: {
    title: { simplified: 'Simplified invoice', full: 'Invoice', corrective: 'Corrective invoice' },
    number: 'Number',
    issueDate: 'Issue date',
    order: 'Order',
    seller: 'Issued by',
    taxId: 'Tax ID',
    buyer: 'Billed to',
    corrects: (number, date) => `Corrects invoice ${number} of ${date}.`,
    correctionReason: 'Reason: the amount paid for a product was refunded (art. 80, Spanish VAT Act).',
    replaces: (number, date) => `Replaces simplified invoice ${number} of ${date}, at the customer's request.`,
    columns: { description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount' },
    base: 'Tax base',
    tax: (rate) => `VAT ${rate}%`,
    total: 'Total',
    vatIncluded: 'Unit prices and amounts include VAT.',
    paidWith: { card: 'Paid by card.', paypal: 'Paid with PayPal.' },
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};

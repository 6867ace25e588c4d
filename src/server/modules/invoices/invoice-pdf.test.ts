import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdf-text.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceRecord } from './invoice-records.js';

const invoice: InvoiceRecord = {
  id: 'invoice', orderId: 'order', number: 'F2026-000042', kind: 'full', issuedAt: new Date('2026-11-23T23:30:00Z'), language: 'es',
  orderNumber: 100042, paymentMethod: 'paypal',
  seller: { legal_name: 'Pixelkeys Digital S.L.', tax_id: 'B00000000', address: 'Calle de Alcalá 1, 28014 Madrid, España' },
  buyer: {
    email: 'ola@example.com', first_name: 'Łucja', last_name: 'Żółć', address: 'ul. Długa 5', city: 'Łódź', postal_code: '90-001', country: 'PL',
    company: 'Παιχνίδια Ε.Π.Ε.', tax_id: 'PL1234567890',
  },
  lines: [{ description: { es: 'Tarjeta regalo', en: 'Gift card' }, quantity: 2, unit_price_cents: 2500, total_cents: 5000 }],
  vatRatePercent: 21, baseCents: 4132, taxCents: 868, totalCents: 5000, original: null,
};

describe("an invoice's PDF (issue 11 §4)", () => {
  it('prints any EU buyer\'s letters (Polish, Greek), the date in Madrid, and the payment method', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice));
    for (const expected of ['Παιχνίδια Ε.Π.Ε.', 'Łucja Żółć', 'ul. Długa 5', '90-001 Łódź', 'Polonia', 'NIF: PL1234567890',
      // 23:30 UTC is already the 24th in Madrid.
      '24 de noviembre de 2026', 'Pagado con PayPal', 'Base imponible 41,32 €', 'IVA 21 % 8,68 €', 'Total 50,00 €']) expect(text).toContain(expected);
  });

  it('the same invoice gives the same bytes; a long one runs over pages, each numbered, the totals on the last', async () => {
    expect((await renderInvoicePdf(invoice, 'en')).equals(await renderInvoicePdf(invoice, 'en'))).toBe(true);
    const lines = Array.from({ length: 60 }, (_, index) => ({ description: { es: `Juego ${index + 1}`, en: `Game ${index + 1}` }, quantity: 1, unit_price_cents: 100, total_cents: 100 }));
    const text = await pdfText(await renderInvoicePdf({ ...invoice, lines, baseCents: 4959, taxCents: 1041, totalCents: 6000 }, 'en'));
    const pages = text.split('\n');
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`F2026-000042 · Page ${index + 1} of ${pages.length}`));
    expect(pages.at(-1)).toContain('Total €60.00');
    expect(text).toContain('Game 60');
  });
});

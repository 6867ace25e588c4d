/**
 * An invoice as a PDF (issue 11 §4), made with pdfkit from the stored invoice alone, so the same invoice
 * always gives the same file. What Spanish rules ask of each kind (RD 1619/2012 arts. 6, 7 and 15): the
 * number with its series, the issue date, the issuer's legal name, NIF and address, each line, the VAT
 * rate with the base and the tax apart, and the total; a full invoice also names the buyer with their
 * tax id and address; a corrective one names the invoice it corrects and why.
 *
 * Fonts: pdfkit's built-in Helvetica needs no file and costs a few milliseconds, but knows only
 * Windows-1252 (Spanish, French, German… letters, €), not Polish, Czech, Greek or Bulgarian names and
 * addresses, which buyers from every EU country may have. An invoice whose text fits Windows-1252 is set in
 * Helvetica; any other in DejaVu Sans (the npm package dejavu-fonts-ttf), embedded and subset, which takes
 * some 50 ms more to make.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '../../../shared/constants.js';
import { formatEuros } from '../../../shared/money.js';
import type { InvoiceRecord } from './invoice-records.js';
import { INVOICE_TEXTS, type InvoiceTexts } from './invoice-texts.js';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
let embeddedFonts: { regular: Buffer; bold: Buffer } | undefined;
const loadEmbeddedFonts = () => (embeddedFonts ??= {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
});

/** Windows-1252's letters beyond Latin-1 (0x80-0x9F), which pdfkit's standard fonts also have. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const fitsWinAnsi = (text: string) =>
  [...text].every((char) => {
    const code = char.codePointAt(0)!;
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a || WIN_ANSI_EXTRAS.has(char);
  });

/** Helvetica when every text the invoice prints from its data fits it (the fixed words do), else DejaVu Sans. */
function fontsFor(invoice: InvoiceRecord, language: Language) {
  const printed = [
    ...Object.values(invoice.seller), ...Object.values(invoice.buyer ?? {}), ...invoice.lines.map((line) => line.description[language]),
    invoice.buyer?.country ? countryName(invoice.buyer.country, language) : '', formatEuros(-1_234_567, language), formatDate(invoice.issuedAt, language),
  ];
  return printed.every((text) => fitsWinAnsi(String(text))) ? STANDARD_FONTS : loadEmbeddedFonts();
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 20;
/** The lines table: description, quantity, unit price, amount. */
const COLUMNS = [
  { x: PAGE.margin, width: 245, align: 'left' as const },
  { x: PAGE.margin + 250, width: 40, align: 'right' as const },
  { x: PAGE.margin + 295, width: 95, align: 'right' as const },
  { x: PAGE.margin + 395, width: CONTENT_WIDTH - 395, align: 'right' as const },
];
const COLORS = { text: '#111827', muted: '#4b5563', rule: '#d1d5db', band: '#f3f4f6' };

const formatDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(date);

function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language === 'es' ? 'es-ES' : 'en-GB'], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The PDF of `invoice` in `language` (by default the buyer's when it was issued). */
export async function renderInvoicePdf(invoice: InvoiceRecord, language: Language = invoice.language): Promise<Buffer> {
  const texts = INVOICE_TEXTS[language];
  const title = texts.title[invoice.kind];
  const { regular, bold } = fontsFor(invoice, language);
  const doc = new PDFDocument({
    size: 'A4', margin: PAGE.margin, bufferPages: true, lang: language,
    info: { Title: `${title} ${invoice.number}`, Author: invoice.seller.legal_name, Creator: 'Pixelkeys', CreationDate: invoice.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  drawHeader(doc, invoice, texts, title, language);
  drawBuyerAndNotes(doc, invoice, texts, language);
  drawLines(doc, invoice, texts, language);
  drawTotals(doc, invoice, texts, language);

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // In the bottom margin: without this, pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(COLORS.muted)
      .text(`${invoice.number} · ${texts.page(index + 1, range.count)}`, PAGE.margin, PAGE.height - PAGE.margin, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

type Doc = InstanceType<typeof PDFDocument>;

function drawHeader(doc: Doc, invoice: InvoiceRecord, texts: InvoiceTexts, title: string, language: Language) {
  const top = PAGE.margin;
  const sellerWidth = 250;
  doc.font('bold').fontSize(13).fillColor(COLORS.text).text(invoice.seller.legal_name, PAGE.margin, top, { width: sellerWidth });
  doc.font('regular').fontSize(9).fillColor(COLORS.muted)
    .text(`${texts.taxId}: ${invoice.seller.tax_id}`, { width: sellerWidth })
    .text(invoice.seller.address, { width: sellerWidth });
  const sellerBottom = doc.y;

  const boxX = PAGE.margin + 270;
  const boxWidth = RIGHT - boxX;
  doc.font('bold').fontSize(16).fillColor(COLORS.text).text(title, boxX, top, { width: boxWidth, align: 'right' });
  let y = doc.y + 4;
  for (const [label, value] of [
    [texts.number, invoice.number],
    [texts.issueDate, formatDate(invoice.issuedAt, language)],
    [texts.order, String(invoice.orderNumber)],
  ] as const) {
    doc.font('regular').fontSize(9).fillColor(COLORS.muted).text(label, boxX, y, { width: boxWidth, lineBreak: false });
    doc.font('bold').fillColor(COLORS.text).text(value, boxX, y, { width: boxWidth, align: 'right', lineBreak: false });
    y += 14;
  }
  doc.y = y;
  doc.y = Math.max(sellerBottom, doc.y) + 18;
  rule(doc);
}

function drawBuyerAndNotes(doc: Doc, invoice: InvoiceRecord, texts: InvoiceTexts, language: Language) {
  const buyer = invoice.buyer;
  // The buyer is named on a full invoice, and on the correction of one.
  const namesBuyer = buyer && (invoice.kind === 'full' || (invoice.kind === 'corrective' && invoice.original?.kind === 'full'));
  if (namesBuyer) {
    const person = [buyer.first_name, buyer.last_name].filter(Boolean).join(' ');
    const lines = [
      buyer.company ? person : undefined,
      buyer.tax_id ? `${texts.taxId}: ${buyer.tax_id}` : undefined,
      buyer.address,
      [buyer.postal_code, buyer.city].filter(Boolean).join(' '),
      buyer.country ? countryName(buyer.country, language) : undefined,
      buyer.email,
    ].filter((line): line is string => Boolean(line));
    doc.font('bold').fontSize(9).fillColor(COLORS.muted).text(texts.buyer.toUpperCase(), PAGE.margin, doc.y, { characterSpacing: 0.5 });
    doc.moveDown(0.2);
    doc.font('bold').fontSize(10).fillColor(COLORS.text).text(buyer.company || person);
    doc.font('regular').fontSize(9).fillColor(COLORS.text).text(lines.join('\n'), { width: CONTENT_WIDTH });
    doc.moveDown(1);
  }
  if (invoice.original) {
    const date = formatDate(invoice.original.issuedAt, language);
    const note = invoice.kind === 'corrective'
      ? `${texts.corrects(invoice.original.number, date)} ${texts.correctionReason}`
      : texts.replaces(invoice.original.number, date);
    doc.font('regular').fontSize(9).fillColor(COLORS.text).text(note, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(1);
  }
}

function tableHeader(doc: Doc, texts: InvoiceTexts) {
  const y = doc.y;
  doc.rect(PAGE.margin, y - 4, CONTENT_WIDTH, 20).fill(COLORS.band);
  const { description, quantity, unitPrice, amount } = texts.columns;
  doc.font('bold').fontSize(9).fillColor(COLORS.text);
  [description, quantity, unitPrice, amount].forEach((label, index) => {
    const column = COLUMNS[index]!;
    doc.text(label, column.x, y, { width: column.width, align: column.align, lineBreak: false });
  });
  doc.y = y + 22;
}

function drawLines(doc: Doc, invoice: InvoiceRecord, texts: InvoiceTexts, language: Language) {
  tableHeader(doc, texts);
  doc.font('regular').fontSize(9).fillColor(COLORS.text);
  for (const line of invoice.lines) {
    const description = line.description[language] || line.description[language === 'es' ? 'en' : 'es'];
    const height = Math.max(doc.heightOfString(description, { width: COLUMNS[0]!.width }), 12);
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      tableHeader(doc, texts);
      doc.font('regular').fontSize(9).fillColor(COLORS.text);
    }
    const y = doc.y;
    const cells = [description, String(line.quantity), formatEuros(line.unit_price_cents, language), formatEuros(line.total_cents, language)];
    cells.forEach((cell, index) => {
      const column = COLUMNS[index]!;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
    });
    doc.y = y + height + 6;
    rule(doc, 0.5);
  }
}

function drawTotals(doc: Doc, invoice: InvoiceRecord, texts: InvoiceTexts, language: Language) {
  if (doc.y + 110 > BOTTOM) doc.addPage();
  doc.moveDown(0.5);
  const labelX = PAGE.margin + 250;
  const labelWidth = 140;
  const valueX = COLUMNS[3]!.x;
  const valueWidth = COLUMNS[3]!.width;
  const rows: [string, number, boolean][] = [
    [texts.base, invoice.baseCents, false],
    [texts.tax(invoice.vatRatePercent), invoice.taxCents, false],
    [texts.total, invoice.totalCents, true],
  ];
  for (const [label, cents, strong] of rows) {
    const y = doc.y;
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9).fillColor(COLORS.text);
    doc.text(label, labelX, y, { width: labelWidth, align: 'right', lineBreak: false });
    doc.text(formatEuros(cents, language), valueX, y, { width: valueWidth, align: 'right', lineBreak: false });
    doc.y = y + (strong ? 18 : 14);
  }
  doc.moveDown(1.5);
  const method = invoice.paymentMethod === 'card' || invoice.paymentMethod === 'paypal' ? texts.paidWith[invoice.paymentMethod] : '';
  doc.font('regular').fontSize(8).fillColor(COLORS.muted).text([texts.vatIncluded, method].filter(Boolean).join(' '), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
}

function rule(doc: Doc, width = 1) {
  doc.moveTo(PAGE.margin, doc.y).lineTo(RIGHT, doc.y).lineWidth(width).strokeColor(COLORS.rule).stroke();
  doc.y += 10;
}

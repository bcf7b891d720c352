import PDFDocument from 'pdfkit';
import { formatFrenchDate } from '#common/french-format.ts';
import { formatFcfa } from '#common/money.ts';
import { formatPhone } from '#common/phone.ts';
import { formatTaxRate, includedTax } from '#common/tax.ts';
import type { OrderRecord } from '#modules/orders/orders.repository.ts';

// The invoice of a paid order, drawn with pdfkit in its built-in Helvetica (decision 020).
// That font's WinAnsi encoding covers French (é, à, ç, œ, «, », ’, €); anything else is
// replaced before drawing, so an unexpected character never turns into a wrong glyph.

export interface InvoiceContent {
  brandName: string;
  number: string;
  issuedAt: Date;
  paidAt: Date;
  order: OrderRecord;
}

const formatDate = (date: Date) => formatFrenchDate(date, { month: 'long' });

// WinAnsi's characters beyond Latin-1 (its 0x80–0x9F range).
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard font can draw: narrow and thin spaces become no-break spaces, the rest '?'. */
export function drawableText(value: string): string {
  return [...value.normalize('NFC').replace(/[\u202F\u2009\u2007]/g, '\u00A0')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return latin1 || WIN_ANSI_EXTRAS.has(char) ? char : '?';
    })
    .join('');
}

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The lines table: product, quantity, unit price, total (x and width of each column). */
const COLUMNS: readonly PdfColumn[] = [
  { x: MARGIN, width: 245, align: 'left' },
  { x: MARGIN + 250, width: 40, align: 'right' },
  { x: MARGIN + 295, width: 100, align: 'right' },
  { x: MARGIN + 395, width: 100, align: 'right' },
];

/** A table's column: where it starts, how wide it is, how its text is aligned. */
export interface PdfColumn {
  x: number;
  width: number;
  align: 'left' | 'right';
}

/**
 * One row of a table, each cell in its column; the next starts under the row's tallest cell,
 * and a row that would not fit at the bottom of the page starts a new one.
 */
export function drawTableRow(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  cells: readonly string[],
): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
  const y = doc.y;
  let bottom = y;
  cells.forEach((cell, index) => {
    const column = columns[index];
    if (!column) return;
    doc.text(drawableText(cell), column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = doc.page.margins.left;
  doc.y = bottom + 4;
}

function paymentLine({ order, paidAt }: InvoiceContent): string {
  const { checkout } = order;
  const method = [
    checkout.paymentMethod,
    checkout.mobileMoneyOperator,
    checkout.paymentAccountMasked,
  ]
    .filter(Boolean)
    .join(' · ');
  const when =
    checkout.paymentProvider === 'livraison'
      ? `payé au livreur le ${formatDate(paidAt)}`
      : `payé le ${formatDate(paidAt)}`;
  return `${method}, ${when}`;
}

/** The invoice as PDF bytes. */
export function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const { order, brandName } = content;
  const { checkout } = order;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: drawableText(`Facture ${content.number}`),
      Author: drawableText(brandName),
      Subject: drawableText(`Commande ${order.orderNumber}`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(drawableText(value), options);
  const heading = (value: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11);
    write(value);
    doc.font('Helvetica').fontSize(10);
  };

  doc.font('Helvetica-Bold').fontSize(20);
  write(brandName);
  doc.font('Helvetica').fontSize(10);
  write('Place de marché de produits naturels africains');
  doc.moveDown(1).font('Helvetica-Bold').fontSize(16);
  write(`Facture ${content.number}`);
  doc.font('Helvetica').fontSize(10);
  write(`Date de la facture : ${formatDate(content.issuedAt)}`);
  write(`Commande ${order.orderNumber} du ${formatDate(order.createdAt)}`);

  heading('Vendeur');
  write(`Boutique « ${order.boutiqueName} », sur la place de marché ${brandName}`);

  heading('Client');
  write(checkout.clientName);
  if (checkout.clientEmail) write(checkout.clientEmail);
  write(formatPhone(checkout.clientPhone));

  heading('Adresse de livraison');
  if (checkout.recipientName) write(`Destinataire : ${checkout.recipientName}`);
  write(checkout.deliveryAddress);
  write(`${checkout.deliveryCity}, ${checkout.deliveryCountry}`);
  write(`Téléphone : ${formatPhone(checkout.deliveryPhone)}`);

  heading('Détail');
  const row = (cells: readonly string[]) => drawTableRow(doc, COLUMNS, cells);
  doc.font('Helvetica-Bold');
  row(['Produit', 'Qté', 'Prix unitaire', 'Total']);
  doc.font('Helvetica');
  for (const line of order.lines) {
    row([line.name, String(line.quantity), formatFcfa(line.unitPrice), formatFcfa(line.total)]);
  }
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.4);

  const amounts = [
    ['Sous-total', formatFcfa(order.subtotal)],
    ['Frais de livraison', formatFcfa(order.deliveryFee)],
    ['Total TTC', formatFcfa(order.total)],
    [
      `dont TVA (${formatTaxRate(order.taxRate)})`,
      formatFcfa(includedTax(order.total, order.taxRate)),
    ],
  ] as const;
  for (const [label, amount] of amounts) {
    doc.font(label === 'Total TTC' ? 'Helvetica-Bold' : 'Helvetica');
    row(['', '', label, amount]);
  }
  doc.font('Helvetica');

  heading('Paiement');
  write(paymentLine(content));
  if (checkout.paymentProvider === 'test') {
    write('Paiement de démonstration (mode test) : aucun argent n’a été débité.');
  }

  doc.moveDown(2).fontSize(8).fillColor('#555555');
  write(
    `Montants en francs CFA (FCFA), TVA comprise. ${brandName} encaisse le paiement pour le compte de la boutique.`,
  );
  doc.end();
  return done;
}

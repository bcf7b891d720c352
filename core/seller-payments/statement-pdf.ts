import PDFDocument from 'pdfkit';
import { formatFrenchDate } from '#common/french-format.ts';
import { LEDGER_KINDS, type Statement } from '#common/ledger.ts';
import { formatFcfa } from '#common/money.ts';
import { formatStatementDate, monthLabel } from '#common/seller-payments.ts';
import { drawableText, drawTableRow, type PdfColumn } from '#modules/invoices/invoice-pdf.ts';

// A boutique's monthly statement as a PDF, drawn like the invoices (decision 020): pdfkit's
// built-in Helvetica, text made drawable first. Its figures are the ledger's movements.

export interface StatementContent {
  brandName: string;
  boutiqueName: string;
  month: string;
  issuedAt: Date;
  statement: Pick<Statement, 'lines' | 'totals'>;
}

const MARGIN = 40;
/** Date, operation, order, then the four accounts (x and width of each column). */
const COLUMNS: readonly PdfColumn[] = [
  { x: MARGIN, width: 58, align: 'left' },
  { x: MARGIN + 60, width: 130, align: 'left' },
  { x: MARGIN + 192, width: 70, align: 'left' },
  { x: MARGIN + 264, width: 62, align: 'right' },
  { x: MARGIN + 328, width: 62, align: 'right' },
  { x: MARGIN + 392, width: 62, align: 'right' },
  { x: MARGIN + 456, width: 62, align: 'right' },
];

/** The statement as PDF bytes. */
export function renderStatementPdf(content: StatementContent): Promise<Buffer> {
  const { statement } = content;
  const title = `Relevé de ${monthLabel(content.month)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: drawableText(`${title} — ${content.boutiqueName}`),
      Author: drawableText(content.brandName),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (value: string) => doc.text(drawableText(value));
  const row = (cells: readonly string[]) => drawTableRow(doc, COLUMNS, cells);

  doc.font('Helvetica-Bold').fontSize(18);
  write(content.brandName);
  doc.moveDown(0.5).fontSize(14);
  write(title);
  doc.font('Helvetica').fontSize(10);
  write(`Boutique « ${content.boutiqueName} »`);
  write(`Établi le ${formatFrenchDate(content.issuedAt, { month: 'long' })}`);
  doc.moveDown(1).fontSize(8);

  doc.font('Helvetica-Bold');
  row([
    'Date',
    'Opération',
    'Commande',
    'Payé, à livrer',
    'En garantie',
    'Disponible',
    'Commission due',
  ]);
  doc.font('Helvetica');
  for (const line of [...statement.lines].reverse()) {
    row([
      formatStatementDate(line.at),
      LEDGER_KINDS[line.kind],
      line.orderNumber ?? '',
      formatFcfa(line.awaitingDelivery),
      formatFcfa(line.pending),
      formatFcfa(line.available),
      formatFcfa(line.commissionOwed),
    ]);
  }
  if (statement.lines.length === 0) row(['', 'Aucune opération ce mois-ci.']);
  const { totals } = statement;
  doc.font('Helvetica-Bold');
  row([
    'Total du mois',
    '',
    '',
    formatFcfa(totals.awaitingDelivery),
    formatFcfa(totals.pending),
    formatFcfa(totals.available),
    formatFcfa(totals.commissionOwed),
  ]);
  doc.font('Helvetica').moveDown(2).fontSize(8).fillColor('#555555');
  write(
    `Montants en francs CFA (FCFA). Chaque ligne dit ce qu’une opération a changé au montant dû à la boutique par ${content.brandName} : positif, dû à la boutique ; la commission due est celle des paiements à la livraison, déduite des prochains versements.`,
  );
  doc.end();
  return done;
}

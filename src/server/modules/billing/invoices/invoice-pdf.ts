import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '../../../../shared/schemas/invoices';

export interface PrintableInvoice {
  number: string;
  issuedAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  status: string;
  dueAt: Date | null;
  paidAt: Date | null;
  document: InvoiceDocument;
}

/** Minor units as people read them: €35.67 (pdfkit's built-in Helvetica draws €). */
export const money = (minor: number, currency: string) =>
  `${currency === 'eur' ? '€' : '$'}${(minor / 100).toFixed(2)}`;

export const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** What the invoice asks of the buyer: "Paid on …", "Due by …", or its status. */
function standing(invoice: PrintableInvoice) {
  if (invoice.status === 'paid') {
    return invoice.paidAt ? `Paid on ${longDate(invoice.paidAt)}` : 'Paid';
  }
  if (invoice.status === 'pending' && invoice.dueAt) return `Due by ${longDate(invoice.dueAt)}`;
  return invoice.status === 'void' ? 'Void' : 'Unpaid';
}

function party(
  pdf: PDFKit.PDFDocument,
  title: string,
  who: InvoiceDocument['seller'],
  x: number,
  y: number,
) {
  pdf.font('Helvetica-Bold').fontSize(10).text(title, x, y);
  pdf.font('Helvetica').text(who.name || '—', x, pdf.y);
  for (const line of who.lines) pdf.text(line, x, pdf.y);
  if (who.fiscal_number) pdf.text(`VAT / Tax ID: ${who.fiscal_number}`, x, pdf.y);
  if (who.email) pdf.text(who.email, x, pdf.y);
}

function amountRow(pdf: PDFKit.PDFDocument, label: string, value: string, bold = false) {
  const y = pdf.y;
  pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y, { width: 160 });
  pdf.text(value, 460, y, { width: 85, align: 'right' });
}

/** An A4 invoice drawn from what was frozen when it was issued. */
export function renderInvoicePdf(invoice: PrintableInvoice): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.number}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const { document: doc, currency } = invoice;
  pdf.font('Helvetica-Bold').fontSize(20).text('Invoice', 50, 50);
  pdf.font('Helvetica').fontSize(10).text(`Number: ${invoice.number}`, 350, 55, { align: 'right' });
  pdf.text(`Date: ${longDate(invoice.issuedAt)}`, 350, pdf.y, { align: 'right' });
  pdf.text(standing(invoice), 350, pdf.y, { align: 'right' });
  party(pdf, 'From', doc.seller, 50, 110);
  party(pdf, 'Bill to', doc.buyer, 300, 110);
  let y = Math.max(pdf.y, 200) + 20;
  pdf
    .font('Helvetica-Bold')
    .text('Description', 50, y)
    .text('Qty', 360, y)
    .text('Amount', 460, y, { width: 85, align: 'right' });
  pdf
    .moveTo(50, y + 14)
    .lineTo(545, y + 14)
    .stroke();
  y += 22;
  for (const line of doc.lines) {
    pdf.font('Helvetica').text(line.description, 50, y, { width: 300 });
    pdf
      .text(String(line.quantity), 360, y)
      .text(money(line.amount, currency), 460, y, { width: 85, align: 'right' });
    y = pdf.y + 6;
  }
  pdf.moveTo(300, y).lineTo(545, y).stroke();
  pdf.y = y + 8;
  amountRow(pdf, 'Subtotal', money(invoice.subtotal, currency));
  amountRow(
    pdf,
    doc.vat_note ? 'VAT (0%)' : `VAT (${doc.vat_rate}%)`,
    money(invoice.tax, currency),
  );
  amountRow(pdf, 'Total', money(invoice.total, currency), true);
  if (doc.vat_note) pdf.font('Helvetica').text(doc.vat_note, 50, pdf.y + 16, { width: 495 });
  if (invoice.status === 'pending' && invoice.dueAt) {
    pdf.font('Helvetica-Bold').text(`Please pay by ${longDate(invoice.dueAt)}.`, 50, pdf.y + 16);
    if (doc.payment_details) pdf.font('Helvetica').text(doc.payment_details, { width: 495 });
  }
  pdf.end();
  return done;
}

import {
  type CreditNoteView,
  formatMoney,
  type InvoiceBillTo,
  type InvoiceView,
  type Money,
  taxByRate,
} from '@staydesk/domain';
import PDFDocument from 'pdfkit';
import { pdfText } from '../enquiries/quotes-pdf.js';

/**
 * An invoice or a credit note as a PDF (pdfkit, A4) with what a UK VAT invoice must show: the
 * supplier's name, address and VAT registration number, a unique sequential number, the date of
 * issue, the time of supply (tax point), the customer's name and address, a description of each
 * line with its quantity, unit price, net, VAT rate and VAT, and the totals net, VAT and gross.
 */

/** The business that invoices: its name from the settings, address and VAT number from config. */
export interface Supplier {
  name: string;
  address: string[];
  vatNumber: string;
  email: string;
}

const day = (date: string | null) =>
  date
    ? new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`))
    : '';
const amount = (value: Money) => pdfText(formatMoney(value));

interface PrintedLine {
  description: string;
  quantity: string;
  unitPrice: Money;
  taxPercent: string;
  net: Money;
  tax: Money;
  gross: Money;
}

interface Printed {
  title: string;
  number: string;
  facts: [string, string][];
  billTo: InvoiceBillTo;
  lines: PrintedLine[];
  totals: { net: Money; tax: Money; gross: Money };
  currency: string;
  footer: string[];
  createdAt: string;
}

function render(supplier: Supplier, doc: Printed): Promise<Buffer> {
  const created = new Date(doc.createdAt);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: pdfText(`${doc.title} ${doc.number}`),
      Author: pdfText(supplier.name),
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const left = 50;
  const width = pdf.page.width - 100;

  // Supplier, top left; the document's title and number, top right.
  pdf
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(pdfText(supplier.name), left, 50);
  pdf.font('Helvetica').fontSize(9).fillColor('#444444');
  for (const line of supplier.address) pdf.text(pdfText(line));
  pdf.text(pdfText(`VAT registration number: ${supplier.vatNumber}`));
  if (supplier.email) pdf.text(pdfText(supplier.email));
  pdf
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(pdfText(doc.title), left + width / 2, 50, { width: width / 2, align: 'right' });
  pdf.fontSize(11).text(pdfText(doc.number), { width: width / 2, align: 'right' });
  pdf.font('Helvetica').fontSize(9).fillColor('#444444');
  for (const [label, value] of doc.facts) {
    pdf.text(pdfText(`${label}: ${value}`), { width: width / 2, align: 'right' });
  }

  // Customer.
  pdf.moveDown(2);
  const top = Math.max(pdf.y, 150);
  pdf.fillColor('#111111').font('Helvetica-Bold').fontSize(10).text('Bill to', left, top);
  pdf.font('Helvetica').fontSize(10).text(pdfText(doc.billTo.legalName));
  const address = doc.billTo.address;
  const addressLines = address.freeFormAddress
    ? [address.freeFormAddress]
    : [address.street, address.city, address.state, address.zip].filter(Boolean);
  for (const line of addressLines) pdf.text(pdfText(line));
  if (doc.billTo.vatNumber) pdf.text(pdfText(`VAT number: ${doc.billTo.vatNumber}`));

  // Lines.
  pdf.moveDown(1.5);
  const columns = [
    { label: 'Description', width: 200, align: 'left' as const },
    { label: 'Qty', width: 35, align: 'right' as const },
    { label: 'Unit price', width: 60, align: 'right' as const },
    { label: 'Net', width: 60, align: 'right' as const },
    { label: 'VAT %', width: 40, align: 'right' as const },
    { label: 'VAT', width: 50, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    let x = left;
    let bottom = y;
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#111111');
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      pdf.text(pdfText(cell), x, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, pdf.y);
      x += column.width;
    });
    pdf.y = bottom + 4;
    pdf.x = left;
    if (pdf.y > pdf.page.height - 120) pdf.addPage();
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  for (const line of doc.lines) {
    row([
      line.description,
      line.quantity,
      amount(line.unitPrice),
      amount(line.net),
      `${line.taxPercent}%`,
      amount(line.tax),
    ]);
  }

  // VAT analysis and totals.
  pdf.moveDown(1);
  const totalsX = left + width / 2;
  const total = (label: string, value: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(pdfText(label), totalsX, y, { width: width / 4 });
    pdf.text(pdfText(value), totalsX + width / 4, y, { width: width / 4, align: 'right' });
  };
  for (const rate of taxByRate(doc.lines, doc.currency)) {
    total(`VAT at ${rate.taxPercent}% on ${amount(rate.net)}`, amount(rate.tax));
  }
  total('Total net', amount(doc.totals.net));
  total('Total VAT', amount(doc.totals.tax));
  total(`Total ${doc.currency}`, amount(doc.totals.gross), true);

  pdf.moveDown(2);
  pdf.font('Helvetica').fontSize(9).fillColor('#444444');
  for (const line of doc.footer) pdf.text(pdfText(line), left, pdf.y, { width });
  pdf.end();
  return done;
}

export function renderInvoicePdf(supplier: Supplier, invoice: InvoiceView): Promise<Buffer> {
  const draft = invoice.number === null;
  const facts: [string, string][] = [
    ['Invoice date', day(invoice.issueDate) || 'Not issued'],
    ['Tax point', day(invoice.taxPoint) || 'Not issued'],
    ['Due date', day(invoice.dueDate)],
  ];
  if (invoice.purchaseOrder) facts.push(['Purchase order', invoice.purchaseOrder]);
  if (invoice.servicePeriod) {
    facts.push([
      'Service period',
      `${day(invoice.servicePeriod.from)} to ${day(invoice.servicePeriod.to)}`,
    ]);
  }
  return render(supplier, {
    title: draft ? 'Draft invoice' : 'VAT invoice',
    number: invoice.number ?? 'DRAFT',
    facts: facts.filter(([, value]) => value !== ''),
    billTo: invoice.billTo,
    lines: invoice.lines,
    totals: invoice.totals,
    currency: invoice.currency,
    footer: [
      ...(draft ? ['This is a draft and not a VAT invoice.'] : []),
      ...(invoice.notes ? [invoice.notes] : []),
      `Payment terms: due by ${day(invoice.dueDate) || 'the due date on issue'}. Please quote ${invoice.number ?? 'the invoice number'} with your payment.`,
    ],
    createdAt: invoice.issuedAt ?? invoice.createdAt,
  });
}

export function renderCreditNotePdf(supplier: Supplier, note: CreditNoteView): Promise<Buffer> {
  return render(supplier, {
    title: 'Credit note',
    number: note.number,
    facts: [
      ['Date', day(note.issueDate)],
      ['Tax point', day(note.issueDate)],
      ['Credits invoice', note.invoiceNumber ?? ''],
    ],
    billTo: note.billTo,
    lines: note.lines,
    totals: note.totals,
    currency: note.currency,
    footer: [`Reason: ${note.reason}`],
    createdAt: note.createdAt,
  });
}

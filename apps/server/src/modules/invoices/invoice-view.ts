import {
  type InvoiceBillTo,
  type InvoiceItemKind,
  type InvoiceView,
  invoiceBalance,
  invoiceStatusOn,
  type PaymentMethod,
  taxByRate,
  zeroMoney,
} from '@staydesk/domain';
import type { Queryable } from '../../db/database.js';
import { money } from './invoice-record.js';
import type { StoredStatus } from './table.js';

/**
 * The invoice as the API shows it: its head with the names it points at, its lines with what was
 * credited of each, its payments and its credit notes, each read by one statement below with the
 * row type it answers.
 */

interface HeadRow {
  id: string;
  number: string | null;
  status: StoredStatus;
  billing_company_id: string;
  billing_company_name: string;
  purchase_order_required: boolean;
  company_id: string | null;
  company_name: string | null;
  currency: string;
  issue_date: string | null;
  due_date: string | null;
  tax_point: string | null;
  service_from: string | null;
  service_to: string | null;
  purchase_order: string;
  bill_to: InvoiceBillTo;
  notes: string;
  net: string;
  tax: string;
  gross: string;
  amount_paid: string;
  amount_credited: string;
  issued_at: Date | null;
  version: number;
  deleted: boolean;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
}

const HEAD_SQL = `select i.id, i.number, i.status, i.billing_company_id, b.legal_name as billing_company_name,
       b.purchase_order_required, i.company_id, c.name as company_name, i.currency,
       i.issue_date::text, i.due_date::text, i.tax_point::text, i.service_from::text,
       i.service_to::text, i.purchase_order, i.bill_to, i.notes, i.net::text, i.tax::text,
       i.gross::text, i.amount_paid::text, i.amount_credited::text, i.issued_at, i.version,
       i.deleted, i.created_at, i.updated_at, i.created_by
  from invoices i
  join billing_companies b on b.id = i.billing_company_id
  left join companies c on c.id = i.company_id
 where i.id = $1`;

interface LineRow {
  id: string;
  position: number;
  kind: InvoiceItemKind;
  description: string;
  booking_id: string | null;
  booking_reference: string | null;
  period_from: string | null;
  period_to: string | null;
  quantity: string;
  unit_price: string;
  tax_rate_id: string | null;
  tax_percent: string;
  catalogue_item_id: string | null;
  net: string;
  tax: string;
  gross: string;
  credited: string;
}

const LINES_SQL = `select l.id, l.position, l.kind, l.description, l.booking_id, bk.reference as booking_reference,
       l.period_from::text, l.period_to::text, l.quantity::text, l.unit_price::text,
       l.tax_rate_id, l.tax_percent::text, l.catalogue_item_id, l.net::text, l.tax::text,
       l.gross::text,
       coalesce((select sum(cl.gross) from credit_note_lines cl
                  join credit_notes cn on cn.id = cl.credit_note_id and not cn.deleted
                 where cl.invoice_line_id = l.id), 0)::text as credited
  from invoice_lines l
  left join bookings bk on bk.id = l.booking_id
 where l.invoice_id = $1
 order by l.position`;

interface PaymentRow {
  id: string;
  amount: string;
  paid_on: string;
  method: PaymentMethod;
  reference: string;
  created_at: Date;
  created_by: string | null;
}

const PAYMENTS_SQL = `select id, amount::text, paid_on::text, method, reference, created_at, created_by
  from invoice_payments where invoice_id = $1 order by paid_on, created_at`;

interface CreditRow {
  id: string;
  number: string;
  issue_date: string;
  gross: string;
}

const CREDITS_SQL = `select id, number, issue_date::text, gross::text from credit_notes
 where invoice_id = $1 and not deleted order by sequence`;

/** numeric(10, 3) comes back as "3.000": the quantity as staff wrote it. */
const quantityText = (value: string) =>
  value.includes('.') ? value.replace(/\.?0+$/, '') || '0' : value;

function lineView(line: LineRow, currency: string): InvoiceView['lines'][number] {
  return {
    id: line.id,
    position: line.position,
    kind: line.kind,
    description: line.description,
    bookingId: line.booking_id,
    bookingReference: line.booking_reference,
    period:
      line.period_from && line.period_to ? { from: line.period_from, to: line.period_to } : null,
    quantity: quantityText(line.quantity),
    unitPrice: money(line.unit_price, currency),
    taxRateId: line.tax_rate_id,
    taxPercent: line.tax_percent,
    catalogueItemId: line.catalogue_item_id,
    net: money(line.net, currency),
    tax: money(line.tax, currency),
    gross: money(line.gross, currency),
    credited: money(line.credited, currency),
  };
}

/** The invoice as the API shows it, with its status on `today` (overdue is never stored). */
export async function readInvoiceView(
  db: Queryable,
  id: string,
  today: string,
): Promise<InvoiceView | undefined> {
  const row = (await db.query<HeadRow>(HEAD_SQL, [id])).rows[0];
  if (!row) return undefined;
  const currency = row.currency;
  const lines = await db.query<LineRow>(LINES_SQL, [id]);
  const payments = await db.query<PaymentRow>(PAYMENTS_SQL, [id]);
  const credits = await db.query<CreditRow>(CREDITS_SQL, [id]);
  const viewLines = lines.rows.map((line) => lineView(line, currency));
  const gross = money(row.gross, currency);
  const paid = money(row.amount_paid, currency);
  const credited = money(row.amount_credited, currency);
  return {
    id: row.id,
    number: row.number,
    status: invoiceStatusOn(row.status, row.due_date, today),
    billingCompanyId: row.billing_company_id,
    billingCompanyName: row.billing_company_name,
    purchaseOrderRequired: row.purchase_order_required,
    companyId: row.company_id,
    companyName: row.company_name,
    currency,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    taxPoint: row.tax_point,
    servicePeriod:
      row.service_from && row.service_to ? { from: row.service_from, to: row.service_to } : null,
    purchaseOrder: row.purchase_order,
    billTo: row.bill_to,
    notes: row.notes,
    lines: viewLines,
    totals: { net: money(row.net, currency), tax: money(row.tax, currency), gross },
    taxAnalysis: taxByRate(viewLines, currency),
    amountPaid: paid,
    amountCredited: credited,
    balance:
      row.status === 'draft' || row.status === 'void'
        ? zeroMoney(currency)
        : invoiceBalance(gross, paid, credited),
    payments: payments.rows.map((payment) => ({
      id: payment.id,
      amount: money(payment.amount, currency),
      paidOn: payment.paid_on,
      method: payment.method,
      reference: payment.reference,
      createdAt: payment.created_at.toISOString(),
      createdBy: payment.created_by,
    })),
    creditNotes: credits.rows.map((note) => ({
      id: note.id,
      number: note.number,
      issueDate: note.issue_date,
      gross: money(note.gross, currency),
    })),
    bookingIds: [...new Set(viewLines.flatMap((line) => (line.bookingId ? [line.bookingId] : [])))],
    issuedAt: row.issued_at ? row.issued_at.toISOString() : null,
    version: row.version,
    deleted: row.deleted,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdBy: row.created_by,
  };
}

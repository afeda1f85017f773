import {
  addMoney,
  apiMessage,
  type BookingsToInvoice,
  billablePeriods,
  documentNumber,
  dueDateFor,
  fromMinorUnits,
  type InvoiceBillTo,
  type InvoiceDraftUpdate,
  type InvoiceGrouping,
  type InvoiceItemKind,
  type InvoiceView,
  invoiceBalance,
  type invoiceDraftCreateSchema,
  invoiceLineInputSchema,
  type invoicePaymentCreateSchema,
  invoiceStatusOn,
  lineTotals,
  type Money,
  monthOf,
  type NightRange,
  overlaps,
  type PaymentMethod,
  settledStatus,
  subtractMoney,
  sumTotals,
  taxByRate,
  toMinorUnits,
  zeroMoney,
} from '@staydesk/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database, Queryable, Transaction } from '../../db/database.js';
import {
  badReferences,
  createRecord,
  lockVersioned,
  onlyRow,
  type RecordKind,
  updateRecord,
  type WriteContext,
} from '../../db/records.js';
import type { Clock } from '../../lib/clock.js';
import { type Coded, fieldMessages, invalidForm, notFound, refusal } from '../../lib/errors.js';
import { todayOf } from '../settings/today.js';
import { invoiceLines, invoices, type StoredStatus } from './table.js';
import { liveTaxRate } from './tax-rates.js';

/**
 * Invoices: drafts made by hand or from bookings, versioned edits of a draft, issue
 * with the billing company's next number, payments, void, and the nights each line bills (never
 * billed twice). Every write is one transaction with its audit event (the kit's record helpers).
 */

export const INVOICE_MESSAGES = {
  notDraft: apiMessage('invoiceNotDraft'),
  noLines: apiMessage('invoiceNoLines'),
  purchaseOrderRequired: apiMessage('purchaseOrderRequired'),
  noBillingCompany: apiMessage('noSuch', { what: 'billingCompany' }),
  noDefaultTaxRate: apiMessage('noDefaultTaxRate'),
  retiredTaxRate: apiMessage('taxRateRetired'),
  currency: apiMessage('lineCurrency'),
  notPayable: apiMessage('notPayable'),
  overpaid: (balance: string) => apiMessage('overpaid', { balance }),
  notVoidable: apiMessage('notVoidable'),
  nothingToBill: apiMessage('nothingToBill'),
  noBookingBilling: (reference: string) => apiMessage('bookingWithoutBilling', { reference }),
  alreadyInvoiced: (reference: string, from: string, to: string, by: string) =>
    apiMessage('alreadyInvoiced', { reference, from, to, by }),
} as const;

export type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceValues = Omit<
  typeof invoices.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const invoiceKind: RecordKind<InvoiceRow, InvoiceValues> = {
  recordType: 'invoice',
  label: 'Invoice',
  nameOf: (row) => row.number ?? `Draft invoice to ${row.billTo.legalName}`,
  lock: async (tx, id) =>
    (await tx.orm.select().from(invoices).where(eq(invoices.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(invoices).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(invoices).set(set).where(eq(invoices.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(invoices).where(eq(invoices.id, id));
  },
};

const money = (amount: string, currency: string): Money => ({
  amount: fromMinorUnits(toMinorUnits(amount)),
  currency,
});

/** numeric(10, 3) comes back as "3.000": the quantity as staff wrote it. */
const quantityText = (value: string) =>
  value.includes('.') ? value.replace(/\.?0+$/, '') || '0' : value;

// ---------------------------------------------------------------------------------------------
// Reading

interface BillingFacts {
  id: string;
  company_id: string;
  legal_name: string;
  billing_address: InvoiceBillTo['address'];
  vat_number: string;
  accounts_emails: string[];
  payment_terms_days: number;
  purchase_order_required: boolean;
  invoice_grouping: InvoiceGrouping;
  invoice_prefix: string;
  deleted: boolean;
}

async function billingCompany(db: Queryable, id: string): Promise<BillingFacts | undefined> {
  const result = await db.query<BillingFacts>(
    `select id, company_id, legal_name, billing_address, vat_number, accounts_emails,
            payment_terms_days, purchase_order_required, invoice_grouping, invoice_prefix, deleted
       from billing_companies where id = $1`,
    [id],
  );
  return result.rows[0];
}

function billToOf(billing: BillingFacts): InvoiceBillTo {
  return {
    legalName: billing.legal_name,
    address: billing.billing_address,
    vatNumber: billing.vat_number,
    emails: billing.accounts_emails,
  };
}

/** The invoice as the API shows it, with its status on `today` (overdue is never stored). */
export async function readInvoiceView(
  db: Queryable,
  id: string,
  today: string,
): Promise<InvoiceView | undefined> {
  const head = await db.query<{
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
  }>(
    `select i.id, i.number, i.status, i.billing_company_id, b.legal_name as billing_company_name,
            b.purchase_order_required, i.company_id, c.name as company_name, i.currency,
            i.issue_date::text, i.due_date::text, i.tax_point::text, i.service_from::text,
            i.service_to::text, i.purchase_order, i.bill_to, i.notes, i.net::text, i.tax::text,
            i.gross::text, i.amount_paid::text, i.amount_credited::text, i.issued_at, i.version,
            i.deleted, i.created_at, i.updated_at, i.created_by
       from invoices i
       join billing_companies b on b.id = i.billing_company_id
       left join companies c on c.id = i.company_id
      where i.id = $1`,
    [id],
  );
  const row = head.rows[0];
  if (!row) return undefined;
  const currency = row.currency;
  const lines = await db.query<{
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
  }>(
    `select l.id, l.position, l.kind, l.description, l.booking_id, bk.reference as booking_reference,
            l.period_from::text, l.period_to::text, l.quantity::text, l.unit_price::text,
            l.tax_rate_id, l.tax_percent::text, l.catalogue_item_id, l.net::text, l.tax::text,
            l.gross::text,
            coalesce((select sum(cl.gross) from credit_note_lines cl
                       join credit_notes cn on cn.id = cl.credit_note_id and not cn.deleted
                      where cl.invoice_line_id = l.id), 0)::text as credited
       from invoice_lines l
       left join bookings bk on bk.id = l.booking_id
      where l.invoice_id = $1
      order by l.position`,
    [id],
  );
  const payments = await db.query<{
    id: string;
    amount: string;
    paid_on: string;
    method: PaymentMethod;
    reference: string;
    created_at: Date;
    created_by: string | null;
  }>(
    `select id, amount::text, paid_on::text, method, reference, created_at, created_by
       from invoice_payments where invoice_id = $1 order by paid_on, created_at`,
    [id],
  );
  const credits = await db.query<{ id: string; number: string; issue_date: string; gross: string }>(
    `select id, number, issue_date::text, gross::text from credit_notes
      where invoice_id = $1 and not deleted order by sequence`,
    [id],
  );
  const viewLines = lines.rows.map((line) => ({
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
  }));
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

// ---------------------------------------------------------------------------------------------
// Lines and the nights they bill

type LineInput = z.output<typeof invoiceLineInputSchema>;

/** Nights of these bookings already on a live invoice (a void, credited or deleted one frees them). */
async function invoicedNights(
  db: Queryable,
  bookingIds: readonly string[],
  exceptInvoiceId: string | null,
): Promise<Map<string, (NightRange & { by: string })[]>> {
  const taken = new Map<string, (NightRange & { by: string })[]>();
  if (bookingIds.length === 0) return taken;
  const result = await db.query<{
    booking_id: string;
    period_from: string;
    period_to: string;
    number: string | null;
  }>(
    `select l.booking_id, l.period_from::text, l.period_to::text, i.number
       from invoice_lines l
       join invoices i on i.id = l.invoice_id
      where l.booking_id = any($1::uuid[]) and l.period_from is not null
        and not i.deleted and i.status not in ('void', 'credited')
        and ($2::uuid is null or i.id <> $2::uuid)`,
    [bookingIds, exceptInvoiceId],
  );
  for (const row of result.rows) {
    const list = taken.get(row.booking_id) ?? [];
    list.push({ from: row.period_from, to: row.period_to, by: row.number ?? 'a draft invoice' });
    taken.set(row.booking_id, list);
  }
  return taken;
}

/**
 * Locks the bookings the lines bill (so two invoices cannot take the same nights at once) and
 * refuses nights already on another live invoice or twice on this one (409).
 */
async function checkNightsFree(
  tx: Transaction,
  invoiceId: string | null,
  lines: readonly { bookingId: string | null; period: NightRange | null }[],
): Promise<void> {
  const billed = lines.filter(
    (line): line is { bookingId: string; period: NightRange } =>
      line.bookingId !== null && line.period !== null,
  );
  const ids = [...new Set(billed.map((line) => line.bookingId))].sort();
  if (ids.length === 0) return;
  const found = await tx.query<{ id: string; reference: string }>(
    `select id, reference from bookings where id = any($1::uuid[]) and not deleted
      order by id for update`,
    [ids],
  );
  const references = new Map(found.rows.map((row) => [row.id, row.reference]));
  const fields: Record<string, Coded> = {};
  lines.forEach((line, index) => {
    if (line.bookingId !== null && !references.has(line.bookingId)) {
      fields[`lines.${index}.bookingId`] = apiMessage('noSuch', { what: 'booking' });
    }
  });
  const error = badReferences(fields);
  if (error) throw error;
  const taken = await invoicedNights(tx, ids, invoiceId);
  const seen = new Map<string, (NightRange & { by: string })[]>();
  for (const line of billed) {
    const reference = references.get(line.bookingId) ?? line.bookingId;
    const others = [...(taken.get(line.bookingId) ?? []), ...(seen.get(line.bookingId) ?? [])];
    const clash = others.find((other) => overlaps([other], [line.period]));
    if (clash) {
      throw refusal(
        409,
        INVOICE_MESSAGES.alreadyInvoiced(reference, line.period.from, line.period.to, clash.by),
      );
    }
    seen.set(line.bookingId, [
      ...(seen.get(line.bookingId) ?? []),
      { ...line.period, by: 'another line of this invoice' },
    ]);
  }
}

/** Replaces a draft's lines (tax copied from each rate, totals the sums of the rounded lines). */
async function writeLines(
  tx: Transaction,
  invoiceId: string,
  currency: string,
  lines: readonly LineInput[],
): Promise<{ net: string; tax: string; gross: string }> {
  await checkNightsFree(tx, invoiceId, lines);
  const rates = new Map<string, string>();
  for (const [index, line] of lines.entries()) {
    if (rates.has(line.taxRateId)) continue;
    const rate = await liveTaxRate(tx, line.taxRateId, `lines.${index}.taxRateId`);
    if (!rate.isActive) {
      throw invalidForm({ [`lines.${index}.taxRateId`]: INVOICE_MESSAGES.retiredTaxRate });
    }
    rates.set(line.taxRateId, rate.percentage);
  }
  await tx.orm.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  const totals = lines.map((line, position) => {
    const taxPercent = rates.get(line.taxRateId) ?? '0';
    return {
      line,
      position,
      taxPercent,
      totals: lineTotals({
        quantity: line.quantity,
        unitPrice: money(line.unitPrice, currency),
        taxPercent,
      }),
    };
  });
  if (totals.length > 0) {
    await tx.orm.insert(invoiceLines).values(
      totals.map(({ line, position, taxPercent, totals: figures }) => ({
        invoiceId,
        position,
        kind: line.kind,
        description: line.description,
        bookingId: line.bookingId,
        periodFrom: line.period?.from ?? null,
        periodTo: line.period?.to ?? null,
        quantity: line.quantity,
        unitPrice: money(line.unitPrice, currency).amount,
        taxRateId: line.taxRateId,
        taxPercent,
        catalogueItemId: line.catalogueItemId,
        net: figures.net.amount,
        tax: figures.tax.amount,
        gross: figures.gross.amount,
      })),
    );
  }
  const sum = sumTotals(
    totals.map((entry) => entry.totals),
    currency,
  );
  return { net: sum.net.amount, tax: sum.tax.amount, gross: sum.gross.amount };
}

async function searchTextOf(
  db: Queryable,
  row: Pick<InvoiceRow, 'number' | 'billingCompanyId' | 'companyId' | 'purchaseOrder' | 'billTo'>,
): Promise<string> {
  const result = await db.query<{ name: string | null }>(
    'select name from companies where id = $1',
    [row.companyId],
  );
  return [row.number, row.billTo.legalName, result.rows[0]?.name, row.purchaseOrder]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// The service

type DraftCreate = z.output<typeof invoiceDraftCreateSchema>;
export type PaymentCreate = z.output<typeof invoicePaymentCreateSchema>;

export interface InvoiceService {
  get(id: string): Promise<InvoiceView>;
  create(input: DraftCreate, context: WriteContext): Promise<InvoiceView>;
  update(id: string, input: InvoiceDraftUpdate, context: WriteContext): Promise<InvoiceView>;
  remove(id: string, version: number, context: WriteContext): Promise<InvoiceView>;
  restore(id: string, version: number, context: WriteContext): Promise<InvoiceView>;
  issue(id: string, version: number, context: WriteContext): Promise<InvoiceView>;
  void(id: string, version: number, context: WriteContext): Promise<InvoiceView>;
  pay(id: string, input: PaymentCreate, context: WriteContext): Promise<InvoiceView>;
  fromBookings(
    input: {
      bookingIds: string[];
      grouping?: InvoiceGrouping | undefined;
      until?: string | undefined;
    },
    context: WriteContext,
  ): Promise<InvoiceView[]>;
  bookingsToInvoice(query: {
    grouping?: InvoiceGrouping | undefined;
    until?: string | undefined;
    billingCompanyId?: string | undefined;
  }): Promise<BookingsToInvoice>;
}

/** The next number of a series, the counter row locked until the caller's transaction ends. */
export async function nextInSeries(tx: Transaction, series: string): Promise<number> {
  const result = await tx.query<{ last_number: number }>(
    `insert into document_number_series as s (series, last_number) values ($1, 1)
       on conflict (series) do update set last_number = s.last_number + 1
     returning last_number`,
    [series],
  );
  const next = result.rows[0]?.last_number;
  if (next === undefined) throw new Error('The number series answered nothing');
  return next;
}

function refuseUnlessDraft(row: InvoiceRow): void {
  if (row.status !== 'draft' || row.deleted) throw refusal(422, INVOICE_MESSAGES.notDraft);
}

/** The default (else the first active) tax rate: what accommodation lines from bookings use. */
async function defaultTaxRate(db: Queryable): Promise<{ id: string; percentage: string }> {
  const result = await db.query<{ id: string; percentage: string }>(
    `select id, percentage::text from tax_rates where not deleted and is_active
      order by is_default desc, percentage desc, id limit 1`,
  );
  const rate = result.rows[0];
  if (!rate) throw refusal(422, INVOICE_MESSAGES.noDefaultTaxRate);
  return rate;
}

interface StayRow {
  id: string;
  reference: string;
  check_in: string;
  check_out: string;
  original_check_out: string;
  selling_price_per_night: string;
  currency: string;
  extensions: { from: string; to: string; sellingPricePerNight: Money }[];
  purchase_order: string;
  property_title: string | null;
  company_id: string | null;
  billing_company_id: string | null;
}

const STAY_COLUMNS = `b.id, b.reference, b.check_in::text, b.check_out::text,
  b.original_check_out::text, b.selling_price_per_night::text, b.currency, b.extensions,
  b.purchase_order, p.title as property_title, b.company_id,
  coalesce(b.billing_company_id, c.default_billing_company_id) as billing_company_id`;
const STAY_FROM = `bookings b
  left join properties p on p.id = b.property_id
  left join companies c on c.id = b.company_id`;

function stayOf(row: StayRow) {
  return {
    checkIn: row.check_in,
    originalCheckOut: row.original_check_out,
    checkOut: row.check_out,
    sellingPricePerNight: money(row.selling_price_per_night, row.currency),
    extensions: row.extensions.map((extension) => ({
      from: extension.from,
      to: extension.to,
      sellingPricePerNight: extension.sellingPricePerNight,
    })),
  };
}

function describeNights(row: StayRow, period: NightRange, nights: number): string {
  const place = row.property_title ? ` at ${row.property_title}` : '';
  return `Accommodation${place}: ${nights} night${nights === 1 ? '' : 's'} from ${period.from} to ${period.to} (${row.reference})`;
}

/**
 * Records a payment against an issued or part-paid invoice in the caller's transaction: the one
 * place the balance and status rules of a payment live (POST /invoices/{id}/payments and a bank
 * payment's allocation both come here). 422 when it is more than the balance.
 */
/** A payment that comes from a bank payment's match: named on the invoice's activity. */
export interface PaymentSource {
  bankPaymentId: string;
  payer: string;
}

export async function recordInvoicePayment(
  tx: Transaction,
  id: string,
  input: PaymentCreate,
  context: WriteContext,
  source?: PaymentSource,
): Promise<{ paymentId: string; row: InvoiceRow }> {
  const locked = await lockVersioned(tx, invoiceKind, { id, version: undefined, live: true });
  if (locked.status !== 'issued' && locked.status !== 'partPaid') {
    throw refusal(422, INVOICE_MESSAGES.notPayable);
  }
  const currency = locked.currency;
  const gross = money(locked.gross, currency);
  const paid = money(locked.amountPaid, currency);
  const credited = money(locked.amountCredited, currency);
  const amount = money(input.amount, currency);
  const balance = invoiceBalance(gross, paid, credited);
  if (toMinorUnits(amount.amount) > toMinorUnits(balance.amount)) {
    const overpaid = INVOICE_MESSAGES.overpaid(balance.amount);
    throw refusal(422, overpaid, fieldMessages({ amount: overpaid }));
  }
  const inserted = await tx.query<{ id: string }>(
    `insert into invoice_payments (invoice_id, amount, paid_on, method, reference, created_by)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [id, amount.amount, input.paidOn, input.method, input.reference, context.actor.id],
  );
  const paymentId = inserted.rows[0]?.id;
  if (!paymentId) throw new Error('The payment was not recorded');
  const nowPaid = addMoney(paid, amount);
  const row = await updateRecord(
    tx,
    invoiceKind,
    { id, version: locked.version },
    { amountPaid: nowPaid.amount, status: settledStatus(gross, nowPaid, credited) },
    context,
    {
      action: 'payment',
      // The activity names what was paid, how, and the bank payment it was matched from.
      note: {
        payment: { to: amount.amount },
        paidOn: { to: input.paidOn },
        paymentMethod: { to: input.method },
        ...(input.reference ? { paymentReference: { to: input.reference } } : {}),
        ...(source ? { bankPayment: { to: source } } : {}),
      },
    },
  );
  return { paymentId, row };
}

/**
 * Takes a recorded payment back (a bank payment's match undone) in the caller's transaction: the
 * balance rises again and the status follows the same rule (paid → part paid → issued).
 */
export async function reverseInvoicePayment(
  tx: Transaction,
  paymentId: string,
  context: WriteContext,
  source?: PaymentSource,
): Promise<InvoiceRow> {
  const payment = await tx.query<{ invoice_id: string; amount: string }>(
    'select invoice_id, amount::text from invoice_payments where id = $1',
    [paymentId],
  );
  const found = payment.rows[0];
  if (!found) throw notFound('Payment');
  const locked = await lockVersioned(tx, invoiceKind, {
    id: found.invoice_id,
    version: undefined,
  });
  if (locked.status === 'draft' || locked.status === 'void') {
    throw refusal(422, INVOICE_MESSAGES.notPayable);
  }
  const currency = locked.currency;
  const gross = money(locked.gross, currency);
  const credited = money(locked.amountCredited, currency);
  const nowPaid = subtractMoney(money(locked.amountPaid, currency), money(found.amount, currency));
  await tx.query('delete from invoice_payments where id = $1', [paymentId]);
  return updateRecord(
    tx,
    invoiceKind,
    { id: locked.id, version: locked.version },
    { amountPaid: nowPaid.amount, status: settledStatus(gross, nowPaid, credited) },
    context,
    {
      action: 'paymentReversed',
      note: {
        payment: { from: found.amount, to: null },
        ...(source ? { bankPayment: { to: source } } : {}),
      },
    },
  );
}

export function invoiceService(db: Database, clock: Clock): InvoiceService {
  const viewIn = async (q: Queryable, id: string): Promise<InvoiceView> => {
    const view = await readInvoiceView(q, id, (await todayOf(q, clock)).day);
    if (!view) throw notFound(invoiceKind.label);
    return view;
  };

  async function createDraft(
    tx: Transaction,
    input: DraftCreate,
    context: WriteContext,
  ): Promise<InvoiceRow> {
    const billing = await billingCompany(tx, input.billingCompanyId);
    if (!billing || billing.deleted) {
      throw invalidForm({ billingCompanyId: INVOICE_MESSAGES.noBillingCompany });
    }
    const billTo = input.billTo ?? billToOf(billing);
    const row = await createRecord(
      tx,
      invoiceKind,
      {
        billingCompanyId: billing.id,
        companyId: billing.company_id,
        currency: input.currency,
        serviceFrom: input.servicePeriod?.from ?? null,
        serviceTo: input.servicePeriod?.to ?? null,
        purchaseOrder: input.purchaseOrder,
        dueDate: input.dueDate,
        notes: input.notes,
        billTo,
      },
      context,
    );
    const totals = await writeLines(tx, row.id, input.currency, input.lines);
    const searchText = await searchTextOf(tx, row);
    return onlyRow(
      await tx.orm
        .update(invoices)
        .set({ ...totals, searchText })
        .where(eq(invoices.id, row.id))
        .returning(),
    );
  }

  return {
    get: (id) => viewIn(db, id),

    create(input, context) {
      return db.transaction(async (tx) => viewIn(tx, (await createDraft(tx, input, context)).id));
    },

    update(id, input, context) {
      const { version, lines, servicePeriod, billTo, ...own } = input;
      return db.transaction(async (tx) => {
        const row = await updateRecord(
          tx,
          invoiceKind,
          { id, version },
          async (locked) => {
            refuseUnlessDraft(locked);
            const parsedLines = lines?.map((line) => invoiceLineInputSchema.parse(line));
            const totals = parsedLines
              ? await writeLines(tx, locked.id, locked.currency, parsedLines)
              : {};
            const next = { ...locked, ...own, ...(billTo ? { billTo } : {}) };
            return {
              ...own,
              ...(billTo ? { billTo } : {}),
              ...(servicePeriod === undefined
                ? {}
                : {
                    serviceFrom: servicePeriod?.from ?? null,
                    serviceTo: servicePeriod?.to ?? null,
                  }),
              ...totals,
              searchText: await searchTextOf(tx, next),
            };
          },
          context,
        );
        return viewIn(tx, row.id);
      });
    },

    remove(id, version, context) {
      return db.transaction(async (tx) => {
        const row = await updateRecord(
          tx,
          invoiceKind,
          { id, version },
          (locked) => {
            refuseUnlessDraft(locked);
            return {};
          },
          context,
          { action: 'delete', deleted: true },
        );
        return viewIn(tx, row.id);
      });
    },

    restore(id, version, context) {
      return db.transaction(async (tx) => {
        const row = await updateRecord(
          tx,
          invoiceKind,
          { id, version },
          async (locked) => {
            const lines = await tx.query<{
              booking_id: string | null;
              period_from: string | null;
              period_to: string | null;
            }>(
              `select booking_id, period_from::text, period_to::text from invoice_lines
                where invoice_id = $1 order by position`,
              [locked.id],
            );
            // Its nights may have been invoiced since it was deleted: 409 then.
            await checkNightsFree(
              tx,
              locked.id,
              lines.rows.map((line) => ({
                bookingId: line.booking_id,
                period:
                  line.period_from && line.period_to
                    ? { from: line.period_from, to: line.period_to }
                    : null,
              })),
            );
            return {};
          },
          context,
          { action: 'restore', deleted: false },
        );
        return viewIn(tx, row.id);
      });
    },

    issue(id, version, context) {
      return db.transaction(async (tx) => {
        const day = (await todayOf(tx, clock)).day;
        const row = await updateRecord(
          tx,
          invoiceKind,
          { id, version, live: true },
          async (locked) => {
            refuseUnlessDraft(locked);
            const count = await tx.query<{ n: number }>(
              'select count(*)::int as n from invoice_lines where invoice_id = $1',
              [locked.id],
            );
            if ((count.rows[0]?.n ?? 0) === 0) throw refusal(422, INVOICE_MESSAGES.noLines);
            const billing = await billingCompany(tx, locked.billingCompanyId);
            if (!billing) throw refusal(422, INVOICE_MESSAGES.noBillingCompany);
            if (billing.purchase_order_required && locked.purchaseOrder.trim() === '') {
              const required = INVOICE_MESSAGES.purchaseOrderRequired;
              throw refusal(422, required, fieldMessages({ purchaseOrder: required }));
            }
            // The counter row stays locked until this transaction ends: no gap, no reuse.
            const sequence = await nextInSeries(tx, `invoice:${billing.id}`);
            const number = documentNumber(billing.invoice_prefix || 'INV-', sequence);
            const next = { ...locked, number };
            return {
              number,
              sequence,
              status: 'issued' as const,
              issueDate: day,
              taxPoint: day,
              dueDate: locked.dueDate ?? dueDateFor(day, billing.payment_terms_days),
              issuedAt: context.at,
              issuedBy: context.actor.id,
              searchText: await searchTextOf(tx, next),
            };
          },
          context,
          { action: 'issue' },
        );
        return viewIn(tx, row.id);
      });
    },

    void(id, version, context) {
      return db.transaction(async (tx) => {
        const row = await updateRecord(
          tx,
          invoiceKind,
          { id, version, live: true },
          (locked) => {
            const untouched =
              locked.status === 'issued' &&
              toMinorUnits(locked.amountPaid) === 0n &&
              toMinorUnits(locked.amountCredited) === 0n;
            if (!untouched) throw refusal(422, INVOICE_MESSAGES.notVoidable);
            return { status: 'void' as const };
          },
          context,
          { action: 'void' },
        );
        return viewIn(tx, row.id);
      });
    },

    pay(id, input, context) {
      return db.transaction(async (tx) => {
        const { row } = await recordInvoicePayment(tx, id, input, context);
        return viewIn(tx, row.id);
      });
    },

    fromBookings(input, context) {
      return db.transaction(async (tx) => {
        const ids = [...new Set(input.bookingIds)].sort();
        const stays = await tx.query<StayRow>(
          `select ${STAY_COLUMNS} from ${STAY_FROM}
            where b.id = any($1::uuid[]) and not b.deleted and b.status in ('booked', 'complete')
            order by b.id for update of b`,
          [ids],
        );
        if (stays.rows.length !== ids.length) {
          const found = new Set(stays.rows.map((row) => row.id));
          const fields = Object.fromEntries(
            input.bookingIds.flatMap((bookingId, index) =>
              found.has(bookingId)
                ? []
                : [[`bookingIds.${index}`, apiMessage('noBookingToInvoice')]],
            ),
          );
          const error = badReferences(fields);
          if (error) throw error;
        }
        const rate = await defaultTaxRate(tx);
        const taken = await invoicedNights(tx, ids, null);
        // Invoice key → its bookings' lines, in the order the bookings start.
        const drafts = new Map<
          string,
          {
            billingId: string;
            currency: string;
            po: string;
            lines: (LineInput & { from: string; to: string })[];
          }
        >();
        const billingCache = new Map<string, BillingFacts>();
        const rows = [...stays.rows].sort((a, b) =>
          a.check_in === b.check_in
            ? a.reference.localeCompare(b.reference)
            : a.check_in < b.check_in
              ? -1
              : 1,
        );
        for (const stay of rows) {
          if (!stay.billing_company_id) {
            throw refusal(422, INVOICE_MESSAGES.noBookingBilling(stay.reference));
          }
          let billing = billingCache.get(stay.billing_company_id);
          if (!billing) {
            billing = await billingCompany(tx, stay.billing_company_id);
            if (!billing || billing.deleted) {
              throw refusal(422, INVOICE_MESSAGES.noBookingBilling(stay.reference));
            }
            billingCache.set(billing.id, billing);
          }
          const grouping = input.grouping ?? billing.invoice_grouping;
          const periods = billablePeriods(stayOf(stay), taken.get(stay.id) ?? [], {
            monthly: grouping !== 'perBooking',
            until: input.until,
          });
          for (const period of periods) {
            const key =
              grouping === 'perBooking'
                ? `${billing.id}|${stay.id}`
                : grouping === 'monthly'
                  ? `${billing.id}|${stay.id}|${monthOf(period.from)}`
                  : `${billing.id}|${monthOf(period.from)}|${stay.currency}`;
            const draft = drafts.get(key) ?? {
              billingId: billing.id,
              currency: stay.currency,
              po: '',
              lines: [],
            };
            if (!draft.po && stay.purchase_order) draft.po = stay.purchase_order;
            draft.lines.push({
              kind: 'accommodation',
              description: describeNights(stay, period, period.nights),
              bookingId: stay.id,
              period: { from: period.from, to: period.to },
              quantity: String(period.nights),
              unitPrice: period.unitPrice.amount,
              taxRateId: rate.id,
              catalogueItemId: null,
              from: period.from,
              to: period.to,
            });
            drafts.set(key, draft);
          }
        }
        if (drafts.size === 0) throw refusal(422, INVOICE_MESSAGES.nothingToBill);
        const made: string[] = [];
        for (const draft of drafts.values()) {
          const from = draft.lines.map((line) => line.from).sort()[0] ?? null;
          const to =
            draft.lines
              .map((line) => line.to)
              .sort()
              .at(-1) ?? null;
          const row = await createDraft(
            tx,
            {
              billingCompanyId: draft.billingId,
              currency: draft.currency,
              servicePeriod: from && to ? { from, to } : null,
              purchaseOrder: draft.po,
              dueDate: null,
              notes: '',
              lines: draft.lines.map(({ from: _from, to: _to, ...line }) => line),
            },
            context,
          );
          made.push(row.id);
        }
        return Promise.all(made.map((id) => viewIn(tx, id)));
      });
    },

    async bookingsToInvoice(query) {
      const rate = await defaultTaxRate(db).catch(() => ({ id: '', percentage: '0' }));
      const stays = await db.query<StayRow>(
        `select ${STAY_COLUMNS} from ${STAY_FROM}
          where not b.deleted and b.status in ('booked', 'complete')
            and coalesce(b.billing_company_id, c.default_billing_company_id) is not null
            and ($1::uuid is null or coalesce(b.billing_company_id, c.default_billing_company_id) = $1::uuid)
            and ($2::date is null or b.check_in < $2::date)
          order by b.check_in, b.reference`,
        [query.billingCompanyId ?? null, query.until ?? null],
      );
      const taken = await invoicedNights(
        db,
        stays.rows.map((row) => row.id),
        null,
      );
      const billingIds = [...new Set(stays.rows.map((row) => row.billing_company_id ?? ''))];
      const billings = await db.query<BillingFacts>(
        `select id, company_id, legal_name, billing_address, vat_number, accounts_emails,
                payment_terms_days, purchase_order_required, invoice_grouping, invoice_prefix, deleted
           from billing_companies where id = any($1::uuid[]) and not deleted order by legal_name, id`,
        [billingIds.filter(Boolean)],
      );
      const groups: BookingsToInvoice['groups'] = [];
      for (const billing of billings.rows) {
        const grouping = query.grouping ?? billing.invoice_grouping;
        const bookings: BookingsToInvoice['groups'][number]['bookings'] = [];
        for (const stay of stays.rows.filter((row) => row.billing_company_id === billing.id)) {
          const periods = billablePeriods(stayOf(stay), taken.get(stay.id) ?? [], {
            monthly: grouping !== 'perBooking',
            until: query.until,
          }).map((period) => {
            const figures = lineTotals({
              quantity: String(period.nights),
              unitPrice: period.unitPrice,
              taxPercent: rate.percentage,
            });
            return { ...period, ...figures };
          });
          if (periods.length === 0) continue;
          bookings.push({
            bookingId: stay.id,
            reference: stay.reference,
            propertyTitle: stay.property_title,
            checkIn: stay.check_in,
            checkOut: stay.check_out,
            purchaseOrder: stay.purchase_order,
            periods,
            totals: sumTotals(periods, stay.currency),
          });
        }
        if (bookings.length === 0) continue;
        const currencies = new Set(bookings.map((booking) => booking.totals.gross.currency));
        const currency = currencies.size === 1 ? ([...currencies][0] ?? 'GBP') : 'GBP';
        groups.push({
          billingCompanyId: billing.id,
          billingCompanyName: billing.legal_name,
          grouping,
          purchaseOrderRequired: billing.purchase_order_required,
          bookings,
          totals: sumTotals(
            bookings
              .filter((booking) => booking.totals.gross.currency === currency)
              .map((b) => b.totals),
            currency,
          ),
        });
      }
      return { taxPercent: rate.percentage, groups };
    },
  };
}

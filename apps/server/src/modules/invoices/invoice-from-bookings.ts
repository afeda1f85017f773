import {
  apiMessage,
  type BookingsToInvoice,
  billablePeriods,
  type InvoiceGrouping,
  lineTotals,
  type Money,
  monthOf,
  type NightRange,
  sumTotals,
} from '@staydesk/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Orm, Transaction } from '../../db/database.js';
import { badReferences, type WriteContext } from '../../db/records.js';
import { billingCompanies } from '../../db/schema.js';
import { refusal } from '../../lib/errors.js';
import { createDraft } from './invoice-drafts.js';
import { invoicedNights, type LineInput } from './invoice-lines.js';
import {
  type BillingCompanyRow,
  billingCompany,
  INVOICE_MESSAGES,
  money,
} from './invoice-record.js';
import { taxRates } from './table.js';

/**
 * Billing bookings: what each billing company's live bookings have not been invoiced for yet,
 * and the drafts made from them, per booking, per booking and month, or per billing company and
 * month (the billing company's grouping unless the request names one).
 */

export interface FromBookingsRequest {
  bookingIds: string[];
  grouping?: InvoiceGrouping | undefined;
  until?: string | undefined;
}

export interface BookingsToInvoiceQuery {
  grouping?: InvoiceGrouping | undefined;
  until?: string | undefined;
  billingCompanyId?: string | undefined;
}

/** The default (else the first active) tax rate: what accommodation lines from bookings use. */
async function defaultTaxRate(orm: Orm): Promise<{ id: string; percentage: string }> {
  const [rate] = await orm
    .select({ id: taxRates.id, percentage: taxRates.percentage })
    .from(taxRates)
    .where(and(eq(taxRates.deleted, false), eq(taxRates.isActive, true)))
    .orderBy(desc(taxRates.isDefault), desc(taxRates.percentage), taxRates.id)
    .limit(1);
  if (!rate) throw refusal(422, INVOICE_MESSAGES.noDefaultTaxRate);
  return rate;
}

/** A booking as billing reads it: its nights, prices and who it is billed to. */
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

/** Drafts from bookings' nights not yet invoiced, in the caller's transaction: their ids. */
export async function draftsFromBookings(
  tx: Transaction,
  input: FromBookingsRequest,
  context: WriteContext,
): Promise<string[]> {
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
        found.has(bookingId) ? [] : [[`bookingIds.${index}`, apiMessage('noBookingToInvoice')]],
      ),
    );
    const error = badReferences(fields);
    if (error) throw error;
  }
  const rate = await defaultTaxRate(tx.orm);
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
  const billingCache = new Map<string, BillingCompanyRow>();
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
    const grouping = input.grouping ?? billing.invoiceGrouping;
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
  return made;
}

/** What each billing company's live bookings would bill now, per the grouping, at the default rate. */
export async function bookingsToInvoice(
  db: Database,
  query: BookingsToInvoiceQuery,
): Promise<BookingsToInvoice> {
  const rate = await db
    .read((orm) => defaultTaxRate(orm))
    .catch(() => ({ id: '', percentage: '0' }));
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
  const billings = await db.read((orm) =>
    orm
      .select()
      .from(billingCompanies)
      .where(
        and(
          inArray(billingCompanies.id, billingIds.filter(Boolean)),
          eq(billingCompanies.deleted, false),
        ),
      )
      .orderBy(billingCompanies.legalName, billingCompanies.id),
  );
  const groups: BookingsToInvoice['groups'] = [];
  for (const billing of billings) {
    const grouping = query.grouping ?? billing.invoiceGrouping;
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
      billingCompanyName: billing.legalName,
      grouping,
      purchaseOrderRequired: billing.purchaseOrderRequired,
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
}

import { addDays, addMoney, marginPercent, money, subtractMoney } from '@staydesk/domain';
import type { Queryable } from '../../db/database.js';
import { bookingReportRange, FIGURES, NIGHTS } from '../bookings/report-service.js';
import { readSettings } from '../settings/settings.js';
import {
  DEBT_BUCKETS,
  type DebtBucket,
  REPORTING_TOP,
  type Reporting,
  type ReportingFigures,
  type ReportingGroup,
  type ReportingQuery,
} from './schemas.js';

/**
 * The reporting screen's numbers (issue #16 point 4). Every figure is one SQL aggregate over an
 * index the list screens already have; nothing here loops over records:
 *
 * - enquiries by their received time (enquiries_received_idx: deleted, received_at);
 * - bookings' nights, revenue and cost through the bookings report's NIGHTS/FIGURES
 *   (bookings_tab_check_in_idx), so a night counts once, in the month it falls in, at its rates;
 * - occupancy: the stock's booked nights over its property-nights (bookings_property_idx,
 *   property_supply_busy_idx);
 * - invoices by issue date (invoices_issue_date_idx), payments by the day received
 *   (invoice_payments_paid_on_idx, migration 0033), debt by due date (invoices_due_date_idx).
 *
 * Parameters of every statement: $1 from, $2 to (days, both included), $3 currency, $4 the
 * configured time zone (an enquiry's day is its received time's day there).
 */

const lastOfMonth = (day: string) => {
  const [year = 1970, month = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};
const monthsBefore = (day: string, months: number) => {
  const [year = 1970, month = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
};
const DAY_MS = 86_400_000;
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The period before `from`–`to` of the same length: as many whole months when the period is whole
 * months (March 2031 → February 2031; a year → the year before), else as many days.
 */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const prevTo = addDays(from, -1);
  if (from.endsWith('-01') && lastOfMonth(to) === to) {
    const months =
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
      Number(to.slice(5, 7)) -
      Number(from.slice(5, 7)) +
      1;
    return { from: monthsBefore(from, months), to: prevTo };
  }
  return { from: addDays(from, -daysIn(from, to)), to: prevTo };
}

/** Every month of the period (YYYY-MM). */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = `${from.slice(0, 7)}-01`; day <= to; day = monthsBefore(day, -1)) {
    months.push(day.slice(0, 7));
  }
  return months;
}

/** The enquiries received from $1 to $2 (days in time zone $4). */
const RECEIVED = `enquiries e
   where e.deleted = false
     and e.received_at >= ($1::date)::timestamp at time zone $4
     and e.received_at < ($2::date + 1)::timestamp at time zone $4
     and $3::text is not null`;
const BOOKED = `(e.booking_id is not null or e.status in ('booked', 'complete'))`;
const LOST = `(not ${BOOKED} and (e.status in ('cancelled', 'notPossible')
     or (e.status = 'archived' and e.lost_reason is not null)))`;

const ENQUIRY_FIGURES = `select count(*)::int as received,
     count(*) filter (where ${BOOKED})::int as booked,
     count(*) filter (where ${LOST})::int as lost
   from ${RECEIVED}`;

/** The stock counted for occupancy: properties available today, not deleted, not temporary. */
const STOCK = `select id from properties
   where deleted = false and status = 'available' and is_temporary = false`;

/** $3 and $4 are unused here (every currency's nights count); kept so every statement takes the same four parameters. */
const OCCUPANCY = `with stock as (${STOCK}),
  booked as (
    select coalesce(sum(least(b.check_out, $2::date + 1) - greatest(b.check_in, $1::date)), 0)::int as nights
      from stock s join bookings b on b.property_id = s.id
     where b.deleted = false and b.status in ('booked', 'complete')
       and b.check_in <= $2::date and b.check_out > $1::date
  ),
  blocked as (
    select coalesce(sum(least(p.to_date, $2::date + 1) - greatest(p.from_date, $1::date)), 0)::int as nights
      from stock s join property_supply p on p.property_id = s.id
     where p.state = 'blocked' and p.from_date <= $2::date and p.to_date > $1::date
  )
  select (select count(*)::int from stock) as properties, booked.nights as booked,
         blocked.nights as blocked
    from booked, blocked
   where $3::text is not null and $4::text is not null`;

/** Invoices that were issued: every status after draft but void. */
const ISSUED_STATUSES = `('issued', 'partPaid', 'paid', 'credited')`;
const INVOICES_ISSUED = `select count(*)::int as issued, coalesce(sum(i.gross), 0)::text as amount
   from invoices i
  where i.deleted = false and i.status in ${ISSUED_STATUSES}
    and i.issue_date between $1::date and $2::date and i.currency = $3 and $4::text is not null`;
const PAYMENTS = `select count(distinct p.invoice_id)::int as paid, coalesce(sum(p.amount), 0)::text as amount
   from invoice_payments p join invoices i on i.id = p.invoice_id
  where p.paid_on between $1::date and $2::date and i.deleted = false and i.currency = $3
    and $4::text is not null`;

interface MoneyRow {
  revenue: string | null;
  cost: string | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const ratio = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : null);

function bookingMoney(row: MoneyRow | undefined, currency: string) {
  const revenue = money(row?.revenue ?? '0', currency);
  const cost = money(row?.cost ?? '0', currency);
  return { revenue, cost, margin: subtractMoney(revenue, cost) };
}

/** The figures of one period. */
async function figuresOf(
  db: Queryable,
  from: string,
  to: string,
  currency: string,
  zone: string,
): Promise<ReportingFigures> {
  const params = [from, to, currency, zone];
  const [enquiries, bookings, occupancy, issued, payments] = await Promise.all([
    db.query<{ received: number; booked: number; lost: number }>(ENQUIRY_FIGURES, params),
    db.query<{ nights: number | null; bookings: number } & MoneyRow>(
      `${NIGHTS} select ${FIGURES} from nights n where $4::text is not null`,
      params,
    ),
    db.query<{ properties: number; booked: number; blocked: number }>(OCCUPANCY, params),
    db.query<{ issued: number; amount: string }>(INVOICES_ISSUED, params),
    db.query<{ paid: number; amount: string }>(PAYMENTS, params),
  ]);
  const e = enquiries.rows[0] ?? { received: 0, booked: 0, lost: 0 };
  const b = bookings.rows[0];
  const amounts = bookingMoney(b, currency);
  const o = occupancy.rows[0] ?? { properties: 0, booked: 0, blocked: 0 };
  const available = Math.max(0, o.properties * daysIn(from, to) - o.blocked);
  return {
    from,
    to,
    enquiries: { ...e, conversionPercent: ratio(e.booked, e.received) },
    bookings: {
      bookings: b?.bookings ?? 0,
      nights: b?.nights ?? 0,
      ...amounts,
      marginPercent: marginPercent(amounts.cost, amounts.revenue),
    },
    occupancy: {
      properties: o.properties,
      bookedNights: o.booked,
      availableNights: available,
      percent: ratio(o.booked, available),
    },
    invoices: {
      issued: issued.rows[0]?.issued ?? 0,
      issuedAmount: money(issued.rows[0]?.amount ?? '0', currency),
      paid: payments.rows[0]?.paid ?? 0,
      paidAmount: money(payments.rows[0]?.amount ?? '0', currency),
    },
  };
}

/**
 * Companies or agents: the nights, bookings and money of their bookings in the period, beside the
 * enquiries they sent in it; by revenue, then enquiries. `top` null = every row (the CSV).
 */
function groupStatement(kind: 'company' | 'agent', top: number | null): string {
  const column = kind === 'company' ? 'company_id' : 'agent_id';
  const names =
    kind === 'company'
      ? 'left join companies c on c.id = g.key'
      : 'left join agents c on c.id = g.key';
  const limit = top === null ? '' : ` limit ${Math.max(1, Math.floor(top))}`;
  return `${NIGHTS}, money as (
      select k.${column} as key, ${FIGURES}
        from nights n join bookings k on k.id = n.id
       where k.${column} is not null
       group by k.${column}
    ), asked as (
      select e.${column} as key, count(*)::int as enquiries
        from ${RECEIVED} and e.${column} is not null
       group by e.${column}
    ), g as (
      select coalesce(money.key, asked.key) as key, coalesce(asked.enquiries, 0) as enquiries,
             coalesce(money.bookings, 0) as bookings, coalesce(money.nights, 0) as nights,
             money.revenue, money.cost
        from money full join asked on asked.key = money.key
    )
    select g.key::text as key, coalesce(c.name, '') as label, g.enquiries, g.bookings, g.nights,
           g.revenue, g.cost
      from g ${names}
     order by coalesce(g.revenue::numeric, 0) desc, g.enquiries desc, 2, 1${limit}`;
}

/** Open invoices by days past due today ($5), with the balance each still owes. */
const DEBT = `select case
      when i.due_date is null or i.due_date >= $5::date then 'current'
      when $5::date - i.due_date <= 30 then 'days1to30'
      when $5::date - i.due_date <= 60 then 'days31to60'
      when $5::date - i.due_date <= 90 then 'days61to90'
      else 'over90' end as bucket,
    count(*)::int as invoices, sum(i.gross - i.amount_paid - i.amount_credited)::text as amount
   from invoices i
  where i.deleted = false and i.status in ('issued', 'partPaid') and i.currency = $3
    and i.gross - i.amount_paid - i.amount_credited > 0
    and $1::date is not null and $2::date is not null and $4::text is not null
  group by 1`;

const MONTHS = {
  enquiries: `select to_char(e.received_at at time zone $4, 'YYYY-MM') as month,
      count(*)::int as received, count(*) filter (where ${BOOKED})::int as booked
    from ${RECEIVED} group by 1`,
  bookings: `${NIGHTS} select to_char(n.month, 'YYYY-MM') as month, ${FIGURES}
    from nights n where $4::text is not null group by n.month`,
  invoices: `select to_char(i.issue_date, 'YYYY-MM') as month, sum(i.gross)::text as amount
    from invoices i
   where i.deleted = false and i.status in ${ISSUED_STATUSES}
     and i.issue_date between $1::date and $2::date and i.currency = $3 and $4::text is not null
   group by 1`,
};

const LOST_REASONS = `select coalesce(nullif(trim(e.lost_reason), ''), '') as reason, count(*)::int as enquiries
   from ${RECEIVED} and ${LOST}
  group by 1 order by 2 desc, 1`;

const CURRENCIES = `select currency from bookings
   where deleted = false and status in ('booked', 'complete')
     and check_in <= $2::date and check_out > $1::date
  union
  select currency from invoices
   where deleted = false and status in ${ISSUED_STATUSES} and issue_date between $1::date and $2::date`;

export interface ReportingContext {
  /** Today in the configured time zone. */
  today: string;
  timeZone: string;
}

/** The whole report for `query`; `top` limits the company and agent rows (null: all, for CSV). */
export async function reporting(
  db: Queryable,
  query: ReportingQuery,
  context: ReportingContext,
  top: number | null = REPORTING_TOP,
): Promise<Reporting> {
  const { from, to } = bookingReportRange(query, context.today);
  const before = previousPeriod(from, to);
  const currency = query.currency ?? (await readSettings(db)).defaultCurrency;
  const zone = context.timeZone;
  const params = [from, to, currency, zone];
  type GroupRow = {
    key: string;
    label: string;
    enquiries: number;
    bookings: number;
    nights: number;
  } & MoneyRow;
  const [
    current,
    previous,
    enquiryMonths,
    bookingMonths,
    invoiceMonths,
    lost,
    companies,
    agents,
    debt,
    currencies,
  ] = await Promise.all([
    figuresOf(db, from, to, currency, zone),
    figuresOf(db, before.from, before.to, currency, zone),
    db.query<{ month: string; received: number; booked: number }>(MONTHS.enquiries, params),
    db.query<{ month: string; nights: number } & MoneyRow>(MONTHS.bookings, params),
    db.query<{ month: string; amount: string }>(MONTHS.invoices, params),
    db.query<{ reason: string; enquiries: number }>(LOST_REASONS, params),
    db.query<GroupRow>(groupStatement('company', top), params),
    db.query<GroupRow>(groupStatement('agent', top), params),
    db.query<{ bucket: DebtBucket; invoices: number; amount: string }>(DEBT, [
      ...params,
      context.today,
    ]),
    db.query<{ currency: string }>(CURRENCIES, [from, to]),
  ]);
  const byMonth = <Row extends { month: string }>(rows: Row[]) =>
    new Map(rows.map((row) => [row.month, row]));
  const enquiriesBy = byMonth(enquiryMonths.rows);
  const bookingsBy = byMonth(bookingMonths.rows);
  const invoicesBy = byMonth(invoiceMonths.rows);
  const group = (row: GroupRow): ReportingGroup => {
    const amounts = bookingMoney(row, currency);
    return {
      key: row.key,
      label: row.label,
      enquiries: row.enquiries,
      bookings: row.bookings,
      nights: row.nights,
      revenue: amounts.revenue,
      margin: amounts.margin,
      marginPercent: marginPercent(amounts.cost, amounts.revenue),
    };
  };
  const buckets = new Map(debt.rows.map((row) => [row.bucket, row]));
  const bucketRows = DEBT_BUCKETS.map((bucket) => ({
    bucket,
    invoices: buckets.get(bucket)?.invoices ?? 0,
    amount: money(buckets.get(bucket)?.amount ?? '0', currency),
  }));
  return {
    currency,
    currencies: [...new Set([currency, ...currencies.rows.map((row) => row.currency)])].sort(),
    today: context.today,
    current,
    previous,
    months: monthsOf(from, to).map((month) => {
      const enquiries = enquiriesBy.get(month);
      const amounts = bookingMoney(bookingsBy.get(month), currency);
      return {
        month,
        received: enquiries?.received ?? 0,
        booked: enquiries?.booked ?? 0,
        nights: bookingsBy.get(month)?.nights ?? 0,
        ...amounts,
        invoiced: money(invoicesBy.get(month)?.amount ?? '0', currency),
      };
    }),
    lostReasons: lost.rows,
    companies: companies.rows.map(group),
    agents: agents.rows.map(group),
    debt: debtSummary(bucketRows, context.today, currency),
  };
}

function debtSummary(
  buckets: { bucket: DebtBucket; invoices: number; amount: ReturnType<typeof money> }[],
  asOf: string,
  currency: string,
): Reporting['debt'] {
  const overdue = buckets.filter((row) => row.bucket !== 'current');
  const total = (rows: typeof buckets) =>
    rows.reduce((amount, row) => addMoney(amount, row.amount), money('0', currency));
  return {
    asOf,
    outstanding: total(buckets),
    invoices: buckets.reduce((n, row) => n + row.invoices, 0),
    overdue: total(overdue),
    overdueInvoices: overdue.reduce((n, row) => n + row.invoices, 0),
    buckets,
  };
}

/** Every statement with its parameters' shape, for the plan checks (test and bench). */
export const REPORTING_STATEMENTS: Record<string, { sql: string; today?: boolean }> = {
  enquiries: { sql: ENQUIRY_FIGURES },
  bookings: { sql: `${NIGHTS} select ${FIGURES} from nights n where $4::text is not null` },
  occupancy: { sql: OCCUPANCY },
  invoicesIssued: { sql: INVOICES_ISSUED },
  payments: { sql: PAYMENTS },
  enquiryMonths: { sql: MONTHS.enquiries },
  bookingMonths: { sql: MONTHS.bookings },
  invoiceMonths: { sql: MONTHS.invoices },
  lostReasons: { sql: LOST_REASONS },
  companies: { sql: groupStatement('company', REPORTING_TOP) },
  agents: { sql: groupStatement('agent', REPORTING_TOP) },
  debt: { sql: DEBT, today: true },
};

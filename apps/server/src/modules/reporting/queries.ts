import {
  addDays,
  addMoney,
  MAX_REPORT_ROWS,
  marginPercent,
  money,
  monthsOf,
  subtractMoney,
} from '@staydesk/domain';
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
 * The reporting screen's numbers, two ways that must agree:
 *
 * - DIRECT: SQL aggregates over the records themselves (enquiries by received time, bookings'
 *   nights through the bookings report's NIGHTS/FIGURES, occupancy over bookings and supply,
 *   invoices by issue date, payments by the day received, debt by due date). At 100,000
 *   enquiries and bookings a year's figures read ~33,000 rows of each: too slow for the screen.
 * - SUMMARY (what the screen reads): the enquiry, booking, occupancy and invoice figures from the
 *   per-day and per-month summaries of migration 0035 (kept by triggers in the writing
 *   transaction): whole months of the period from month rows, the days of a part month from day
 *   rows; aged debt from the open balances per due date (0036). Payments stay counted over
 *   invoice_payments by the day received (0033's index).
 *
 * `test/reporting-summary.test.ts` makes random writes and checks both give the same answer.
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
  sql: Statements,
  from: string,
  to: string,
  currency: string,
  zone: string,
): Promise<ReportingFigures> {
  const params = [from, to, currency, zone];
  const [enquiries, bookings, occupancy, issued, payments] = await Promise.all([
    db.query<{ received: number; booked: number; lost: number }>(sql.enquiries, params),
    db.query<{ nights: number | null; bookings: number } & MoneyRow>(sql.bookings, params),
    db.query<{ properties: number; booked: number; blocked: number }>(sql.occupancy, params),
    db.query<{ issued: number; amount: string }>(sql.invoicesIssued, params),
    db.query<{ paid: number; amount: string }>(sql.payments, params),
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
 * enquiries they sent in it; by revenue, then enquiries. `top` null = every row up to
 * MAX_REPORT_ROWS (the CSV).
 */
function groupStatement(kind: 'company' | 'agent', top: number | null): string {
  const column = kind === 'company' ? 'company_id' : 'agent_id';
  const names =
    kind === 'company'
      ? 'left join companies c on c.id = g.key'
      : 'left join agents c on c.id = g.key';
  const limit = ` limit ${Math.max(1, Math.floor(top ?? MAX_REPORT_ROWS))}`;
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
  group by 1 order by 2 desc, 1 limit ${MAX_REPORT_ROWS}`;

const CURRENCIES = `select currency from bookings
   where deleted = false and status in ('booked', 'complete')
     and check_in <= $2::date and check_out > $1::date
  union
  select currency from invoices
   where deleted = false and status in ${ISSUED_STATUSES} and issue_date between $1::date and $2::date`;

/** The statements of one way of counting (DIRECT or SUMMARY). */
interface Statements {
  enquiries: string;
  bookings: string;
  occupancy: string;
  invoicesIssued: string;
  payments: string;
  enquiryMonths: string;
  bookingMonths: string;
  invoiceMonths: string;
  lostReasons: string;
  group: (kind: 'company' | 'agent', top: number | null) => string;
  debt: string;
  /** $1 from, $2 to only. */
  currencies: string;
}

const DIRECT: Statements = {
  enquiries: ENQUIRY_FIGURES,
  bookings: `${NIGHTS} select ${FIGURES} from nights n where $4::text is not null`,
  occupancy: OCCUPANCY,
  invoicesIssued: INVOICES_ISSUED,
  payments: PAYMENTS,
  enquiryMonths: MONTHS.enquiries,
  bookingMonths: MONTHS.bookings,
  invoiceMonths: MONTHS.invoices,
  lostReasons: LOST_REASONS,
  group: groupStatement,
  debt: DEBT,
  currencies: CURRENCIES,
};

// ---- SUMMARY: the per-day and per-month tables of migration 0035 ----

/** The first day of the period's first whole month, and of the month after its last one. */
const FIRST_WHOLE = `(date_trunc('month', ($1::date - 1)::timestamp) + interval '1 month')::date`;
const AFTER_WHOLE = `date_trunc('month', ($2::date + 1)::timestamp)::date`;

/**
 * The rows of summary `table` that make up the period [$1, $2]: the month rows of its whole
 * months, the day rows of the days before and after them. `where` picks the series (alias s).
 */
function inPeriod(table: string, where: string, columns: string): string {
  return `(select ${columns} from ${table} s
      where ${where} and s.grain = 'm' and s.day >= ${FIRST_WHOLE} and s.day < ${AFTER_WHOLE}
    union all
    select ${columns} from ${table} s
      where ${where} and s.grain = 'd' and s.day >= $1::date and s.day < least(${FIRST_WHOLE}, $2::date + 1)
    union all
    select ${columns} from ${table} s
      where ${where} and s.grain = 'd' and s.day >= greatest(${AFTER_WHOLE}, ${FIRST_WHOLE}) and s.day <= $2::date)`;
}

/** The rows of summary `table` up to and including day `day` (an SQL date). */
function upTo(table: string, where: string, columns: string, day: string): string {
  const after = `date_trunc('month', (${day} + 1)::timestamp)::date`;
  return `(select ${columns} from ${table} s where ${where} and s.grain = 'm' and s.day < ${after}
    union all
    select ${columns} from ${table} s
      where ${where} and s.grain = 'd' and s.day >= ${after} and s.day <= ${day})`;
}

const ENQUIRY_ALL = `s.zone = $4 and s.dim = 'all' and s.key = '' and $3::text is not null`;
const BOOKING_ALL = `s.currency = $3 and s.dim = 'all' and s.key = '' and $4::text is not null`;

/**
 * Distinct bookings of series `dim` in the period, per key: the pieces (runs of nights) that
 * cover $1 having started before it, plus the pieces starting in the period (the caller's
 * starts), less the gaps between two pieces of one booking that both touch the period.
 */
const carried = (dim: string) => `select s.key, s.carried from reporting_booking_stats s
   where s.currency = $3 and s.dim = '${dim}' and s.grain = 'd' and s.day = $1::date`;
const gaps = (dim: string) => `select s.key, sum(s.n) as n from reporting_booking_gaps s
   where s.currency = $3 and s.dim = '${dim}' and s.gap_from > $1::date and s.gap_to <= $2::date
   group by s.key`;

const SUMMARY_BOOKINGS = `with p as ${inPeriod('reporting_booking_stats', BOOKING_ALL, 's.nights, s.revenue, s.cost, s.starts')},
    c as (${carried('all')}), g as (${gaps('all')})
  select coalesce(sum(p.nights), 0)::int as nights,
         (coalesce(sum(p.starts), 0) + coalesce((select sum(c.carried) from c), 0)
           - coalesce((select sum(g.n) from g), 0))::int as bookings,
         round(sum(p.revenue), 2)::text as revenue, round(sum(p.cost), 2)::text as cost
    from p`;

function summaryGroup(kind: 'company' | 'agent', top: number | null): string {
  const names =
    kind === 'company'
      ? 'left join companies c on c.id = g.key::uuid'
      : 'left join agents c on c.id = g.key::uuid';
  const limit = ` limit ${Math.max(1, Math.floor(top ?? MAX_REPORT_ROWS))}`;
  return `with m as (
      select p.key, sum(p.nights) as nights, sum(p.revenue) as revenue, sum(p.cost) as cost,
             sum(p.starts) as starts
        from ${inPeriod('reporting_booking_stats', `s.currency = $3 and s.dim = '${kind}'`, 's.key, s.nights, s.revenue, s.cost, s.starts')} p
       group by p.key
    ), c as (${carried(kind)}), gp as (${gaps(kind)}),
    money as (
      select m.key, (m.starts + coalesce(c.carried, 0) - coalesce(gp.n, 0))::int as bookings,
             m.nights::int as nights, round(m.revenue, 2)::text as revenue,
             round(m.cost, 2)::text as cost
        from m left join c on c.key = m.key left join gp on gp.key = m.key
       where m.nights > 0
    ), asked as (
      select p.key, sum(p.received)::int as enquiries
        from ${inPeriod('reporting_enquiry_stats', `s.zone = $4 and s.dim = '${kind}'`, 's.key, s.received')} p
       group by p.key having sum(p.received) > 0
    ), g as (
      select coalesce(money.key, asked.key) as key, coalesce(asked.enquiries, 0) as enquiries,
             coalesce(money.bookings, 0) as bookings, coalesce(money.nights, 0) as nights,
             money.revenue, money.cost
        from money full join asked on asked.key = money.key
    )
    select g.key, coalesce(c.name, '') as label, g.enquiries, g.bookings, g.nights,
           g.revenue, g.cost
      from g ${names}
     order by coalesce(g.revenue::numeric, 0) desc, g.enquiries desc, 2, 1${limit}`;
}

const SUMMARY: Statements = {
  enquiries: `select coalesce(sum(p.received), 0)::int as received,
      coalesce(sum(p.booked), 0)::int as booked, coalesce(sum(p.lost), 0)::int as lost
    from ${inPeriod('reporting_enquiry_stats', ENQUIRY_ALL, 's.received, s.booked, s.lost')} p`,
  bookings: SUMMARY_BOOKINGS,
  occupancy: `with stock as (${STOCK}),
    blocked as (
      select coalesce(sum(least(p.to_date, $2::date + 1) - greatest(p.from_date, $1::date)), 0)::int as nights
        from stock s join property_supply p on p.property_id = s.id
       where p.state = 'blocked' and p.from_date <= $2::date and p.to_date > $1::date
    ),
    booked as (
      select coalesce(sum(p.nights), 0)::int as nights
        from ${inPeriod('reporting_occupancy', '$3::text is not null and $4::text is not null', 's.nights')} p
    )
    select (select count(*)::int from stock) as properties, booked.nights as booked,
           blocked.nights as blocked
      from booked, blocked`,
  invoicesIssued: `select coalesce(sum(p.issued), 0)::int as issued, coalesce(sum(p.amount), 0)::text as amount
    from ${inPeriod('reporting_invoice_stats', 's.currency = $3 and $4::text is not null', 's.issued, s.amount')} p`,
  payments: PAYMENTS,
  enquiryMonths: `select to_char(p.day::timestamp, 'YYYY-MM') as month, sum(p.received)::int as received,
      sum(p.booked)::int as booked
    from ${inPeriod('reporting_enquiry_stats', ENQUIRY_ALL, 's.day, s.received, s.booked')} p
   group by 1`,
  bookingMonths: `select to_char(p.day::timestamp, 'YYYY-MM') as month, sum(p.nights)::int as nights,
      round(sum(p.revenue), 2)::text as revenue, round(sum(p.cost), 2)::text as cost
    from ${inPeriod('reporting_booking_stats', BOOKING_ALL, 's.day, s.nights, s.revenue, s.cost')} p
   group by 1`,
  invoiceMonths: `select to_char(p.day::timestamp, 'YYYY-MM') as month, sum(p.amount)::text as amount
    from ${inPeriod('reporting_invoice_stats', 's.currency = $3 and $4::text is not null', 's.day, s.amount')} p
   group by 1`,
  lostReasons: `select p.key as reason, sum(p.lost)::int as enquiries
    from ${inPeriod('reporting_enquiry_stats', `s.zone = $4 and s.dim = 'reason' and $3::text is not null`, 's.key, s.lost')} p
   group by p.key having sum(p.lost) > 0
   order by 2 desc, 1 limit ${MAX_REPORT_ROWS}`,
  group: summaryGroup,
  // Migration 0036: the open balances per due date ('infinity' for none: current).
  debt: `select case
      when s.due >= $5::date then 'current'
      when $5::date - s.due <= 30 then 'days1to30'
      when $5::date - s.due <= 60 then 'days31to60'
      when $5::date - s.due <= 90 then 'days61to90'
      else 'over90' end as bucket,
    sum(s.invoices)::int as invoices, sum(s.amount)::text as amount
   from reporting_debt s
  where s.currency = $3 and s.invoices <> 0
    and $1::date is not null and $2::date is not null and $4::text is not null
  group by 1`,
  // A currency with a live booking overlapping the period (check-ins up to $2 less check-outs up
  // to $1: check_out > check_in always) or an invoice issued in it.
  currencies: `select b.currency from (
      ${upTo('reporting_booking_stats', "s.dim = 'all' and s.key = ''", 's.currency, s.stay_in as n', '$2::date')}
      union all
      ${upTo('reporting_booking_stats', "s.dim = 'all' and s.key = ''", 's.currency, -s.stay_out', '$1::date')}
    ) b group by b.currency having sum(b.n) > 0
    union
    select p.currency from ${inPeriod('reporting_invoice_stats', 'true', 's.currency, s.issued')} p
     group by p.currency having sum(p.issued) > 0`,
};

/** Zones whose enquiry figures are known to be in the summary, per database. */
const zonesReady = new WeakMap<Queryable, Set<string>>();

/**
 * The enquiry summary is per time zone: the first report in a zone not summarised yet (the
 * configured zone changed) adds every enquiry's figures in it, once (migration 0035's
 * reporting_enquiry_zone, which the triggers then keep).
 */
async function ensureZone(db: Queryable, zone: string): Promise<void> {
  let ready = zonesReady.get(db);
  if (ready?.has(zone)) return;
  await db.query('select reporting_enquiry_zone($1)', [zone]);
  if (!ready) {
    ready = new Set();
    zonesReady.set(db, ready);
  }
  ready.add(zone);
}

export interface ReportingContext {
  /** Today in the configured time zone. */
  today: string;
  timeZone: string;
}

/** The whole report for `query`; `top` limits the company and agent rows (null: all up to MAX_REPORT_ROWS, for CSV). */
export async function reporting(
  db: Queryable,
  query: ReportingQuery,
  context: ReportingContext,
  top: number | null = REPORTING_TOP,
): Promise<Reporting> {
  await ensureZone(db, context.timeZone);
  return answer(db, SUMMARY, query, context, top);
}

/** The same report counted over the records themselves (the summaries' check, and the bench's). */
export function reportingDirect(
  db: Queryable,
  query: ReportingQuery,
  context: ReportingContext,
  top: number | null = REPORTING_TOP,
): Promise<Reporting> {
  return answer(db, DIRECT, query, context, top);
}

async function answer(
  db: Queryable,
  sql: Statements,
  query: ReportingQuery,
  context: ReportingContext,
  top: number | null,
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
    figuresOf(db, sql, from, to, currency, zone),
    figuresOf(db, sql, before.from, before.to, currency, zone),
    db.query<{ month: string; received: number; booked: number }>(sql.enquiryMonths, params),
    db.query<{ month: string; nights: number } & MoneyRow>(sql.bookingMonths, params),
    db.query<{ month: string; amount: string }>(sql.invoiceMonths, params),
    db.query<{ reason: string; enquiries: number }>(sql.lostReasons, params),
    db.query<GroupRow>(sql.group('company', top), params),
    db.query<GroupRow>(sql.group('agent', top), params),
    db.query<{ bucket: DebtBucket; invoices: number; amount: string }>(sql.debt, [
      ...params,
      context.today,
    ]),
    db.query<{ currency: string }>(sql.currencies, [from, to]),
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

/** Every statement the screen runs, with its parameters' shape, for the plan checks (test and bench). */
export const REPORTING_STATEMENTS: Record<string, { sql: string; today?: boolean }> = {
  enquiries: { sql: SUMMARY.enquiries },
  bookings: { sql: SUMMARY.bookings },
  occupancy: { sql: SUMMARY.occupancy },
  invoicesIssued: { sql: SUMMARY.invoicesIssued },
  payments: { sql: SUMMARY.payments },
  enquiryMonths: { sql: SUMMARY.enquiryMonths },
  bookingMonths: { sql: SUMMARY.bookingMonths },
  invoiceMonths: { sql: SUMMARY.invoiceMonths },
  lostReasons: { sql: SUMMARY.lostReasons },
  companies: { sql: SUMMARY.group('company', REPORTING_TOP) },
  agents: { sql: SUMMARY.group('agent', REPORTING_TOP) },
  debt: { sql: SUMMARY.debt, today: true },
};

/** The same statements counted over the records (the bench's "before"). */
export const REPORTING_DIRECT_STATEMENTS: Record<string, { sql: string; today?: boolean }> = {
  enquiries: { sql: DIRECT.enquiries },
  bookings: { sql: DIRECT.bookings },
  occupancy: { sql: DIRECT.occupancy },
  invoicesIssued: { sql: DIRECT.invoicesIssued },
  payments: { sql: DIRECT.payments },
  enquiryMonths: { sql: DIRECT.enquiryMonths },
  bookingMonths: { sql: DIRECT.bookingMonths },
  invoiceMonths: { sql: DIRECT.invoiceMonths },
  lostReasons: { sql: DIRECT.lostReasons },
  companies: { sql: DIRECT.group('company', REPORTING_TOP) },
  agents: { sql: DIRECT.group('agent', REPORTING_TOP) },
  debt: { sql: DIRECT.debt, today: true },
};

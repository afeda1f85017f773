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
 * The reporting screen's numbers, counted over the records through indexes at every request (no
 * summary kept by the writers: a table every writer updates serialises them). Two ways to count
 * that must agree:
 *
 * - SCREEN (what the route runs): the period's enquiries are read once and its bookings' nights
 *   worked out once, in one statement that answers the totals, the months, the lost reasons and
 *   the top companies and agents from them (`currentStatement`); the period before needs only its totals.
 *   Occupancy, invoices, payments, aged debt and the currencies each have their statement and
 *   their index (migrations of this module).
 * - DIRECT: one plain statement per figure over the same records, each reading them again: the
 *   reference `test/reporting-summary.test.ts` compares the screen's answer with, through random
 *   writes of every kind.
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

/**
 * The stock counted for occupancy: properties available today, not deleted, not temporary. A
 * condition on `properties s` written out at each use (not a shared CTE): each join then reads
 * reporting_properties_stock_idx as suits it (a hash for the period's bookings, a probe for the
 * few blocked stays) instead of scanning one materialised copy of the whole stock three times.
 */
const IN_STOCK = `s.deleted = false and s.status = 'available' and s.is_temporary = false`;

/** $3 and $4 are unused here (every currency's nights count); kept so every statement takes the same four parameters. */
const OCCUPANCY = `with booked as (
    select coalesce(sum(least(b.check_out, $2::date + 1) - greatest(b.check_in, $1::date)), 0)::int as nights
      from properties s join bookings b on b.property_id = s.id
     where ${IN_STOCK} and b.deleted = false and b.status in ('booked', 'complete')
       and b.check_in <= $2::date and b.check_out > $1::date
  ),
  blocked as (
    select coalesce(sum(least(p.to_date, $2::date + 1) - greatest(p.from_date, $1::date)), 0)::int as nights
      from properties s join property_supply p on p.property_id = s.id
     where ${IN_STOCK} and p.state = 'blocked' and p.from_date <= $2::date and p.to_date > $1::date
  )
  select (select count(*)::int from properties s where ${IN_STOCK}) as properties,
         booked.nights as booked, blocked.nights as blocked
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

type EnquiryRow = { received: number; booked: number; lost: number };
type BookingRow = { nights: number | null; bookings: number } & MoneyRow;

/**
 * The figures of one period. `totals`: its enquiry and booking totals when another statement
 * already counts them (the screen's current period), else they are counted here.
 */
async function figuresOf(
  db: Queryable,
  sql: Statements,
  from: string,
  to: string,
  currency: string,
  zone: string,
  totals?: Promise<{ enquiries: EnquiryRow | undefined; bookings: BookingRow | undefined }>,
): Promise<ReportingFigures> {
  const params = [from, to, currency, zone];
  const counted =
    totals ??
    Promise.all([
      db.query<EnquiryRow>(sql.enquiries, params),
      db.query<BookingRow>(sql.bookings, params),
    ]).then(([enquiries, bookings]) => ({
      enquiries: enquiries.rows[0],
      bookings: bookings.rows[0],
    }));
  const [{ enquiries, bookings }, occupancy, issued, payments] = await Promise.all([
    counted,
    db.query<{ properties: number; booked: number; blocked: number }>(sql.occupancy, params),
    db.query<{ issued: number; amount: string }>(sql.invoicesIssued, params),
    db.query<{ paid: number; amount: string }>(sql.payments, params),
  ]);
  const e = enquiries ?? { received: 0, booked: 0, lost: 0 };
  const b = bookings;
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

/** The per-figure statements of one way of counting (DIRECT or SCREEN). */
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

// ---- SCREEN: the period's records read once ----

/** The live bookings of currency $3 that the period [$1, $2] overlaps. */
const LIVE_IN_PERIOD = `from bookings
   where deleted = false and status in ('booked', 'complete')
     and check_in <= $2::date and check_out > $1::date and currency = $3`;

/**
 * The period's live bookings in currency $3, each cut to the period: one row per run of nights at
 * one rate (the stay's first nights, then each extension) — the bookings report's NIGHTS before
 * its split by month, with the agent beside the company. The first nights are read from
 * reporting_bookings_stay_idx alone; only an extended booking's row is visited, for its extensions.
 */
const CLIPPED = `b as (
  select id, company_id, agent_id, check_in, original_check_out, selling_price_per_night,
         cost_per_night
    ${LIVE_IN_PERIOD}
), extended as (
  select id, extensions ${LIVE_IN_PERIOD} and extensions <> '[]'::jsonb
), segments as (
  select b.id, b.check_in as s, b.original_check_out as e,
         b.selling_price_per_night as price, b.cost_per_night as cost
    from b
  union all
  select x.id, (v->>'from')::date, (v->>'to')::date,
         (v->'sellingPricePerNight'->>'amount')::numeric, (v->'costPerNight'->>'amount')::numeric
    from extended x cross join lateral jsonb_array_elements(x.extensions) v
), clipped as (
  select id, greatest(s, $1::date) as s, least(e, $2::date + 1) as e, price, cost
    from segments
   where greatest(s, $1::date) < least(e, $2::date + 1)
)`;

/** A period's booking totals: a run's nights are its length, no month needed. */
const BOOKING_TOTALS = `with ${CLIPPED}
  select sum(c.e - c.s)::int as nights, count(distinct c.id)::int as bookings,
         round(sum((c.e - c.s) * c.price), 2)::text as revenue,
         round(sum((c.e - c.s) * c.cost), 2)::text as cost
    from clipped c
   where $4::text is not null`;

/** The top companies or agents of `CURRENT`, ordered as DIRECT's groupStatement orders them. */
function currentGroup(kind: 'company' | 'agent'): string {
  const column = kind === 'company' ? 'company_id' : 'agent_id';
  const names = kind === 'company' ? 'companies' : 'agents';
  return `${kind}_money as (
    select k.${column} as key, count(*)::int as bookings, sum(k.nights)::int as nights,
           round(sum(k.revenue), 2)::text as revenue, round(sum(k.cost), 2)::text as cost
      from keyed k where k.${column} is not null group by k.${column}
  ), ${kind}_asked as (
    select e.${column} as key, count(*)::int as enquiries
      from e where e.${column} is not null group by e.${column}
  ), ${kind}_rows as (
    select g.key::text as key, coalesce(c.name, '') as label, g.enquiries, g.bookings, g.nights,
           g.revenue, g.cost,
           row_number() over (order by coalesce(g.revenue::numeric, 0) desc, g.enquiries desc,
                                       coalesce(c.name, ''), g.key::text) as ord
      from (select coalesce(m.key, a.key) as key, coalesce(a.enquiries, 0) as enquiries,
                   coalesce(m.bookings, 0) as bookings, coalesce(m.nights, 0) as nights,
                   m.revenue, m.cost
              from ${kind}_money m full join ${kind}_asked a on a.key = m.key) g
      left join ${names} c on c.id = g.key
  )`;
}

const groupJson = (kind: 'company' | 'agent', limit: number) =>
  `(select coalesce(json_agg(json_build_object('key', r.key, 'label', r.label,
        'enquiries', r.enquiries, 'bookings', r.bookings, 'nights', r.nights,
        'revenue', r.revenue, 'cost', r.cost) order by r.ord), '[]'::json)
     from ${kind}_rows r where r.ord <= ${limit})`;

/**
 * The period's enquiry and booking figures in one statement, each table read once: the totals,
 * the months, the lost reasons and the top `top` companies and agents (null: up to
 * MAX_REPORT_ROWS), each a JSON column of one row.
 */
function currentStatement(top: number | null): string {
  const limit = Math.max(1, Math.floor(top ?? MAX_REPORT_ROWS));
  return `with e as materialized (
    select to_char(e.received_at at time zone $4, 'YYYY-MM') as month, e.company_id, e.agent_id,
           ${BOOKED} as booked, ${LOST} as lost, e.lost_reason
      from ${RECEIVED}
  ), ${CLIPPED}, per_booking as (
    select c.id, sum(c.e - c.s) as nights, sum((c.e - c.s) * c.price) as revenue,
           sum((c.e - c.s) * c.cost) as cost
      from clipped c group by c.id
  ), keyed as (
    select p.id, p.nights, p.revenue, p.cost, b.company_id, b.agent_id
      from per_booking p join b on b.id = p.id
  ), nights as (
    -- A run within one month is that month's; only a longer one is cut month by month.
    select to_char(c.s, 'YYYY-MM') as month, c.e - c.s as nights, c.price, c.cost
      from clipped c
     where date_trunc('month', c.s::timestamp) = date_trunc('month', (c.e - 1)::timestamp)
    union all
    select to_char(m, 'YYYY-MM'),
           least(c.e, (m + interval '1 month')::date) - greatest(c.s, m::date), c.price, c.cost
      from clipped c
     cross join lateral generate_series(
       date_trunc('month', c.s::timestamp), date_trunc('month', (c.e - 1)::timestamp), interval '1 month'
     ) m
     where date_trunc('month', c.s::timestamp) <> date_trunc('month', (c.e - 1)::timestamp)
  ), ${currentGroup('company')}, ${currentGroup('agent')}
  select
    (select json_build_object('received', count(*)::int,
        'booked', count(*) filter (where e.booked)::int, 'lost', count(*) filter (where e.lost)::int)
       from e) as enquiries,
    (select json_build_object('nights', sum(k.nights)::int, 'bookings', count(*)::int,
        'revenue', round(sum(k.revenue), 2)::text, 'cost', round(sum(k.cost), 2)::text)
       from keyed k) as bookings,
    (select coalesce(json_agg(json_build_object('month', m.month, 'received', m.received,
        'booked', m.booked)), '[]'::json)
       from (select e.month, count(*)::int as received, count(*) filter (where e.booked)::int as booked
               from e group by e.month) m) as enquiry_months,
    (select coalesce(json_agg(json_build_object('month', m.month, 'nights', m.nights,
        'revenue', m.revenue, 'cost', m.cost)), '[]'::json)
       from (select n.month, sum(n.nights)::int as nights,
                    round(sum(n.nights * n.price), 2)::text as revenue,
                    round(sum(n.nights * n.cost), 2)::text as cost
               from nights n group by n.month) m) as booking_months,
    (select coalesce(json_agg(json_build_object('reason', r.reason, 'enquiries', r.enquiries)
        order by r.enquiries desc, r.reason), '[]'::json)
       from (select coalesce(nullif(trim(e.lost_reason), ''), '') as reason, count(*)::int as enquiries
               from e where e.lost group by 1 order by 2 desc, 1 limit ${MAX_REPORT_ROWS}) r) as lost_reasons,
    ${groupJson('company', limit)} as companies,
    ${groupJson('agent', limit)} as agents`;
}

/** The per-figure statements of the screen: DIRECT's, but the bookings' totals without months. */
const SCREEN: Statements = { ...DIRECT, bookings: BOOKING_TOTALS };

type GroupRow = {
  key: string;
  label: string;
  enquiries: number;
  bookings: number;
  nights: number;
} & MoneyRow;

/** What the period's enquiries and bookings answer, beside its totals. */
interface Sections {
  enquiries: EnquiryRow | undefined;
  bookings: BookingRow | undefined;
  enquiryMonths: { month: string; received: number; booked: number }[];
  bookingMonths: ({ month: string; nights: number } & MoneyRow)[];
  lostReasons: { reason: string; enquiries: number }[];
  companies: GroupRow[];
  agents: GroupRow[];
}

/** One way of counting: its per-figure statements and how it answers the period's sections. */
interface Way {
  statements: Statements;
  sections: (db: Queryable, params: unknown[], top: number | null) => Promise<Sections>;
}

const DIRECT_WAY: Way = {
  statements: DIRECT,
  sections: async (db, params, top) => {
    const [enquiries, bookings, enquiryMonths, bookingMonths, lost, companies, agents] =
      await Promise.all([
        db.query<EnquiryRow>(DIRECT.enquiries, params),
        db.query<BookingRow>(DIRECT.bookings, params),
        db.query<Sections['enquiryMonths'][number]>(DIRECT.enquiryMonths, params),
        db.query<Sections['bookingMonths'][number]>(DIRECT.bookingMonths, params),
        db.query<Sections['lostReasons'][number]>(DIRECT.lostReasons, params),
        db.query<GroupRow>(DIRECT.group('company', top), params),
        db.query<GroupRow>(DIRECT.group('agent', top), params),
      ]);
    return {
      enquiries: enquiries.rows[0],
      bookings: bookings.rows[0],
      enquiryMonths: enquiryMonths.rows,
      bookingMonths: bookingMonths.rows,
      lostReasons: lost.rows,
      companies: companies.rows,
      agents: agents.rows,
    };
  },
};

const SCREEN_WAY: Way = {
  statements: SCREEN,
  sections: async (db, params, top) => {
    const result = await db.query<{
      enquiries: EnquiryRow;
      bookings: BookingRow;
      enquiry_months: Sections['enquiryMonths'];
      booking_months: Sections['bookingMonths'];
      lost_reasons: Sections['lostReasons'];
      companies: GroupRow[];
      agents: GroupRow[];
    }>(currentStatement(top), params);
    const row = result.rows[0];
    return {
      enquiries: row?.enquiries,
      bookings: row?.bookings,
      enquiryMonths: row?.enquiry_months ?? [],
      bookingMonths: row?.booking_months ?? [],
      lostReasons: row?.lost_reasons ?? [],
      companies: row?.companies ?? [],
      agents: row?.agents ?? [],
    };
  },
};

export interface ReportingContext {
  /** Today in the configured time zone. */
  today: string;
  timeZone: string;
}

/** The whole report for `query`; `top` limits the company and agent rows (null: all up to MAX_REPORT_ROWS, for CSV). */
export function reporting(
  db: Queryable,
  query: ReportingQuery,
  context: ReportingContext,
  top: number | null = REPORTING_TOP,
): Promise<Reporting> {
  return answer(db, SCREEN_WAY, query, context, top);
}

/** The same report, one plain statement per figure (the screen's check, and the bench's). */
export function reportingDirect(
  db: Queryable,
  query: ReportingQuery,
  context: ReportingContext,
  top: number | null = REPORTING_TOP,
): Promise<Reporting> {
  return answer(db, DIRECT_WAY, query, context, top);
}

async function answer(
  db: Queryable,
  way: Way,
  query: ReportingQuery,
  context: ReportingContext,
  top: number | null,
): Promise<Reporting> {
  const { from, to } = bookingReportRange(query, context.today);
  const before = previousPeriod(from, to);
  const currency = query.currency ?? (await readSettings(db)).defaultCurrency;
  const zone = context.timeZone;
  const params = [from, to, currency, zone];
  const sql = way.statements;
  const period = way.sections(db, params, top);
  const [sections, current, previous, invoiceMonths, debt, currencies] = await Promise.all([
    period,
    figuresOf(db, sql, from, to, currency, zone, period),
    figuresOf(db, sql, before.from, before.to, currency, zone),
    db.query<{ month: string; amount: string }>(sql.invoiceMonths, params),
    db.query<{ bucket: DebtBucket; invoices: number; amount: string }>(sql.debt, [
      ...params,
      context.today,
    ]),
    db.query<{ currency: string }>(sql.currencies, [from, to]),
  ]);
  const byMonth = <Row extends { month: string }>(rows: Row[]) =>
    new Map(rows.map((row) => [row.month, row]));
  const enquiriesBy = byMonth(sections.enquiryMonths);
  const bookingsBy = byMonth(sections.bookingMonths);
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
    lostReasons: sections.lostReasons,
    companies: sections.companies.map(group),
    agents: sections.agents.map(group),
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
  current: { sql: currentStatement(REPORTING_TOP) },
  enquiries: { sql: SCREEN.enquiries },
  bookings: { sql: SCREEN.bookings },
  occupancy: { sql: SCREEN.occupancy },
  invoicesIssued: { sql: SCREEN.invoicesIssued },
  payments: { sql: SCREEN.payments },
  invoiceMonths: { sql: SCREEN.invoiceMonths },
  debt: { sql: SCREEN.debt, today: true },
};

/** The plain statements, one per figure (the bench's comparison). */
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

import {
  addDays,
  BOOKING_REPORT_TOP,
  type BookingReport,
  type BookingReportGroup,
  type BookingReportQuery,
  type BookingReportTable,
  MAX_REPORT_ROWS,
  marginPercent,
  money,
  monthsOf,
  subtractMoney,
} from '@staydesk/domain';
import type { Queryable } from '../../db/database.js';
import { toCsv } from '../../lib/csv.js';
import { readSettings } from '../settings/settings.js';

/**
 * The bookings report: the nights booked in a period and their revenue, cost
 * and margin by month, by client company and by the property's city; the average length of stay
 * and the share of stays extended. Every figure is an SQL aggregate over the bookings the period
 * touches (the (deleted, status, check_in) index finds them); nothing loops over bookings here.
 *
 * A booking's stay is cut into segments: its first nights [check_in, original_check_out) at its own
 * rates, then each extension [from, to) at the extension's rates. A segment is clipped to the
 * period and split at month boundaries, so each night counts once, in the month it falls in.
 */

function lastOfMonth(day: string): string {
  const [year = 1970, month = 1] = day.slice(0, 7).split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
function monthsBack(day: string, months: number): string {
  const [year = 1970, month = 1] = day.slice(0, 7).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
}

/** The period asked for; by default the 12 whole months up to the end of the current one. */
export function bookingReportRange(
  query: Pick<BookingReportQuery, 'from' | 'to'>,
  today: string,
): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) {
    const to = addDays(monthsBack(query.from, -12), -1);
    return { from: query.from, to };
  }
  const to = query.to ?? lastOfMonth(today);
  return { from: query.to ? addDays(monthsBack(query.to, 12), 1) : monthsBack(today, 11), to };
}

/**
 * The bookings the period touches ($1 from, $2 to, both included; $3 the currency), then their
 * nights per month with each night's price and cost.
 */
export const NIGHTS = `with b as (
  select id, company_id, property_id, check_in, check_out, original_check_out,
         selling_price_per_night, cost_per_night, extensions
    from bookings
   where deleted = false and status in ('booked', 'complete')
     and check_in <= $2::date and check_out > $1::date and currency = $3
), segments as (
  select b.id, b.check_in as s, b.original_check_out as e,
         b.selling_price_per_night as price, b.cost_per_night as cost
    from b
  union all
  select b.id, (x->>'from')::date, (x->>'to')::date,
         (x->'sellingPricePerNight'->>'amount')::numeric, (x->'costPerNight'->>'amount')::numeric
    from b cross join lateral jsonb_array_elements(b.extensions) x
), clipped as (
  select id, greatest(s, $1::date) as s, least(e, $2::date + 1) as e, price, cost
    from segments
   where greatest(s, $1::date) < least(e, $2::date + 1)
), nights as (
  select c.id, m::date as month,
         least(c.e, (m + interval '1 month')::date) - greatest(c.s, m::date) as nights,
         c.price, c.cost
    from clipped c
   cross join lateral generate_series(
     date_trunc('month', c.s::timestamp), date_trunc('month', (c.e - 1)::timestamp), interval '1 month'
   ) m
)`;

export const FIGURES = `sum(n.nights)::int as nights, count(distinct n.id)::int as bookings,
  round(sum(n.nights * n.price), 2)::text as revenue, round(sum(n.nights * n.cost), 2)::text as cost`;

interface FigureRow {
  nights: number;
  bookings: number;
  revenue: string | null;
  cost: string | null;
}

function figures(row: FigureRow | undefined, currency: string) {
  const revenue = money(row?.revenue ?? '0', currency);
  const cost = money(row?.cost ?? '0', currency);
  return {
    nights: row?.nights ?? 0,
    bookings: row?.bookings ?? 0,
    revenue,
    cost,
    margin: subtractMoney(revenue, cost),
    marginPercent: marginPercent(cost, revenue),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The report for `query` (today = the day in the configured time zone, for the default period).
 * `top` limits the company and city rows (the CSV asks for all of them).
 */
export async function bookingReport(
  db: Queryable,
  query: BookingReportQuery,
  today: string,
  top: number | null = BOOKING_REPORT_TOP,
): Promise<BookingReport> {
  const { from, to } = bookingReportRange(query, today);
  const currency = query.currency ?? (await readSettings(db)).defaultCurrency;
  const params = [from, to, currency];
  const limit = ` limit ${Math.max(1, Math.floor(top ?? MAX_REPORT_ROWS))}`;
  const [totals, stays, months, companies, cities, currencies] = await Promise.all([
    db.query<FigureRow>(`${NIGHTS} select ${FIGURES} from nights n`, params),
    db.query<{ bookings: number; average: string | null; extended: number }>(
      `${NIGHTS} select count(*)::int as bookings,
          avg(b.check_out - b.check_in)::text as average,
          count(*) filter (where jsonb_array_length(b.extensions) > 0)::int as extended
         from b`,
      params,
    ),
    db.query<FigureRow & { month: string }>(
      `${NIGHTS} select to_char(n.month, 'YYYY-MM') as month, ${FIGURES}
         from nights n group by n.month order by n.month`,
      params,
    ),
    db.query<FigureRow & { key: string | null; label: string | null }>(
      `${NIGHTS} select b.company_id::text as key, c.name as label, ${FIGURES}
         from nights n join b on b.id = n.id
         left join companies c on c.id = b.company_id
        group by b.company_id, c.name
        order by sum(n.nights * n.price) desc, c.name nulls last${limit}`,
      params,
    ),
    db.query<FigureRow & { key: string | null }>(
      `${NIGHTS} select nullif(trim(p.city), '') as key, ${FIGURES}
         from nights n join b on b.id = n.id
         left join properties p on p.id = b.property_id
        group by 1
        order by sum(n.nights * n.price) desc, 1 nulls last${limit}`,
      params,
    ),
    db.query<{ currency: string }>(
      `select distinct currency from bookings
        where deleted = false and status in ('booked', 'complete')
          and check_in <= $2::date and check_out > $1::date
        order by currency`,
      [from, to],
    ),
  ]);
  const byMonth = new Map(months.rows.map((row) => [row.month, row]));
  const stay = stays.rows[0] ?? { bookings: 0, average: null, extended: 0 };
  const group = (row: FigureRow & { key: string | null; label?: string | null }) =>
    ({
      key: row.key,
      label: row.label ?? row.key ?? '',
      ...figures(row, currency),
    }) satisfies BookingReportGroup;
  return {
    from,
    to,
    currency,
    currencies: [...new Set([currency, ...currencies.rows.map((row) => row.currency)])].sort(),
    totals: {
      ...figures(totals.rows[0], currency),
      averageStayNights: stay.average === null ? null : round1(Number(stay.average)),
      extended: stay.extended,
      extensionsRatePercent:
        stay.bookings === 0 ? null : round1((stay.extended / stay.bookings) * 100),
    },
    byMonth: monthsOf(from, to).map((month) => ({
      month,
      ...figures(byMonth.get(month), currency),
    })),
    byCompany: companies.rows.map(group),
    byCity: cities.rows.map(group),
  };
}

const HEADINGS = ['Nights', 'Bookings', 'Revenue', 'Cost', 'Margin', 'Margin %', 'Currency'];

/** One table of the report as CSV (UTF-8 with BOM, formula-safe cells; amounts as numbers). */
export function bookingReportCsv(report: BookingReport, table: BookingReportTable): string {
  const cells = (row: ReturnType<typeof figures>) => [
    row.nights,
    row.bookings,
    Number(row.revenue.amount),
    Number(row.cost.amount),
    Number(row.margin.amount),
    row.marginPercent === null ? null : Number(row.marginPercent),
    report.currency,
  ];
  const rows: (string | number | null)[][] = (() => {
    switch (table) {
      case 'byMonth':
        return [
          ['Month', ...HEADINGS],
          ...report.byMonth.map((row) => [row.month, ...cells(row)]),
          ['Total', ...cells(report.totals)],
        ];
      case 'byCompany':
        return [
          ['Company', ...HEADINGS],
          ...report.byCompany.map((row) => [
            row.key === null ? 'No company' : row.label,
            ...cells(row),
          ]),
        ];
      case 'byCity':
        return [
          ['City', ...HEADINGS],
          ...report.byCity.map((row) => [row.key === null ? 'No city' : row.label, ...cells(row)]),
        ];
    }
  })();
  return toCsv(rows);
}

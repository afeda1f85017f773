import {
  ENQUIRY_SOURCES,
  type EnquiryReport,
  type EnquiryReportQuery,
  type ReportTable,
  WORKFLOW_STATUSES,
} from '@staydesk/domain';
import type { Queryable } from '../../db/database.js';
import { toCsv } from '../../lib/csv.js';

/**
 * The enquiries report (ENQUIRIES_REPORT): the enquiries received in a date range (calendar days,
 * both included; deleted ones left out) by source, company and agent; where they stand now (the
 * funnel) and how far they got (stages); the time from receipt to the first line offered out; the
 * win rate by assignee; the reasons enquiries were lost; and a month-by-month series for charts.
 */

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The range asked for, or the 12 months up to today. */
export function reportRange(query: EnquiryReportQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? dayOf(now);
  if (query.from) return { from: query.from, to };
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  start.setUTCDate(start.getUTCDate() + 1);
  return { from: dayOf(start), to };
}

/** The enquiries of the range, as a CTE every statement starts from. */
const RANGE = `with r as (
  select * from enquiries
   where deleted = false
     and received_at >= $1::date::timestamptz
     and received_at < ($2::date + 1)::timestamptz
)`;

const WON = `(r.booking_id is not null or r.status in ('booked', 'complete'))`;
const LOST = `(not ${WON} and r.status in ('cancelled', 'notPossible', 'archived'))`;

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export async function enquiryReport(
  db: Queryable,
  query: EnquiryReportQuery,
  now: Date,
): Promise<EnquiryReport> {
  const { from, to } = reportRange(query, now);
  const params = [from, to];
  const [sources, companies, agents, statuses, stages, timing, assignees, lost, months] =
    await Promise.all([
      db.query<{ key: string; count: number }>(
        `${RANGE} select source as key, count(*)::int as count from r group by source`,
        params,
      ),
      db.query<{ key: string | null; label: string | null; count: number }>(
        `${RANGE} select r.company_id as key, c.name as label, count(*)::int as count
           from r left join companies c on c.id = r.company_id
          group by r.company_id, c.name order by count desc, c.name nulls last limit 20`,
        params,
      ),
      db.query<{ key: string | null; label: string | null; count: number }>(
        `${RANGE} select r.agent_id as key, a.name as label, count(*)::int as count
           from r left join agents a on a.id = r.agent_id
          group by r.agent_id, a.name order by count desc, a.name nulls last limit 20`,
        params,
      ),
      db.query<{ status: string; count: number }>(
        `${RANGE} select status, count(*)::int as count from r group by status`,
        params,
      ),
      db.query<{ received: number; with_offer: number; offered_out: number; booked: number }>(
        `${RANGE} select count(*)::int as received,
            count(*) filter (where exists (select 1 from enquiry_offers o
              where o.enquiry_id = r.id and o.deleted = false))::int as with_offer,
            count(*) filter (where exists (select 1 from enquiry_offers o
              where o.enquiry_id = r.id and o.deleted = false and o.offered_at is not null))::int as offered_out,
            count(*) filter (where ${WON})::int as booked
           from r`,
        params,
      ),
      db.query<{ count: number; median: number | null; average: number | null }>(
        `${RANGE}, firsts as (
           select extract(epoch from (min(o.offered_at) - r.received_at)) / 3600 as hours
             from r join enquiry_offers o on o.enquiry_id = r.id
            where o.offered_at is not null and o.deleted = false
            group by r.id, r.received_at)
         select count(*)::int as count,
                (percentile_cont(0.5) within group (order by hours))::float8 as median,
                avg(hours)::float8 as average
           from firsts`,
        params,
      ),
      db.query<{ key: string | null; label: string | null; decided: number; won: number }>(
        `${RANGE} select r.assignee_id as key, u.full_name as label,
            count(*) filter (where ${WON} or ${LOST})::int as decided,
            count(*) filter (where ${WON})::int as won
           from r left join users u on u.id = r.assignee_id
          group by r.assignee_id, u.full_name
          order by won desc, decided desc, u.full_name nulls last`,
        params,
      ),
      db.query<{ label: string; count: number }>(
        `${RANGE} select coalesce(nullif(trim(r.lost_reason), ''), 'No reason given') as label,
            count(*)::int as count
           from r where ${LOST}
          group by 1 order by count desc, label limit 20`,
        params,
      ),
      db.query<{ month: string; received: number; booked: number }>(
        `${RANGE} select to_char(date_trunc('month', r.received_at at time zone 'UTC'), 'YYYY-MM') as month,
            count(*)::int as received, count(*) filter (where ${WON})::int as booked
           from r group by 1 order by 1`,
        params,
      ),
    ]);
  const sourceCount = new Map(sources.rows.map((row) => [row.key, row.count]));
  const statusCount = new Map(statuses.rows.map((row) => [row.status, row.count]));
  const stage = stages.rows[0] ?? { received: 0, with_offer: 0, offered_out: 0, booked: 0 };
  const time = timing.rows[0] ?? { count: 0, median: null, average: null };
  return {
    from,
    to,
    total: stage.received,
    bySource: ENQUIRY_SOURCES.map((source) => ({
      key: source.value,
      label: source.label,
      count: sourceCount.get(source.value) ?? 0,
    })),
    byCompany: companies.rows.map((row) => ({
      key: row.key,
      label: row.label ?? 'No company',
      count: row.count,
    })),
    byAgent: agents.rows.map((row) => ({
      key: row.key,
      label: row.label ?? 'Direct (no agent)',
      count: row.count,
    })),
    funnel: WORKFLOW_STATUSES.map((status) => ({
      status: status.value,
      label: status.label,
      count: statusCount.get(status.value) ?? 0,
    })),
    stages: {
      received: stage.received,
      withOffer: stage.with_offer,
      offeredOut: stage.offered_out,
      booked: stage.booked,
    },
    timeToFirstOffer: {
      count: time.count,
      medianHours: round1(time.median === null ? null : Number(time.median)),
      averageHours: round1(time.average === null ? null : Number(time.average)),
    },
    winRate: assignees.rows.map((row) => ({
      key: row.key,
      label: row.label ?? 'Not assigned',
      decided: row.decided,
      won: row.won,
      ratePercent: row.decided === 0 ? null : round1((row.won / row.decided) * 100),
    })),
    lostReasons: lost.rows.map((row) => ({ key: row.label, label: row.label, count: row.count })),
    byMonth: months.rows,
  };
}

/** One table of the report as CSV (UTF-8 with BOM, formula-safe cells). */
export function reportCsv(report: EnquiryReport, table: ReportTable): string {
  const rows: (string | number | null)[][] = (() => {
    switch (table) {
      case 'bySource':
        return [['Source', 'Enquiries'], ...report.bySource.map((row) => [row.label, row.count])];
      case 'byCompany':
        return [['Company', 'Enquiries'], ...report.byCompany.map((row) => [row.label, row.count])];
      case 'byAgent':
        return [['Agent', 'Enquiries'], ...report.byAgent.map((row) => [row.label, row.count])];
      case 'funnel':
        return [['Status', 'Enquiries'], ...report.funnel.map((row) => [row.label, row.count])];
      case 'winRate':
        return [
          ['Assignee', 'Decided', 'Won', 'Win rate %'],
          ...report.winRate.map((row) => [row.label, row.decided, row.won, row.ratePercent]),
        ];
      case 'lostReasons':
        return [
          ['Lost reason', 'Enquiries'],
          ...report.lostReasons.map((row) => [row.label, row.count]),
        ];
      case 'byMonth':
        return [
          ['Month', 'Received', 'Booked'],
          ...report.byMonth.map((row) => [row.month, row.received, row.booked]),
        ];
    }
  })();
  return toCsv(rows);
}

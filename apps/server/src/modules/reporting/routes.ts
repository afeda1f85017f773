import { can } from '@staydesk/domain';
import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { todayOf } from '../settings/today.js';
import { reportingCsv } from './csv.js';
import { reporting } from './queries.js';
import {
  REPORTING_TABLES,
  type ReportingTable,
  reportingQuerySchema,
  reportingSchema,
} from './schemas.js';

const BASE = '/api/v1/reporting';
const TAG = 'Reporting';

/**
 * A table read from another screen keeps that screen's permission: the lost reasons are the
 * enquiries report's (ENQUIRIES_REPORT), every other table is the reporting screen's own.
 */
const TABLE_PERMISSIONS: Record<ReportingTable, 'REPORTING' | 'ENQUIRIES_REPORT'> = {
  summary: 'REPORTING',
  months: 'REPORTING',
  'lost-reasons': 'ENQUIRIES_REPORT',
  companies: 'REPORTING',
  agents: 'REPORTING',
  debt: 'REPORTING',
};

/** The reporting screen (spec §2 `reporting`, REPORTING: every role but admin, spec §6). */
export function reportingRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock } = deps;
  const access = needs('REPORTING');
  const description =
    'The business’s numbers from `from` to `to` (days, both included; default the 12 whole months up to the end of the current month in the configured time zone; at most three years) in one currency (default the settings’ currency), each beside the period before of the same length (as many whole months when the period is whole months, else as many days): enquiries received, booked and lost (conversion = booked / received), live bookings’ nights, revenue, cost and margin (a night counts in the month it falls in, extensions at their own rates), occupancy (nights booked of the properties available today, not temporary, over their property-nights in the period less the nights their landlords blocked), invoices issued and payments received; by month; lost reasons; the top 10 client companies and agents by revenue; and open invoices’ balances today aged by days past due (current, 1–30, 31–60, 61–90, over 90). The lost reasons are the enquiries report’s: null, and their CSV refused, without ENQUIRIES_REPORT.';
  const answer = async (query: z.infer<typeof reportingQuerySchema>, top?: null) => {
    const today = await todayOf(db, clock);
    return reporting(db, query, { today: today.day, timeZone: today.timeZone }, top);
  };
  return [
    route({
      method: 'get',
      path: BASE,
      tag: TAG,
      summary: 'Reporting: every figure of a period beside the period before',
      description,
      access,
      query: reportingQuerySchema,
      response: z.object({ data: reportingSchema }),
      handler: async ({ query, user }) => {
        const report = await answer(query);
        return {
          data: can(user.role, TABLE_PERMISSIONS['lost-reasons'])
            ? report
            : { ...report, lostReasons: null },
        };
      },
    }),
    ...REPORTING_TABLES.map((table) =>
      route({
        method: 'get',
        path: `${BASE}/${table}.csv`,
        tag: TAG,
        summary: `The reporting table “${table}” as CSV (every row)`,
        description,
        access: needs(TABLE_PERMISSIONS[table]),
        query: reportingQuerySchema,
        handler: async ({ c, query }) => {
          const report = await answer(query, null);
          c.header('content-type', 'text/csv; charset=utf-8');
          c.header(
            'content-disposition',
            `attachment; filename="reporting-${table}-${report.current.from}-${report.current.to}.csv"`,
          );
          return c.body(reportingCsv(report, table));
        },
      }),
    ),
  ];
}

import {
  bookingReportCsvQuerySchema,
  bookingReportQuerySchema,
  bookingReportSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { todayOf } from '../settings/today.js';
import { bookingReport, bookingReportCsv } from './report-service.js';

const BASE = '/api/v1/bookings';
const TAG = 'Bookings';

/**
 * The bookings report (bookings/report; BOOKINGS, as the sidebar's entry). Mounted before the
 * record routes so that `/report` is not read as a booking id.
 */
export function bookingReportRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock } = deps;
  const access = needs('BOOKINGS');
  const description =
    'Live bookings (not deleted, not cancelled) in one currency (default the settings’ currency) with nights from `from` to `to` (days, both included; default the 12 whole months up to the end of the current month in the configured time zone; at most three years). A night counts in the month it falls in, so a stay across months splits; an extension’s nights carry its own rates. Nights booked (occupancy), bookings, revenue, cost, margin and margin % in total, by month (every month of the period), by client company and by the property’s city (top 25 by revenue); the average whole-stay length and the share of the bookings extended at least once.';
  return [
    route({
      method: 'get',
      path: `${BASE}/report`,
      tag: TAG,
      summary: 'The bookings report: nights, revenue, cost and margin by month, company and city',
      description,
      access,
      query: bookingReportQuerySchema,
      response: z.object({ data: bookingReportSchema }),
      handler: async ({ query }) => {
        const today = await todayOf(db, clock);
        return { data: await bookingReport(db, query, today.day) };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/report.csv`,
      tag: TAG,
      summary:
        'One table of the bookings report as CSV (`table`: byMonth with a total row, byCompany, byCity; every row)',
      description,
      access,
      query: bookingReportCsvQuerySchema,
      handler: async ({ c, query }) => {
        const today = await todayOf(db, clock);
        const report = await bookingReport(db, query, today.day, null);
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header(
          'content-disposition',
          `attachment; filename="bookings-${query.table}-${report.from}-${report.to}.csv"`,
        );
        return c.body(bookingReportCsv(report, query.table));
      },
    }),
  ];
}

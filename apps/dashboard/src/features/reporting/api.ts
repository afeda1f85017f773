import { currencySchema, moneySchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../lib/api-client';

// GET /api/v1/reporting (REPORTING). The answer's shape is the server's
// (apps/server/src/modules/reporting/schemas.ts), checked here as it arrives.

const BASE = '/api/v1/reporting';

export const REPORTING_TABLES = [
  'summary',
  'months',
  'lost-reasons',
  'companies',
  'agents',
  'debt',
] as const;
export type ReportingTable = (typeof REPORTING_TABLES)[number];
export const DEBT_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const count = z.number().check(z.int(), z.nonnegative());
const percent = z.nullable(z.number());
const figures = z.object({
  from: day,
  to: day,
  enquiries: z.object({ received: count, booked: count, lost: count, conversionPercent: percent }),
  bookings: z.object({
    bookings: count,
    nights: count,
    revenue: moneySchema,
    cost: moneySchema,
    margin: moneySchema,
    marginPercent: z.nullable(z.string()),
  }),
  occupancy: z.object({
    properties: count,
    bookedNights: count,
    availableNights: count,
    percent,
  }),
  invoices: z.object({
    issued: count,
    issuedAmount: moneySchema,
    paid: count,
    paidAmount: moneySchema,
  }),
});
const group = z.object({
  key: z.string(),
  label: z.string(),
  enquiries: count,
  bookings: count,
  nights: count,
  revenue: moneySchema,
  margin: moneySchema,
  marginPercent: z.nullable(z.string()),
});
export const reportingSchema = z.object({
  currency: currencySchema,
  currencies: z.array(currencySchema),
  today: day,
  current: figures,
  previous: figures,
  months: z.array(
    z.object({
      month: z.string(),
      received: count,
      booked: count,
      nights: count,
      revenue: moneySchema,
      cost: moneySchema,
      margin: moneySchema,
      invoiced: moneySchema,
    }),
  ),
  /** Null for a role without ENQUIRIES_REPORT: the section is not shown. */
  lostReasons: z.nullable(z.array(z.object({ reason: z.string(), enquiries: count }))),
  companies: z.array(group),
  agents: z.array(group),
  debt: z.object({
    asOf: day,
    outstanding: moneySchema,
    invoices: count,
    overdue: moneySchema,
    overdueInvoices: count,
    buckets: z.array(
      z.object({ bucket: z.enum(DEBT_BUCKETS), invoices: count, amount: moneySchema }),
    ),
  }),
});
export type Reporting = z.infer<typeof reportingSchema>;
export type ReportingFigures = Reporting['current'];
export type ReportingGroup = Reporting['companies'][number];

/** The period (days, both included; none = the server's 12 whole months) and the currency. */
export interface ReportingRange {
  from?: string | undefined;
  to?: string | undefined;
  currency?: string | undefined;
}

function params(range: ReportingRange): string {
  const values: Record<string, string> = {};
  if (range.from && range.to) {
    values.from = range.from;
    values.to = range.to;
  }
  if (range.currency) values.currency = range.currency;
  return new URLSearchParams(values).toString();
}

export const reportingKey = (range: ReportingRange) => `${BASE}?${params(range)}`;
const response = z.object({ data: reportingSchema });

export function useReporting(range: ReportingRange) {
  return useSWR(reportingKey(range), async (url: string) => (await api.get(url, response)).data, {
    keepPreviousData: true,
  });
}

/** GET /api/v1/reporting/<table>.csv as text. */
export function fetchReportingCsv(range: ReportingRange, table: ReportingTable): Promise<string> {
  return api.get(`${BASE}/${table}.csv?${params(range)}`, z.string(), {
    headers: { Accept: 'text/csv' },
  });
}

import {
  bookingReportQuerySchema,
  calendarDateSchema,
  currencySchema,
  moneySchema,
  signedPercentageSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';

/**
 * The reporting screen's contract (REPORTING). Kept beside the module rather
 * than in @staydesk/domain while other modules' domain changes were in flight; the dashboard
 * mirrors the types in features/reporting/types.ts. Moving these to the domain is a plain move.
 *
 * The query is the bookings report's: `from`/`to` days both included (default the 12 whole months
 * up to the current one), at most three years, one currency (default the settings' currency).
 */
export const reportingQuerySchema = bookingReportQuerySchema;
export type ReportingQuery = z.infer<typeof reportingQuerySchema>;

/** The tables a CSV can be asked for, one static path each: /api/v1/reporting/<table>.csv. */
export const REPORTING_TABLES = [
  'summary',
  'months',
  'lost-reasons',
  'companies',
  'agents',
  'debt',
] as const;
export type ReportingTable = (typeof REPORTING_TABLES)[number];

/** Aged debt buckets: days past the due date, by the balance outstanding today. */
export const DEBT_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type DebtBucket = (typeof DEBT_BUCKETS)[number];

/** Rows of the company and agent tables in the JSON answer (the CSV has them all). */
export const REPORTING_TOP = 10;

const count = z.number().check(z.int(), z.nonnegative());
const percent = z.nullable(z.number());

/** The figures of one period (the chosen one, or the one before it of the same length). */
export const reportingFiguresSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  enquiries: z.object({
    /** Received in the period (their received time, in the configured time zone). */
    received: count,
    /** Of those, the ones that became a booking. */
    booked: count,
    /** Of those, the ones lost: cancelled or not possible (archived after either). */
    lost: count,
    /** booked / received in percent, one decimal; null without enquiries. */
    conversionPercent: percent,
  }),
  bookings: z.object({
    /** Live bookings (not deleted, booked or complete) with a night in the period. */
    bookings: count,
    /** Their nights in the period (extensions included). */
    nights: count,
    revenue: moneySchema,
    cost: moneySchema,
    margin: moneySchema,
    marginPercent: z.nullable(signedPercentageSchema),
  }),
  occupancy: z.object({
    /** Properties in the stock today (status available, not deleted, not temporary). */
    properties: count,
    /** Nights of those properties booked in the period (every currency). */
    bookedNights: count,
    /** properties × days of the period, less the nights their landlords blocked. */
    availableNights: count,
    /** bookedNights / availableNights in percent, one decimal; null without available nights. */
    percent,
  }),
  invoices: z.object({
    /** Invoices issued in the period (issue date; drafts and void ones left out). */
    issued: count,
    issuedAmount: moneySchema,
    /** Invoices with a payment received in the period, and the amount received. */
    paid: count,
    paidAmount: moneySchema,
  }),
});
export type ReportingFigures = z.infer<typeof reportingFiguresSchema>;

const groupSchema = z.object({
  /** The company's or agent's id. */
  key: z.string(),
  label: z.string(),
  enquiries: count,
  bookings: count,
  nights: count,
  revenue: moneySchema,
  margin: moneySchema,
  marginPercent: z.nullable(signedPercentageSchema),
});
export type ReportingGroup = z.infer<typeof groupSchema>;

export const reportingSchema = z.object({
  currency: currencySchema,
  /** Every currency with bookings or invoices in the period (the picker's choices). */
  currencies: z.array(currencySchema),
  /** Today in the configured time zone: the day debt is aged on. */
  today: calendarDateSchema,
  current: reportingFiguresSchema,
  previous: reportingFiguresSchema,
  /** Every month of the chosen period. */
  months: z.array(
    z.object({
      month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
      received: count,
      booked: count,
      nights: count,
      revenue: moneySchema,
      cost: moneySchema,
      margin: moneySchema,
      invoiced: moneySchema,
    }),
  ),
  /**
   * Why enquiries received in the period were lost, most frequent first; null for a role without
   * ENQUIRIES_REPORT (the enquiries report's own table, which that role may not read).
   */
  lostReasons: z.nullable(z.array(z.object({ reason: z.string(), enquiries: count }))),
  /** Client companies by revenue in the period (then by enquiries received). */
  companies: z.array(groupSchema),
  /** Agents by revenue in the period (then by enquiries received). */
  agents: z.array(groupSchema),
  /** Open invoices (issued or part paid) by their balance outstanding today. */
  debt: z.object({
    asOf: calendarDateSchema,
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

import { z } from 'zod/mini';
import { isPeriodWithin, nightsOf } from '../bounds';
import { calendarDateSchema } from './common';
import { currencySchema, moneySchema, signedPercentageSchema } from './money';

/**
 * The bookings report (bookings/report, BOOKINGS): the nights booked in a period
 * (occupancy) and their revenue, cost and margin by month, by client company and by city, with the
 * average length of stay and the share of stays extended. A night counts in the period and the
 * month it falls in, so a stay across months splits; an extension's nights carry its own rates.
 * Live bookings only (not deleted, not cancelled), in one currency at a time.
 */

/** The longest period one report covers. */
export const BOOKING_REPORT_MAX_DAYS = 3 * 366;
export const BOOKING_REPORT_RANGE_MESSAGE = 'The end of the period must not be before its start';
export const BOOKING_REPORT_SPAN_MESSAGE = 'The period can be at most three years';
/** Rows of the company and city tables in the JSON answer (the CSV has them all). */
export const BOOKING_REPORT_TOP = 25;

const rangeShape = {
  from: z.optional(calendarDateSchema),
  to: z.optional(calendarDateSchema),
  /** The currency reported (absent: the settings' default currency). */
  currency: z.optional(currencySchema),
};

type RangeValue = { from?: string | undefined; to?: string | undefined };
const inOrder = (value: RangeValue) =>
  !value.from || !value.to || nightsOf(value.from, value.to) >= 0;
const notTooLong = (value: RangeValue) =>
  !value.from || !value.to || isPeriodWithin(value.from, value.to, BOOKING_REPORT_MAX_DAYS);

/** GET /api/v1/bookings/report: `from`/`to` are days, both included (default: 12 whole months to the current one). */
export const bookingReportQuerySchema = z
  .object(rangeShape)
  .check(
    z.refine(inOrder, { error: BOOKING_REPORT_RANGE_MESSAGE, path: ['to'] }),
    z.refine(notTooLong, { error: BOOKING_REPORT_SPAN_MESSAGE, path: ['from'] }),
  );
export type BookingReportQuery = z.infer<typeof bookingReportQuerySchema>;
export type BookingReportQueryInput = z.input<typeof bookingReportQuerySchema>;

export const BOOKING_REPORT_TABLES = ['byMonth', 'byCompany', 'byCity'] as const;
export const bookingReportTableSchema = z.enum(BOOKING_REPORT_TABLES);
export type BookingReportTable = z.infer<typeof bookingReportTableSchema>;

/** GET /api/v1/bookings/report.csv: one table of the report. */
export const bookingReportCsvQuerySchema = z
  .object({ ...rangeShape, table: z._default(bookingReportTableSchema, 'byMonth') })
  .check(
    z.refine(inOrder, { error: BOOKING_REPORT_RANGE_MESSAGE, path: ['to'] }),
    z.refine(notTooLong, { error: BOOKING_REPORT_SPAN_MESSAGE, path: ['from'] }),
  );
export type BookingReportCsvQuery = z.infer<typeof bookingReportCsvQuerySchema>;

/** What a row counts: nights in the period, the bookings they belong to, and their money. */
const figuresShape = {
  /** Nights booked in the row's part of the period (occupancy). */
  nights: z.number().check(z.int(), z.nonnegative()),
  /** Bookings with at least one of those nights. */
  bookings: z.number().check(z.int(), z.nonnegative()),
  revenue: moneySchema,
  cost: moneySchema,
  margin: moneySchema,
  /** Margin over revenue in percent, null without revenue. */
  marginPercent: z.nullable(signedPercentageSchema),
};

export const bookingReportMonthSchema = z.object({
  /** YYYY-MM; every month of the period is listed, empty ones with zeros. */
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  ...figuresShape,
});
export type BookingReportMonth = z.infer<typeof bookingReportMonthSchema>;

export const bookingReportGroupSchema = z.object({
  /** The company's id, or the city's name; null = no company / no city recorded. */
  key: z.nullable(z.string()),
  label: z.string(),
  ...figuresShape,
});
export type BookingReportGroup = z.infer<typeof bookingReportGroupSchema>;

export const bookingReportSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  currency: currencySchema,
  /** Currencies of the live bookings with nights in the period (to offer the others). */
  currencies: z.array(currencySchema),
  totals: z.object({
    ...figuresShape,
    /** Average whole-stay length (extensions included) of the bookings counted, in nights. */
    averageStayNights: z.nullable(z.number().check(z.nonnegative())),
    /** Bookings counted that were extended at least once. */
    extended: z.number().check(z.int(), z.nonnegative()),
    /** extended / bookings in percent (one decimal), null without bookings. */
    extensionsRatePercent: z.nullable(z.number().check(z.nonnegative())),
  }),
  byMonth: z.array(bookingReportMonthSchema),
  /** Client companies by revenue, the top BOOKING_REPORT_TOP. */
  byCompany: z.array(bookingReportGroupSchema),
  /** The properties' cities by revenue, the top BOOKING_REPORT_TOP. */
  byCity: z.array(bookingReportGroupSchema),
});
export type BookingReport = z.infer<typeof bookingReportSchema>;

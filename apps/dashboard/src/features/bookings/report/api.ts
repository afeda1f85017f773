import { type BookingReportTable, bookingReportSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';

// The report's reads. Its keys start with the bookings base, so every booking write (which
// revalidates the base's keys) refreshes an open report too.

const REPORT_BASE = '/api/v1/bookings/report';

/** The period (days, both included) and the currency; no currency = the settings' default. */
export interface BookingReportRange {
  from: string;
  to: string;
  currency?: string | undefined;
}

function params(range: BookingReportRange, extra: Record<string, string> = {}) {
  const values: Record<string, string> = { from: range.from, to: range.to, ...extra };
  if (range.currency) values.currency = range.currency;
  return new URLSearchParams(values).toString();
}

export const bookingReportKey = (range: BookingReportRange) => `${REPORT_BASE}?${params(range)}`;
export const bookingReportCsvKey = (range: BookingReportRange, table: BookingReportTable) =>
  `${REPORT_BASE}.csv?${params(range, { table })}`;

const reportResponse = z.object({ data: bookingReportSchema });

/** GET /api/v1/bookings/report?from&to&currency (BOOKINGS). */
export function useBookingReport(range: BookingReportRange | null) {
  return useSWR(
    range ? bookingReportKey(range) : null,
    async (url: string) => (await api.get(url, reportResponse)).data,
    { keepPreviousData: true },
  );
}

/** GET /api/v1/bookings/report.csv?from&to&currency&table as text. */
export function fetchBookingReportCsv(
  range: BookingReportRange,
  table: BookingReportTable,
): Promise<string> {
  return api.get(bookingReportCsvKey(range, table), z.string(), {
    headers: { Accept: 'text/csv' },
  });
}

import { describe, expect, it } from 'vitest';
import {
  BOOKING_REPORT_RANGE_MESSAGE,
  BOOKING_REPORT_SPAN_MESSAGE,
  bookingReportCsvQuerySchema,
  bookingReportQuerySchema,
} from './booking-report';

describe('bookings report query', () => {
  it('takes a period of days and a currency, both optional', () => {
    expect(bookingReportQuerySchema.parse({})).toEqual({});
    expect(
      bookingReportQuerySchema.parse({ from: '2030-01-01', to: '2030-12-31', currency: 'EUR' }),
    ).toEqual({ from: '2030-01-01', to: '2030-12-31', currency: 'EUR' });
    expect(bookingReportCsvQuerySchema.parse({}).table).toBe('byMonth');
  });

  it('refuses an end before the start, a period over three years and a bad currency', () => {
    const backwards = bookingReportQuerySchema.safeParse({ from: '2030-02-01', to: '2030-01-31' });
    expect(backwards.error?.issues[0]?.message).toBe(BOOKING_REPORT_RANGE_MESSAGE);
    const long = bookingReportQuerySchema.safeParse({ from: '2027-01-01', to: '2030-01-05' });
    expect(long.error?.issues[0]?.message).toBe(BOOKING_REPORT_SPAN_MESSAGE);
    expect(
      bookingReportQuerySchema.safeParse({ from: '2027-01-01', to: '2029-12-31' }).success,
    ).toBe(true);
    expect(bookingReportQuerySchema.safeParse({ currency: 'euro' }).success).toBe(false);
    expect(bookingReportCsvQuerySchema.safeParse({ table: 'byAgent' }).success).toBe(false);
  });
});

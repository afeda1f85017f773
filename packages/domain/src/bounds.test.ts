import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_STAY_NIGHTS,
  dayNumber,
  isDayInBounds,
  isInstantInBounds,
  isPeriodWithin,
  isStayWithin,
  isStayWithinCeiling,
  MAX_PERIOD_MONTHS,
  MAX_STAY_NIGHTS_CEILING,
  monthsOf,
  nightsOf,
  stayTooLongMessage,
} from './bounds';
import { bankPaymentInputSchema } from './entities/bank-payment';
import { bookingCreateSchema, bookingExtensionCreateSchema } from './entities/booking';
import { bookingReportQuerySchema } from './entities/booking-report';
import { calendarDateSchema, timestampSchema } from './entities/common';
import { invoiceLineInputSchema, invoicePaymentCreateSchema } from './entities/invoice-api';
import { splitByMonth } from './entities/invoice-billing';
import {
  money,
  moneyAmountSchema,
  moneySchema,
  nonNegativeAmountSchema,
  toMinorUnits,
} from './entities/money';
import { enquiryReportQuerySchema, offerUpdateSchema } from './entities/offer';
import { globalSettingsSchema, globalSettingsUpdateSchema } from './entities/settings';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe('dates inside 1900-01-01..2100-12-31', () => {
  it('take the first and last day of the window and refuse the days just outside', () => {
    expect(calendarDateSchema.safeParse('1900-01-01').success).toBe(true);
    expect(calendarDateSchema.safeParse('2100-12-31').success).toBe(true);
    expect(messagesOf(calendarDateSchema.safeParse('1899-12-31'))).toEqual([
      'Enter a date between 1900-01-01 and 2100-12-31',
    ]);
    expect(calendarDateSchema.safeParse('2101-01-01').success).toBe(false);
    expect(calendarDateSchema.safeParse('0001-01-01').success).toBe(false);
    expect(calendarDateSchema.safeParse('9999-12-31').success).toBe(false);
  });

  it('know real days from impossible ones', () => {
    expect(isDayInBounds('2028-02-29')).toBe(true);
    expect(isDayInBounds('2031-02-29')).toBe(false);
    expect(isDayInBounds('2031-13-01')).toBe(false);
    expect(Number.isNaN(dayNumber('0099-01-01'))).toBe(true);
    expect(dayNumber('1970-01-02')).toBe(1);
  });

  it('hold timestamps to the same window, by the instant', () => {
    expect(timestampSchema.safeParse('1900-01-01T00:00:00Z').success).toBe(true);
    expect(timestampSchema.safeParse('2100-12-31T23:59:59.999Z').success).toBe(true);
    expect(timestampSchema.safeParse('1899-12-31T23:59:59Z').success).toBe(false);
    expect(timestampSchema.safeParse('2101-01-01T00:00:00Z').success).toBe(false);
    expect(isInstantInBounds('2100-12-31T23:00:00-05:00')).toBe(false);
    expect(timestampSchema.safeParse('9999-12-31T00:00:00Z').success).toBe(false);
  });
});

describe('stays at most the maximum length', () => {
  it('count nights on day numbers', () => {
    expect(nightsOf('2030-01-01', '2030-01-02')).toBe(1);
    expect(nightsOf('2099-12-31', '2100-12-31')).toBe(365);
  });

  it('allow three years by default and refuse one night more', () => {
    expect(DEFAULT_MAX_STAY_NIGHTS).toBe(1096);
    expect(isStayWithin('2030-01-01', '2033-01-01', DEFAULT_MAX_STAY_NIGHTS)).toBe(true);
    expect(nightsOf('2030-01-01', '2033-01-01')).toBe(1096);
    expect(isStayWithin('2030-01-01', '2033-01-02', DEFAULT_MAX_STAY_NIGHTS)).toBe(false);
    expect(stayTooLongMessage(1096)).toBe('A stay can be at most 1096 nights');
  });

  it('never allow more than the ceiling, whatever the settings', () => {
    const base = {
      propertyId: '00000000-0000-4000-8000-000000000001',
      sellingPricePerNight: { amount: '100', currency: 'GBP' },
      costPerNight: { amount: '80', currency: 'GBP' },
    };
    const atCeiling = { ...base, checkIn: '2030-01-01', checkOut: '2039-12-30' };
    expect(nightsOf(atCeiling.checkIn, atCeiling.checkOut)).toBe(MAX_STAY_NIGHTS_CEILING);
    expect(bookingCreateSchema.safeParse(atCeiling).success).toBe(true);
    expect(isStayWithinCeiling({ checkIn: '2030-01-01', checkOut: '2039-12-31' })).toBe(false);
    expect(
      messagesOf(
        bookingCreateSchema.safeParse({ ...base, checkIn: '2030-01-01', checkOut: '2100-12-31' }),
      ),
    ).toEqual([`A stay can be at most ${MAX_STAY_NIGHTS_CEILING} nights`]);
    expect(
      bookingCreateSchema.safeParse({ ...base, checkIn: '2030-01-01', checkOut: '9999-12-31' })
        .success,
    ).toBe(false);
    expect(
      bookingCreateSchema.safeParse({ ...base, checkIn: '0001-01-01', checkOut: '2030-01-01' })
        .success,
    ).toBe(false);
  });

  it('is a setting with a default, from 1 night to the ceiling; an update leaves it alone', () => {
    const update = globalSettingsUpdateSchema.parse({ holdHours: 24, version: 1 });
    expect('maxStayNights' in update).toBe(false);
    expect(globalSettingsUpdateSchema.safeParse({ maxStayNights: 0, version: 1 }).success).toBe(
      false,
    );
    expect(
      globalSettingsUpdateSchema.safeParse({
        maxStayNights: MAX_STAY_NIGHTS_CEILING + 1,
        version: 1,
      }).success,
    ).toBe(false);
    expect(
      globalSettingsUpdateSchema.safeParse({ maxStayNights: MAX_STAY_NIGHTS_CEILING, version: 1 })
        .success,
    ).toBe(true);
    const shape = globalSettingsSchema.shape.maxStayNights;
    expect(shape.parse(undefined)).toBe(DEFAULT_MAX_STAY_NIGHTS);
  });
});

describe('periods at most ten years, months counted on numbers', () => {
  it('list the months of a period, across a year end', () => {
    expect(monthsOf('2030-11-15', '2031-02-01')).toEqual([
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
    ]);
    expect(monthsOf('2100-12-01', '2100-12-31')).toEqual(['2100-12']);
  });

  it('refuse to list more than ten years of months', () => {
    expect(monthsOf('2020-01-01', '2030-01-31')).toHaveLength(MAX_PERIOD_MONTHS);
    expect(() => monthsOf('2020-01-01', '2030-02-01')).toThrow(RangeError);
    expect(() => monthsOf('1900-01-01', '9999-12-31')).toThrow(RangeError);
    expect(() => monthsOf('2030-01-01', 'x')).toThrow(RangeError);
  });

  it('hold a period to ten years', () => {
    expect(isPeriodWithin('2020-01-01', '2029-12-31')).toBe(true);
    expect(isPeriodWithin('2020-01-01', '2030-01-03')).toBe(false);
    expect(
      enquiryReportQuerySchema.safeParse({ from: '2000-01-01', to: '2009-12-31' }).success,
    ).toBe(true);
    expect(
      messagesOf(enquiryReportQuerySchema.safeParse({ from: '1900-01-01', to: '2100-12-31' })),
    ).toEqual(['A period can be at most ten years']);
  });

  it('refuse a report ending past the window, given alone', () => {
    expect(bookingReportQuerySchema.safeParse({ to: '9999-12-31' }).success).toBe(false);
    expect(bookingReportQuerySchema.safeParse({ from: '0001-01-01' }).success).toBe(false);
    expect(bookingReportQuerySchema.safeParse({ to: '2100-12-31' }).success).toBe(true);
  });

  it('split a long stay at month starts and stop at its end', () => {
    const parts = splitByMonth([{ from: '2099-11-15', to: '2100-12-31' }]);
    expect(parts).toHaveLength(14);
    expect(parts.at(-1)).toEqual({ from: '2100-12-01', to: '2100-12-31' });
  });
});

describe('amounts at most 1,000,000, and not negative where the business says so', () => {
  it('take the maximum either way and refuse a penny more', () => {
    expect(moneyAmountSchema.safeParse('1000000').success).toBe(true);
    expect(moneyAmountSchema.safeParse('1000000.00').success).toBe(true);
    expect(moneyAmountSchema.safeParse('-1000000.00').success).toBe(true);
    expect(messagesOf(moneyAmountSchema.safeParse('1000000.01'))).toEqual([
      'Enter an amount of at most 1,000,000',
    ]);
    expect(moneyAmountSchema.safeParse('-1000000.01').success).toBe(false);
    expect(moneyAmountSchema.safeParse('9999999999.99').success).toBe(false);
    expect(messagesOf(moneyAmountSchema.safeParse('99999999999'))).toEqual([
      'Enter an amount such as 120 or 120.50',
    ]);
  });

  it('refuse a negative price, cost, extension, payment or deposit; zero is a price', () => {
    expect(nonNegativeAmountSchema.safeParse('0').success).toBe(true);
    expect(nonNegativeAmountSchema.safeParse('-0.00').success).toBe(true);
    expect(messagesOf(nonNegativeAmountSchema.safeParse('-0.01'))).toEqual([
      'Enter an amount of zero or more',
    ]);
    const booking = {
      propertyId: '00000000-0000-4000-8000-000000000001',
      checkIn: '2030-01-01',
      checkOut: '2030-01-05',
      sellingPricePerNight: { amount: '-100.00', currency: 'GBP' },
      costPerNight: { amount: '-100.00', currency: 'GBP' },
    };
    expect(bookingCreateSchema.safeParse(booking).success).toBe(false);
    expect(
      bookingCreateSchema.safeParse({
        ...booking,
        sellingPricePerNight: { amount: '9999999999.99', currency: 'GBP' },
        costPerNight: { amount: '10', currency: 'GBP' },
      }).success,
    ).toBe(false);
    expect(
      bookingCreateSchema.safeParse({
        ...booking,
        sellingPricePerNight: { amount: '100', currency: 'GBP' },
        costPerNight: { amount: '80', currency: 'GBP' },
        depositAmount: '-1',
      }).success,
    ).toBe(false);
    expect(
      bookingExtensionCreateSchema.safeParse({
        to: '2030-02-01',
        sellingPricePerNight: { amount: '-1.00', currency: 'GBP' },
        costPerNight: { amount: '1.00', currency: 'GBP' },
        version: 1,
      }).success,
    ).toBe(false);
    expect(
      offerUpdateSchema.safeParse({
        sellingPricePerNight: { amount: '9999999999.99', currency: 'GBP' },
        version: 1,
      }).success,
    ).toBe(false);
    const payment = { amount: '10', paidOn: '2030-01-01', method: 'bankTransfer' };
    expect(invoicePaymentCreateSchema.safeParse(payment).success).toBe(true);
    expect(invoicePaymentCreateSchema.safeParse({ ...payment, paidOn: '0001-01-01' }).success).toBe(
      false,
    );
    expect(invoicePaymentCreateSchema.safeParse({ ...payment, paidOn: '9999-12-31' }).success).toBe(
      false,
    );
    // A payment settles a total, which can pass the one-entry maximum; it is held to what a total holds.
    expect(
      invoicePaymentCreateSchema.safeParse({ ...payment, amount: '9999999999.99' }).success,
    ).toBe(true);
    expect(
      invoicePaymentCreateSchema.safeParse({ ...payment, amount: '10000000000' }).success,
    ).toBe(false);
    expect(invoicePaymentCreateSchema.safeParse({ ...payment, amount: '-10' }).success).toBe(false);
    const bank = { receivedOn: '2030-01-01', amount: '10', payer: 'Acme' };
    expect(bankPaymentInputSchema.safeParse(bank).success).toBe(true);
    expect(bankPaymentInputSchema.safeParse({ ...bank, receivedOn: '9999-12-31' }).success).toBe(
      false,
    );
  });

  it('keep their sign where the business gives one: a discount line is negative', () => {
    const line = {
      kind: 'other',
      description: 'Loyalty',
      quantity: '1',
      unitPrice: '-50.00',
      taxRateId: '00000000-0000-4000-8000-000000000002',
    };
    expect(invoiceLineInputSchema.safeParse(line).success).toBe(true);
    expect(invoiceLineInputSchema.safeParse({ ...line, unitPrice: '-1000000.01' }).success).toBe(
      false,
    );
  });

  it('read and answer figures longer than one entry: a report total over many stays', () => {
    expect(toMinorUnits('20000992402.29')).toBe(2_000_099_240_229n);
    expect(money('20000992402.29').amount).toBe('20000992402.29');
    expect(moneySchema.safeParse({ amount: '20000992402.29', currency: 'GBP' }).success).toBe(true);
  });
});

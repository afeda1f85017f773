/**
 * The bounds of every value the API takes, declared once: a date outside the calendar window, a
 * stay or a period longer than the business ever needs, or an amount no sum of the product can
 * hold is refused as input (a 400), so no request can make the server loop over ten thousand years
 * of months or add up amounts that overflow a stored total.
 *
 * Dates are compared and moved as whole days since 1970-01-01 (UTC), never as text: a year past
 * 9999 does not sort as text, and a day number does not care.
 */

const DAY_MS = 86_400_000;

/** The calendar window of every date and time the API takes (both days included). */
export const DATE_BOUNDS = { min: '1900-01-01', max: '2100-12-31' } as const;
export const DATE_OUT_OF_RANGE_MESSAGE = 'Enter a date between 1900-01-01 and 2100-12-31';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole days from 1970-01-01 to a calendar day (YYYY-MM-DD); NaN for anything that is not a real
 * day of the Gregorian calendar (2031-02-30 included).
 */
export function dayNumber(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  // Date.UTC maps years 0–99 to 1900–1999 and rolls 02-30 over to March: both are caught here.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return Number.NaN;
  if (back.getUTCDate() !== date) return Number.NaN;
  return Math.round(time / DAY_MS);
}

/** The calendar day (YYYY-MM-DD) a day number stands for. */
export function dayOfNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

const MIN_DAY = dayNumber(DATE_BOUNDS.min);
const MAX_DAY = dayNumber(DATE_BOUNDS.max);
/** The instants of the window: from midnight UTC on its first day to before the day after its last. */
const MIN_INSTANT = MIN_DAY * DAY_MS;
const END_INSTANT = (MAX_DAY + 1) * DAY_MS;

/** Whether a calendar day is a real day inside DATE_BOUNDS. */
export function isDayInBounds(day: string): boolean {
  const days = dayNumber(day);
  return days >= MIN_DAY && days <= MAX_DAY;
}

/** Whether an ISO 8601 timestamp is an instant inside DATE_BOUNDS (in UTC). */
export function isInstantInBounds(timestamp: string): boolean {
  const time = Date.parse(timestamp);
  return time >= MIN_INSTANT && time < END_INSTANT;
}

/** Nights from `checkIn` to `checkOut` (calendar days): the day after is 1 night; NaN if invalid. */
export function nightsOf(checkIn: string, checkOut: string): number {
  return dayNumber(checkOut) - dayNumber(checkIn);
}

/**
 * The longest stay by default: three years, a leap day included. The global settings may set
 * another (`maxStayNights`), never above MAX_STAY_NIGHTS_CEILING.
 */
export const DEFAULT_MAX_STAY_NIGHTS = 1_096;
/** The most nights a stay can ever have: ten years (an offer line's nights are bounded the same). */
export const MAX_STAY_NIGHTS_CEILING = 3_650;
/** Spoken with the maximum in force; the dashboard's catalogues hold it with a {nights} place. */
export const STAY_TOO_LONG_MESSAGE = 'A stay can be at most {nights} nights';

export function stayTooLongMessage(maxNights: number): string {
  return STAY_TOO_LONG_MESSAGE.replace('{nights}', String(maxNights));
}

/**
 * Whether a stay's dates (either may be missing: open-ended, or not being changed) are within the
 * ceiling no setting can raise; the server holds them to the settings' maximum as well.
 */
export function isStayWithinCeiling(value: {
  checkIn?: string | null | undefined;
  checkOut?: string | null | undefined;
}): boolean {
  if (!value.checkIn || !value.checkOut) return true;
  return !(nightsOf(value.checkIn, value.checkOut) > MAX_STAY_NIGHTS_CEILING);
}

/** Whether a stay from `checkIn` to `checkOut` is within `maxNights` (dates already checked). */
export function isStayWithin(checkIn: string, checkOut: string, maxNights: number): boolean {
  return nightsOf(checkIn, checkOut) <= maxNights;
}

/** The longest period a date-range query (a report, a list filter) covers: ten years. */
export const MAX_PERIOD_DAYS = 3_653;
export const PERIOD_TOO_LONG_MESSAGE = 'A period can be at most ten years';
/** The most months a period lists (ten years and the month it starts in). */
export const MAX_PERIOD_MONTHS = 121;

/** The most rows one report table lists, its CSV (which asks for every row) included. */
export const MAX_REPORT_ROWS = 10_000;

/** Whether the period from `from` to `to` (both days included) is at most `maxDays` long. */
export function isPeriodWithin(
  from: string,
  to: string,
  maxDays: number = MAX_PERIOD_DAYS,
): boolean {
  return nightsOf(from, to) < maxDays;
}

/**
 * Every month from the one `from` falls in to the one `to` falls in (YYYY-MM), counted on year and
 * month numbers. More than MAX_PERIOD_MONTHS is a RangeError: a caller's bound has failed.
 */
export function monthsOf(from: string, to: string): string[] {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new RangeError(`Not a period: ${from}–${to}`);
  const [fromYear, fromMonth] = [Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1];
  const [toYear, toMonth] = [Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 1];
  const count = (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
  if (count > MAX_PERIOD_MONTHS) throw new RangeError(`A period of ${count} months is too long`);
  const months: string[] = [];
  for (let index = 0; index < count; index++) {
    const month = fromMonth + index;
    const year = fromYear + Math.floor(month / 12);
    months.push(`${String(year).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/**
 * The largest amount one field takes (a nightly price or cost, a unit price, a payment, a
 * deposit), either sign. Chosen so every total the product stores holds it in numeric(12,2)
 * (at most 9,999,999,999.99): a stay of the longest length at this price per night is
 * 3,650,000,000.00. Sums over many records (report totals) are added as integers of minor units
 * and travel as MONEY_FIGURE_PATTERN text, which has room for any of them.
 */
export const MAX_MONEY_AMOUNT = '1000000.00';
export const MAX_MONEY_MINOR_UNITS = 100_000_000n;
export const MONEY_TOO_LARGE_MESSAGE = 'Enter an amount of at most 1,000,000';
export const NEGATIVE_AMOUNT_MESSAGE = 'Enter an amount of zero or more';

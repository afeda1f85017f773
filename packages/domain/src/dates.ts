/**
 * Date helpers of spec §8/§9. formatDate understands the moment.js tokens the product uses, so the
 * default format 'MMMM Do YYYY, h:mm:ss a' reads as it did, without a date library. Like moment,
 * it formats in the runtime's local time zone.
 */

export const DEFAULT_DATE_FORMAT = 'MMMM Do YYYY, h:mm:ss a';
export const INVALID_DATE_MESSAGE = 'Invalid date string provided';

export type DateInput = Date | string | number;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Parses a date input; anything unparsable, and null or undefined, throws. */
export function toValidDate(input: DateInput | null | undefined): Date {
  if (input === null || input === undefined || input === '') throw new Error(INVALID_DATE_MESSAGE);
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  if (Number.isNaN(date.getTime())) throw new Error(INVALID_DATE_MESSAGE);
  return date;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 101st. */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (Math.abs(n) % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function offset(date: Date, separator: string): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${separator}${pad(absolute % 60)}`;
}

function hour12(date: Date): number {
  return date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
}

const TOKENS: Record<string, (date: Date) => string> = {
  YYYY: (d) => pad(d.getFullYear(), 4),
  YY: (d) => pad(d.getFullYear() % 100),
  Q: (d) => String(Math.floor(d.getMonth() / 3) + 1),
  MMMM: (d) => MONTHS[d.getMonth()] ?? '',
  MMM: (d) => (MONTHS[d.getMonth()] ?? '').slice(0, 3),
  MM: (d) => pad(d.getMonth() + 1),
  Mo: (d) => ordinal(d.getMonth() + 1),
  M: (d) => String(d.getMonth() + 1),
  DD: (d) => pad(d.getDate()),
  Do: (d) => ordinal(d.getDate()),
  D: (d) => String(d.getDate()),
  dddd: (d) => WEEKDAYS[d.getDay()] ?? '',
  ddd: (d) => (WEEKDAYS[d.getDay()] ?? '').slice(0, 3),
  dd: (d) => (WEEKDAYS[d.getDay()] ?? '').slice(0, 2),
  d: (d) => String(d.getDay()),
  HH: (d) => pad(d.getHours()),
  H: (d) => String(d.getHours()),
  hh: (d) => pad(hour12(d)),
  h: (d) => String(hour12(d)),
  mm: (d) => pad(d.getMinutes()),
  m: (d) => String(d.getMinutes()),
  ss: (d) => pad(d.getSeconds()),
  s: (d) => String(d.getSeconds()),
  SSS: (d) => pad(d.getMilliseconds(), 3),
  A: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
  a: (d) => (d.getHours() < 12 ? 'am' : 'pm'),
  ZZ: (d) => offset(d, ''),
  Z: (d) => offset(d, ':'),
  X: (d) => String(Math.floor(d.getTime() / 1000)),
  x: (d) => String(d.getTime()),
};

// Longest tokens first so that "MMMM" is not read as "MM" twice; [text] is copied literally.
const TOKEN_PATTERN =
  /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|Mo|M|DD|Do|D|dddd|ddd|dd|d|HH|H|hh|h|mm|m|ss|s|SSS|A|a|ZZ|Z|X|x|Q/g;

/** Formats a date with moment-style tokens (see TOKENS); throws 'Invalid date string provided'. */
export function formatDate(date: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  const valid = toValidDate(date);
  return format.replace(TOKEN_PATTERN, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    const formatter = TOKENS[token];
    return formatter ? formatter(valid) : token;
  });
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Units of relative time, largest first. A month counts as 30 days and a year as 365, which is
 * what "n months ago" means to a reader; calendar exactness is not needed for this wording.
 */
const RELATIVE_UNITS = [
  { unit: 'year', ms: 365 * DAY },
  { unit: 'month', ms: 30 * DAY },
  { unit: 'week', ms: 7 * DAY },
  { unit: 'day', ms: DAY },
  { unit: 'hour', ms: HOUR },
  { unit: 'minute', ms: MINUTE },
  { unit: 'second', ms: SECOND },
] as const;

/**
 * '5 seconds ago', '1 minute ago' … '2 years ago', counting whole units of the largest unit that
 * fits. Under one second, and any future time (clock skew between server and browser), reads
 * 'just now'.
 */
export function timeAgo(date: DateInput, now: DateInput = new Date()): string {
  const elapsed = toValidDate(now).getTime() - toValidDate(date).getTime();
  for (const { unit, ms } of RELATIVE_UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** Whole nights between two calendar days (YYYY-MM-DD); check-out on the day after is 1 night. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  const end = Date.parse(`${checkOut}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new Error(INVALID_DATE_MESSAGE);
  return Math.round((end - start) / DAY);
}

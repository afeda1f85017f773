import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATE_FORMAT,
  formatDate,
  nightsBetween,
  ordinal,
  timeAgo,
  toValidDate,
} from './dates';

// Built with the local-time constructor so the expectations hold in any time zone.
const afternoon = new Date(2024, 2, 1, 13, 5, 9, 45); // Friday 1 March 2024, 13:05:09.045
const midnight = new Date(2023, 11, 22, 0, 7, 3); // Friday 22 December 2023, 00:07:03

describe('formatDate', () => {
  it('uses the default format of spec §9', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('MMMM Do YYYY, h:mm:ss a');
    expect(formatDate(afternoon)).toBe('March 1st 2024, 1:05:09 pm');
    expect(formatDate(midnight)).toBe('December 22nd 2023, 12:07:03 am');
  });

  it('formats noon as 12 pm', () => {
    expect(formatDate(new Date(2024, 0, 3, 12, 0, 0))).toBe('January 3rd 2024, 12:00:00 pm');
  });

  it('understands the moment tokens', () => {
    expect(formatDate(afternoon, 'YYYY-MM-DD HH:mm:ss.SSS')).toBe('2024-03-01 13:05:09.045');
    expect(formatDate(afternoon, 'YY M D H m s')).toBe('24 3 1 13 5 9');
    expect(formatDate(afternoon, 'dddd ddd dd d')).toBe('Friday Fri Fr 5');
    expect(formatDate(afternoon, 'MMM Mo Do Q')).toBe('Mar 3rd 1st 1');
    expect(formatDate(afternoon, 'hh:mm A')).toBe('01:05 PM');
    expect(formatDate(afternoon, 'x')).toBe(String(afternoon.getTime()));
    expect(formatDate(afternoon, 'X')).toBe(String(Math.floor(afternoon.getTime() / 1000)));
    expect(formatDate(afternoon, 'Z')).toMatch(/^[+-]\d{2}:\d{2}$/);
    expect(formatDate(afternoon, 'ZZ')).toMatch(/^[+-]\d{4}$/);
  });

  it('copies [bracketed] text and other characters literally', () => {
    expect(formatDate(afternoon, '[Due] Do [of] MMMM')).toBe('Due 1st of March');
    expect(formatDate(afternoon, 'DD/MM/YYYY')).toBe('01/03/2024');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    const iso = afternoon.toISOString();
    expect(formatDate(iso)).toBe('March 1st 2024, 1:05:09 pm');
    expect(formatDate(afternoon.getTime(), 'YYYY')).toBe('2024');
  });

  it.each(['not a date', '2024-13-45', Number.NaN, new Date('nope'), ''])(
    'throws "Invalid date string provided" for %s',
    (input) => {
      expect(() => formatDate(input)).toThrow('Invalid date string provided');
    },
  );

  it('throws for a missing date', () => {
    expect(() => toValidDate(null)).toThrow('Invalid date string provided');
    expect(() => toValidDate(undefined)).toThrow('Invalid date string provided');
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
    [101, '101st'],
    [111, '111th'],
  ])('%i -> %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});

describe('timeAgo', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const d = 24 * h;

  it.each([
    [0, 'just now'],
    [999, 'just now'],
    [1 * s, '1 second ago'],
    [5 * s, '5 seconds ago'],
    [59 * s, '59 seconds ago'],
    [60 * s, '1 minute ago'],
    [119 * s, '1 minute ago'],
    [2 * min, '2 minutes ago'],
    [59 * min, '59 minutes ago'],
    [1 * h, '1 hour ago'],
    [23 * h, '23 hours ago'],
    [1 * d, '1 day ago'],
    [6 * d, '6 days ago'],
    [7 * d, '1 week ago'],
    [29 * d, '4 weeks ago'],
    [30 * d, '1 month ago'],
    [364 * d, '12 months ago'],
    [365 * d, '1 year ago'],
    [3 * 365 * d, '3 years ago'],
  ])('%i ms -> %s', (elapsed, text) => {
    expect(ago(elapsed)).toBe(text);
  });

  it('reads a future time as just now', () => {
    expect(ago(-5 * min)).toBe('just now');
  });

  it('accepts strings and defaults now to the current time', () => {
    expect(timeAgo('2024-06-15T11:58:00Z', '2024-06-15T12:00:00Z')).toBe('2 minutes ago');
    expect(timeAgo(new Date())).toBe('just now');
  });

  it('throws for a bad date', () => {
    expect(() => timeAgo('yesterday')).toThrow('Invalid date string provided');
  });
});

describe('nightsBetween', () => {
  it('counts nights between calendar days, across a clock change', () => {
    expect(nightsBetween('2024-03-01', '2024-03-02')).toBe(1);
    expect(nightsBetween('2024-03-25', '2024-04-02')).toBe(8);
    expect(nightsBetween('2024-03-01', '2024-03-01')).toBe(0);
    expect(() => nightsBetween('2024-03-01', 'soon')).toThrow('Invalid date string provided');
  });
});

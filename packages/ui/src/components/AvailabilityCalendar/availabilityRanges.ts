import { type CalendarDate, parseDate } from '@internationalized/date';
import type { AvailabilityState } from './availabilityCalendarVariants';

/** One stretch of days in one state. Dates are ISO `YYYY-MM-DD`; `end` is exclusive (the day after). */
export interface AvailabilityRange {
  readonly start: string;
  readonly end: string;
  readonly state: AvailabilityState;
}

interface ParsedRange {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
  readonly state: AvailabilityState;
}

/** Parses the ranges once; a malformed or empty range is left out rather than breaking the grid. */
export function parseRanges(ranges: readonly AvailabilityRange[]): ParsedRange[] {
  const parsed: ParsedRange[] = [];
  for (const range of ranges) {
    try {
      const start = parseDate(range.start);
      const end = parseDate(range.end);
      if (end.compare(start) > 0) parsed.push({ start, end, state: range.state });
    } catch {
      // An invalid date string shows nothing for that range.
    }
  }
  return parsed;
}

/** The state of a day: the last range covering it wins (later entries overwrite earlier ones). */
export function stateOn(
  date: CalendarDate,
  ranges: readonly ParsedRange[],
): AvailabilityState | undefined {
  for (let index = ranges.length - 1; index >= 0; index -= 1) {
    const range = ranges[index];
    if (range && date.compare(range.start) >= 0 && date.compare(range.end) < 0) return range.state;
  }
  return undefined;
}

import { CalendarDate, type DateValue, toCalendarDate } from '@internationalized/date';
import { useState } from 'react';

/**
 * The days a date field accepts unless told otherwise: the range the server stores. A year is
 * typed digit by digit, and React Aria emits each complete date as it goes ("2" gives the year
 * 0002), so without a floor a half-typed year reached filters and forms as a real date.
 */
export const DEFAULT_MIN_DATE = new CalendarDate(1900, 1, 1);
export const DEFAULT_MAX_DATE = new CalendarDate(2100, 12, 31);

export function isDayInRange(
  value: DateValue,
  minValue: DateValue | null | undefined,
  maxValue: DateValue | null | undefined,
): boolean {
  const day = toCalendarDate(value);
  return (
    (!minValue || day.compare(toCalendarDate(minValue)) >= 0) &&
    (!maxValue || day.compare(toCalendarDate(maxValue)) <= 0)
  );
}

/**
 * What the field shows (what the user typed) apart from what it reports: `onChange` hears only a
 * cleared field or a value the server can store (`isReportable`: 1900–2100), so a half-typed
 * year never leaves the field, while the field keeps the typed value and shows React Aria's range
 * message under it (`outOfRange`, against the field's own `isInRange`). A day before a caller's
 * later minimum is still reported, marked invalid, for the caller's rules to judge. A value the
 * caller passes (controlled) replaces what was typed when it changes; `keyOf` tells a change from
 * a new object with the same days.
 */
export function useBoundedValue<V>({
  value,
  defaultValue,
  onChange,
  isInRange,
  isReportable,
  keyOf,
}: {
  value: V | null | undefined;
  defaultValue: V | null | undefined;
  onChange: ((value: V | null) => void) | undefined;
  isInRange: (value: V) => boolean;
  isReportable: (value: V) => boolean;
  keyOf: (value: V | null | undefined) => string;
}) {
  const [shown, setShown] = useState<V | null>(value ?? defaultValue ?? null);
  const [given, setGiven] = useState(keyOf(value));
  if (value !== undefined && keyOf(value) !== given) {
    setGiven(keyOf(value));
    setShown(value);
  }
  return {
    value: shown,
    outOfRange: shown !== null && !isInRange(shown),
    onChange: (next: V | null) => {
      setShown(next);
      if (next === null || isReportable(next)) onChange?.(next);
    },
  };
}

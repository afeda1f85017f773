import { type CalendarDate, parseDate } from '@internationalized/date';
import { DateRangePicker } from '@staydesk/ui';
import { DateLocale } from '../DateLocale';
import type { Period } from './period';

/**
 * The period's first and last day chosen in the ui's date range picker, in the user's language;
 * a chunk of its own (the calendar loads only when 'Custom dates' is picked).
 */
export function CustomPeriod(props: {
  label: string;
  value: Period | null;
  errorMessage?: string | undefined;
  calendarButtonLabel: string;
  previousMonthLabel: string;
  nextMonthLabel: string;
  onChange: (period: Period) => void;
}) {
  const value: { start: CalendarDate; end: CalendarDate } | null = props.value
    ? { start: parseDate(props.value.from), end: parseDate(props.value.to) }
    : null;
  return (
    <DateLocale>
      <DateRangePicker
        label={props.label}
        defaultValue={value}
        isInvalid={props.errorMessage !== undefined}
        {...(props.errorMessage ? { errorMessage: props.errorMessage } : {})}
        calendarButtonLabel={props.calendarButtonLabel}
        previousMonthLabel={props.previousMonthLabel}
        nextMonthLabel={props.nextMonthLabel}
        onChange={(range) => {
          if (range) props.onChange({ from: range.start.toString(), to: range.end.toString() });
        }}
      />
    </DateLocale>
  );
}

import { parseDate } from '@internationalized/date';
import { DatePicker } from '@staydesk/ui';
import type { Ref } from 'react';
import { useT } from '../i18n';
import { DateLocale } from './DateLocale';

/** An ISO day ('YYYY-MM-DD') as the picker's value; '' or anything unreadable is no date. */
function dayValue(value: unknown) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export interface DayFieldProps {
  label: string;
  description?: string | undefined;
  /** The day as 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  name?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: string | undefined;
  inputRef?: Ref<HTMLDivElement>;
}

/**
 * One calendar day on the ui DatePicker, in the user's language (segments in its order, the
 * calendar's month names and buttons), holding an ISO day as text ('' while empty or unfinished).
 * Every day-only field of the dashboard is this one (through FormDayField): a form's value shows
 * in it when it opens, and its labels are the user's language's.
 */
export function DayField({
  label,
  description,
  value,
  onChange,
  onBlur,
  name,
  isRequired,
  isInvalid,
  errorMessage,
  inputRef,
}: DayFieldProps) {
  const { dates } = useT().common;
  return (
    <DateLocale>
      <DatePicker
        label={label}
        {...(description ? { description } : {})}
        {...(name ? { name } : {})}
        {...(onBlur ? { onBlur } : {})}
        {...(inputRef ? { ref: inputRef } : {})}
        value={dayValue(value)}
        onChange={(day) => onChange(day?.toString() ?? '')}
        isRequired={isRequired ?? false}
        isInvalid={isInvalid ?? false}
        errorMessage={errorMessage}
        calendarButtonLabel={dates.choose}
        previousMonthLabel={dates.previousMonth}
        nextMonthLabel={dates.nextMonth}
      />
    </DateLocale>
  );
}

import { DateRangePicker } from '@staydesk/ui';
import type { Ref } from 'react';
import { DateLocale } from '../../../components/DateLocale';

export interface BookingDatesProps {
  label: string;
  description: string;
  onRange: (checkIn: string, checkOut: string) => void;
  error: string | undefined;
  inputRef: Ref<HTMLDivElement>;
}

/**
 * Check-in and check-out on the range picker. The calendars are a chunk of their own, loaded
 * beside the form; the form keeps the values.
 */
export function BookingDates(props: BookingDatesProps) {
  return (
    <DateLocale>
      <DateRangePicker
        label={props.label}
        description={props.description}
        isRequired
        isInvalid={Boolean(props.error)}
        errorMessage={props.error}
        ref={props.inputRef}
        onChange={(range) =>
          props.onRange(range?.start.toString() ?? '', range?.end.toString() ?? '')
        }
      />
    </DateLocale>
  );
}

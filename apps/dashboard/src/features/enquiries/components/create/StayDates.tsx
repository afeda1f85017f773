import { Checkbox, DatePicker, DateRangePicker, Stack } from '@staydesk/ui';
import type { Ref } from 'react';
import { DateLocale } from '../../../../components/DateLocale';

export interface StayDatesProps {
  openEnded: boolean;
  onOpenEnded: (openEnded: boolean) => void;
  /** The check-in (ISO day) alone, for an open-ended stay. */
  onCheckIn: (checkIn: string) => void;
  onRange: (checkIn: string, checkOut: string) => void;
  error: string | undefined;
  inputRef: Ref<HTMLDivElement>;
  /** The texts, handed over by the form (this chunk carries the calendars only). */
  texts: { dates: string; checkIn: string; openEnded: string };
}

/**
 * Check-in and check-out on the range picker; an open-ended stay picks check-in alone. The
 * calendars are a chunk of their own, loaded beside the form; the form keeps the values.
 */
export function StayDates(props: StayDatesProps) {
  const { texts, error } = props;
  return (
    <DateLocale>
      <Stack space="small">
        {props.openEnded ? (
          <DatePicker
            label={texts.checkIn}
            isRequired
            isInvalid={Boolean(error)}
            errorMessage={error}
            ref={props.inputRef}
            onChange={(value) => props.onCheckIn(value?.toString() ?? '')}
          />
        ) : (
          <DateRangePicker
            label={texts.dates}
            isRequired
            isInvalid={Boolean(error)}
            errorMessage={error}
            ref={props.inputRef}
            onChange={(range) =>
              props.onRange(range?.start.toString() ?? '', range?.end.toString() ?? '')
            }
          />
        )}
        <Checkbox isSelected={props.openEnded} onChange={props.onOpenEnded}>
          {texts.openEnded}
        </Checkbox>
      </Stack>
    </DateLocale>
  );
}

import { parseDate, parseDateTime } from '@internationalized/date';
import { Checkbox, DatePicker, Stack } from '@staydesk/ui';
import type { Ref } from 'react';
import { DateLocale } from './DateLocale';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The day, with its time when it has one, as the picker's value; unreadable text is none. */
function pickerValue(date: string, time: string) {
  if (!DATE.test(date)) return null;
  try {
    return TIME.test(time) ? parseDateTime(`${date}T${time}`) : parseDate(date);
  } catch {
    return null;
  }
}

export interface WhenFieldTexts {
  label: string;
  description?: string;
  /** The checkbox that adds a time (with `onTimeToggle`). */
  withTime?: string;
  choose: string;
  previousMonth: string;
  nextMonth: string;
}

export interface WhenPickerProps {
  texts: WhenFieldTexts;
  /** 'YYYY-MM-DD', '' for none. */
  date: string;
  /** 'HH:MM', '' for a day alone. */
  time: string;
  onChange: (date: string, time: string) => void;
  /** Given, a checkbox adds or removes the time. */
  onTimeToggle?: (on: boolean) => void;
  name: string;
  onBlur: () => void;
  inputRef: Ref<HTMLDivElement>;
  error: string | undefined;
}

/**
 * A day on the ui DatePicker in the user's language, and a time (24-hour) once its checkbox is
 * ticked. A chunk of its own: the calendars load beside the dialog, not with it.
 */
export function WhenPicker(props: WhenPickerProps) {
  const { texts, date, time, onChange, error } = props;
  const withTime = time !== '';
  const picker = (
    <DatePicker
      label={texts.label}
      {...(texts.description ? { description: texts.description } : {})}
      name={props.name}
      onBlur={props.onBlur}
      ref={props.inputRef}
      granularity={withTime ? 'minute' : 'day'}
      hourCycle={24}
      value={pickerValue(date, time)}
      onChange={(value) => {
        if (value === null) {
          onChange('', time);
          return;
        }
        const [day = '', clock = ''] = value.toString().split('T');
        onChange(day, withTime && clock ? clock.slice(0, 5) : time);
      }}
      isInvalid={error !== undefined}
      errorMessage={error}
      calendarButtonLabel={texts.choose}
      previousMonthLabel={texts.previousMonth}
      nextMonthLabel={texts.nextMonth}
    />
  );
  const toggle = props.onTimeToggle;
  return (
    <DateLocale>
      {toggle && texts.withTime ? (
        <Stack space="small">
          {picker}
          <Checkbox isSelected={withTime} onChange={toggle}>
            {texts.withTime}
          </Checkbox>
        </Stack>
      ) : (
        picker
      )}
    </DateLocale>
  );
}

import { lazy, Suspense } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from '../lib/form-fields';
import type { WhenFieldTexts } from './WhenPicker';

export type { WhenFieldTexts } from './WhenPicker';

// The calendars are a chunk of their own, fetched when the dialog first shows a date.
const WhenPicker = lazy(() => import('./WhenPicker').then((m) => ({ default: m.WhenPicker })));

/** The time a day is due at until a time is set, and where a set time starts. */
export const DEFAULT_TIME = '09:00';

/** A whole day as the form keeps it ('YYYY-MM-DD'). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A whole time, 24-hour, as the form keeps it ('HH:MM'). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the local day and time the form shows ('' for none). */
export function whenOf(iso: string | null): { date: string; time: string } {
  if (iso === null) return { date: '', time: '' };
  const at = new Date(iso);
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The instant of a local day and time (at DEFAULT_TIME without one); null without a day. */
export function instantOf(date: string, time: string): string | null {
  return date === '' ? null : new Date(`${date}T${time || DEFAULT_TIME}:00`).toISOString();
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A day and, once its checkbox is ticked, a time (24-hour) on the ui DatePicker. The form keeps
 * the day ('YYYY-MM-DD', '' for none) and the time ('HH:MM', '' for none) as two text fields,
 * which its schema validates.
 */
export function FormWhenField<T extends FieldValues, C, O extends FieldValues>({
  control,
  dateName,
  timeName,
  texts,
}: {
  control: Bound<T, C, O>['control'];
  dateName: Bound<T, C, O>['name'];
  timeName: Bound<T, C, O>['name'];
  texts: WhenFieldTexts & { withTime: string };
}) {
  const day = useBoundField({ control, name: dateName });
  const time = useBoundField({ control, name: timeName });
  const clock = text(time.field.value);
  return (
    <Suspense fallback={null}>
      <WhenPicker
        texts={texts}
        date={text(day.field.value)}
        time={clock}
        onChange={(date, chosen) => {
          day.field.onChange(date);
          if (chosen !== clock) time.field.onChange(chosen);
        }}
        onTimeToggle={(on) => time.field.onChange(on ? DEFAULT_TIME : '')}
        name={day.common.name}
        onBlur={day.common.onBlur}
        inputRef={day.common.ref}
        error={day.common.errorMessage ?? time.common.errorMessage}
      />
    </Suspense>
  );
}

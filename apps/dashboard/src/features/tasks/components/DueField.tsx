import { lazy, Suspense } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from '../../../lib/form-fields';
import type { DueFieldTexts } from './DuePicker';

// The calendars are a chunk of their own, fetched when the dialog first shows (issue #11).
const DuePicker = lazy(() => import('./DuePicker').then((m) => ({ default: m.DuePicker })));

/** The time a due date alone stands for, and where a set time starts. */
export const DEFAULT_DUE_TIME = '09:00';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A task's due date on the ui DatePicker: the day alone, or the day and a time (24-hour) once
 * 'At a set time' is ticked. The form keeps the day ('YYYY-MM-DD') and the time ('HH:MM', ''
 * for none) as two fields, which its schema and the server validate.
 */
export function FormDueField<T extends FieldValues, C, O extends FieldValues>({
  control,
  dateName,
  timeName,
  texts,
}: {
  control: Bound<T, C, O>['control'];
  dateName: Bound<T, C, O>['name'];
  timeName: Bound<T, C, O>['name'];
  texts: DueFieldTexts & { withTime: string };
}) {
  const day = useBoundField({ control, name: dateName });
  const time = useBoundField({ control, name: timeName });
  const clock = text(time.field.value);
  return (
    <Suspense fallback={null}>
      <DuePicker
        texts={texts}
        date={text(day.field.value)}
        time={clock}
        onChange={(date, chosen) => {
          day.field.onChange(date);
          if (chosen !== clock) time.field.onChange(chosen);
        }}
        onTimeToggle={(on) => time.field.onChange(on ? DEFAULT_DUE_TIME : '')}
        name={day.common.name}
        onBlur={day.common.onBlur}
        inputRef={day.common.ref}
        error={day.common.errorMessage ?? time.common.errorMessage}
      />
    </Suspense>
  );
}

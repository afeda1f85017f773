import { TextField } from '@staydesk/ui';
import { lazy, Suspense } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from '../lib/form-fields';
import type { DayFieldProps } from './DayField';

// The date picker and its calendar are a chunk of their own, loaded beside the form.
const DayField = lazy(() => import('./DayField').then((m) => ({ default: m.DayField })));

/** DayField, loaded on first use; until then its label stands over a field that waits. */
export function LazyDayField(props: DayFieldProps) {
  return (
    <Suspense fallback={<TextField label={props.label} isDisabled />}>
      <DayField {...props} />
    </Suspense>
  );
}

/** DayField bound to a react-hook-form field holding 'YYYY-MM-DD' or ''. */
export function FormDayField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
}: Bound<T, C, O> & { label: string; description?: string; isRequired?: boolean }) {
  const { field, common } = useBoundField({ control, name });
  return (
    <LazyDayField
      label={label}
      description={description}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={common.onBlur}
      name={common.name}
      {...(isRequired ? { isRequired } : {})}
      isInvalid={common.isInvalid}
      errorMessage={common.errorMessage}
      inputRef={common.ref}
    />
  );
}

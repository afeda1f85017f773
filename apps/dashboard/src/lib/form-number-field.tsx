import { NumberField, type NumberFieldProps } from '@staydesk/ui';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { type Bound, type Managed, useBoundField } from './form-fields';

// Apart from form-fields.tsx: the number field brings react-aria's number parsing and spin
// buttons (about 6 KiB gzip), which the sign-in and most forms never use.
export function FormNumberField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<NumberFieldProps, Managed>) {
  const { field, common } = useBoundField({ control, name });
  return (
    <NumberField
      {...props}
      {...common}
      value={typeof field.value === 'number' ? field.value : null}
      // An emptied field is NaN in RAC; the form holds null, which the schema judges.
      onChange={(value) =>
        field.onChange((Number.isNaN(value) ? null : value) as PathValue<T, FieldPath<T>>)
      }
    />
  );
}

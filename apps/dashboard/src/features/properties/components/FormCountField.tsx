import { TextField, type TextFieldProps } from '@staydesk/ui';
import { useState } from 'react';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { type Bound, type Managed, useBoundField } from '../../../lib/form-fields';

/**
 * A whole number (rooms, beds, guests, nights) typed as text and handed to the form as a number
 * (null when empty, NaN when not a number, which the schema refuses with its message). A plain
 * text field: react-aria's number field and its number parsing (about 8 KiB gzip) stay out of
 * the wizard's chunks.
 */
export function FormCountField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<TextFieldProps, Managed | 'type'>) {
  const { field, common } = useBoundField({ control, name });
  const [text, setText] = useState(
    typeof field.value === 'number' && !Number.isNaN(field.value) ? String(field.value) : '',
  );
  return (
    <TextField
      {...props}
      {...common}
      inputMode="numeric"
      value={text}
      onChange={(next) => {
        setText(next);
        const trimmed = next.trim();
        const value =
          trimmed === '' ? null : /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
        field.onChange(value as PathValue<T, FieldPath<T>>);
      }}
    />
  );
}

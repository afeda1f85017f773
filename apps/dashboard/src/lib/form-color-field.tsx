import { ColorField, type ColorFieldProps } from '@staydesk/ui';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { type Bound, type Managed, useBoundField } from './form-fields';

// Apart from form-fields.tsx: the colour field brings react-aria's colour parsing and colour
// names in every language (about 24 kB gzip), which only the screens with colours should load.
export function FormColorField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<ColorFieldProps, Managed>) {
  const { field, common } = useBoundField({ control, name });
  return (
    <ColorField
      {...props}
      {...common}
      value={typeof field.value === 'string' ? field.value : null}
      // An emptied field holds '' like the text fields, which the schema judges.
      onChange={(hex) => field.onChange((hex ?? '') as PathValue<T, FieldPath<T>>)}
    />
  );
}

import { Select, SelectItem } from '@staydesk/ui';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateMessage, useT } from '../i18n';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A choice among fixed options, bound to react-hook-form: the value, the ref (focus on error) and
 * the error text in the user's language wired on the ui `Select`.
 */
export function FormSelectField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  options,
  isRequired = false,
}: {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  isRequired?: boolean;
}) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          name={field.name}
          items={options.map((option) => ({ id: option.value, label: option.label }))}
          selectedKey={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
          onBlur={field.onBlur}
          ref={field.ref}
          isRequired={isRequired}
          isInvalid={fieldState.invalid}
          errorMessage={translateMessage(t, fieldState.error?.message)}
        >
          {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
        </Select>
      )}
    />
  );
}

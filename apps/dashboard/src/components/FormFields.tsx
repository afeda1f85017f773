import { FormField, PasswordField, TextField, type TextFieldProps } from '@staydesk/ui';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { translateMessage, useT } from '../i18n';

/**
 * react-hook-form fields drawn with the @staydesk/ui primitives: the label is the accessible
 * name, required fields carry the asterisk, and the schema's message (in the user's language)
 * shows as the field's error (spec §5).
 */

interface ControlledFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
  description?: string;
  autoComplete?: string;
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  isRequired,
  description,
  autoComplete,
  type = 'text',
}: ControlledFieldProps<T> & { type?: TextFieldProps['type'] }) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={type}
          isRequired={isRequired ?? false}
          {...(description ? { description } : {})}
          {...(autoComplete ? { autoComplete } : {})}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          isInvalid={fieldState.invalid}
          errorMessage={translateMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  label,
  isRequired,
  description,
  autoComplete,
}: ControlledFieldProps<T>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          label={label}
          isRequired={isRequired ?? false}
          {...(description ? { description } : {})}
          {...(autoComplete ? { autoComplete } : {})}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          isInvalid={fieldState.invalid}
          errorMessage={translateMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

/**
 * A choice among fixed options. The design system has no Select yet, so this is a native
 * `<select>` inside the FormField chrome (label, asterisk, error).
 */
export function FormSelectField({
  label,
  field,
  options,
  isRequired,
  error,
}: {
  label: string;
  field: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  isRequired?: boolean;
  error?: string | undefined;
}) {
  const t = useT();
  const message = translateMessage(t, error);
  return (
    <FormField
      label={label}
      isRequired={isRequired ?? false}
      isInvalid={!!message}
      errorMessage={message}
    >
      {(controlProps) => (
        <select {...controlProps} {...field}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

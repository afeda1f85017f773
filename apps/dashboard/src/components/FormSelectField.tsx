import { FormField } from '@staydesk/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage, useT } from '../i18n';

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

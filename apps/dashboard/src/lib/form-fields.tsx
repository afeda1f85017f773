import {
  Checkbox,
  type CheckboxProps,
  PasswordField,
  type PasswordFieldProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from '@staydesk/ui';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { translateMessage, useT } from '../i18n';

/**
 * react-hook-form fields on the UI primitives: the value, the ref (focus on error) and the
 * error text (spec §5 messages in the user's language) wired once, for every form.
 */
export interface Bound<T extends FieldValues, C, O extends FieldValues> {
  /** The form's control, whatever its context and its parsed (output) values. */
  control: Control<T, C, O>;
  name: FieldPath<T>;
}

/** The props a bound field sets itself; a caller cannot pass them. */
export type Managed =
  | 'value'
  | 'defaultValue'
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'onBlur'
  | 'name'
  | 'isInvalid'
  | 'errorMessage'
  | 'ref';

/**
 * Registers the field with the form and returns what every primitive takes alike (name, blur,
 * focus ref, validity and the translated error), plus the raw field for its value.
 */
export function useBoundField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
}: Bound<T, C, O>) {
  const t = useT();
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    common: {
      name: field.name,
      onBlur: field.onBlur,
      ref: field.ref,
      // The form shows its own messages; the browser's native bubbles stay out of the way.
      validationBehavior: 'aria' as const,
      isInvalid: fieldState.invalid,
      errorMessage: translateMessage(t, fieldState.error?.message),
    },
  };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

export function FormTextField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<TextFieldProps, Managed>) {
  const { field, common } = useBoundField({ control, name });
  return <TextField {...props} {...common} value={asText(field.value)} onChange={field.onChange} />;
}

export function FormPasswordField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<PasswordFieldProps, Managed>) {
  const t = useT();
  const { field, common } = useBoundField({ control, name });
  return (
    <PasswordField
      revealLabel={t.common.showPassword}
      {...props}
      {...common}
      value={asText(field.value)}
      onChange={field.onChange}
    />
  );
}

export function FormTextArea<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<TextAreaProps, Managed>) {
  const { field, common } = useBoundField({ control, name });
  return <TextArea {...props} {...common} value={asText(field.value)} onChange={field.onChange} />;
}

export function FormCheckbox<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<CheckboxProps, Managed>) {
  const { field, common } = useBoundField({ control, name });
  // A checkbox carries no message of its own: its form explains what it needs.
  return (
    <Checkbox
      {...props}
      name={common.name}
      onBlur={common.onBlur}
      ref={common.ref}
      isSelected={field.value === true}
      onChange={field.onChange}
    />
  );
}

import {
  Checkbox,
  type CheckboxProps,
  NumberField,
  type NumberFieldProps,
  PasswordField,
  type PasswordFieldProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from '@staydesk/ui';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import { translateMessage, useT } from '../i18n';

/**
 * react-hook-form fields on the UI primitives: the value, the ref (focus on error) and the
 * error text (spec §5 messages in the user's language) wired once, for every form.
 */
interface Bound<T extends FieldValues, C, O extends FieldValues> {
  /** The form's control, whatever its context and its parsed (output) values. */
  control: Control<T, C, O>;
  name: FieldPath<T>;
}

type Managed =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'name'
  | 'isInvalid'
  | 'errorMessage';

export function FormTextField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<TextFieldProps, Managed | 'ref'>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          validationBehavior="aria"
          isInvalid={fieldState.invalid}
          errorMessage={translateMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

export function FormPasswordField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<PasswordFieldProps, Managed | 'ref'>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          revealLabel={t.auth.showPassword}
          {...props}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          validationBehavior="aria"
          isInvalid={fieldState.invalid}
          errorMessage={translateMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

export function FormTextArea<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<TextAreaProps, Managed | 'ref'>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea
          {...props}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          validationBehavior="aria"
          isInvalid={fieldState.invalid}
          errorMessage={translateMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

export function FormNumberField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & Omit<NumberFieldProps, Managed | 'ref'>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          {...props}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : null}
          // An emptied field is NaN in RAC; the form holds null, which the schema judges.
          onChange={(value) =>
            field.onChange((Number.isNaN(value) ? null : value) as PathValue<T, FieldPath<T>>)
          }
          onBlur={field.onBlur}
          ref={field.ref}
          validationBehavior="aria"
          isInvalid={fieldState.invalid}
          errorMessage={translateMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

export function FormCheckbox<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> &
  Omit<
    CheckboxProps,
    | 'isSelected'
    | 'defaultSelected'
    | 'onChange'
    | 'onBlur'
    | 'name'
    | 'isInvalid'
    | 'errorMessage'
    | 'ref'
  >) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          {...props}
          name={field.name}
          isSelected={field.value === true}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

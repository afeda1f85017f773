import type { Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { type FieldChromeProps, FieldParts } from '../private/FieldChrome/FieldChrome';
import { fieldRoot, framedInput } from '../private/FieldChrome/FieldChrome.css';
import type { TextFieldType } from './textFieldVariants';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'style' | 'className' | 'children' | 'type'>,
    FieldChromeProps {
  type?: TextFieldType;
  placeholder?: string;
  /**
   * Lands on the `<input>`, so react-hook-form's `field.ref` can focus the field on an error.
   * The root element is not exposed.
   */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A single-line text field on RAC's `TextField` + `Input`, with label, asterisk when required,
 * help text and error text. Validation defaults to `aria` (the form's schema decides, no native
 * browser bubbles); pass `validationBehavior="native"` for a plain HTML form.
 *
 * Controlled (`value` + `onChange(value: string)`) or uncontrolled (`defaultValue`); `name` is
 * submitted with the form; `onBlur` receives the focus event.
 *
 * States and hooks: root `[data-component="TextField"]`, `[data-disabled]`, `[data-invalid]`,
 * `[data-required]`; input `[data-part="input"]` with `[data-hovered]`, `[data-focused]`,
 * `[data-focus-visible]`, `[data-invalid]`, `[data-disabled]`; parts `[data-part="label"]`,
 * `[data-part="required-mark"]`, `[data-part="description"]`, `[data-part="error"]`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ref,
  className,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="TextField"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Input ref={ref} placeholder={placeholder} className={framedInput} data-part="input" />
      </FieldParts>
    </AriaTextField>
  );
}

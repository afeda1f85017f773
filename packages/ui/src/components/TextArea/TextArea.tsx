import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { type FieldChromeProps, FieldParts } from '../private/FieldChrome/FieldChrome';
import { fieldRoot, framedInput } from '../private/FieldChrome/FieldChrome.css';
import { textArea } from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'style' | 'className' | 'children' | 'type'>,
    FieldChromeProps {
  placeholder?: string;
  /** Visible lines before the user resizes it (vertical resize only). */
  rows?: number;
  /** Lands on the `<textarea>`, so react-hook-form's `field.ref` can focus it on an error. */
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/**
 * A multi-line text field on RAC's `TextField` + `TextArea`, with the shared label, asterisk,
 * help and error text. Validation defaults to `aria` (the form's schema decides).
 *
 * States and hooks: root `[data-component="TextArea"]`, `[data-disabled]`, `[data-invalid]`,
 * `[data-required]`; `[data-part="input"]` with `[data-hovered]`, `[data-focused]`,
 * `[data-focus-visible]`, `[data-invalid]`, `[data-disabled]`; plus the field parts label,
 * required-mark, description, error.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  ref,
  className,
  validationBehavior = 'aria',
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="TextArea"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <AriaTextArea
          ref={ref}
          rows={rows}
          placeholder={placeholder}
          className={cx(framedInput, textArea)}
          data-part="input"
        />
      </FieldParts>
    </AriaTextField>
  );
}

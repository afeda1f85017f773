import type { ReactNode } from 'react';
import { useField } from 'react-aria';
import { cx } from '../private/cx';
import { RequiredMark } from '../private/FieldChrome/FieldChrome';
import {
  description as descriptionStyle,
  errorText,
  fieldRoot,
  label as labelStyle,
} from '../private/FieldChrome/FieldChrome.css';

/** Spread these on the control a `FormField` wraps. */
export interface FormFieldControlProps {
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-disabled'?: true;
}

export interface FormFieldProps {
  /** Visible label; becomes the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown and linked to the control only while `isInvalid`. */
  errorMessage?: ReactNode;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /**
   * `label` (default) for a single labelable control such as an `<input>`; `span` for a composite
   * control (a group of buttons, an image picker), which gets `aria-labelledby` instead.
   */
  labelElementType?: 'label' | 'span';
  /** Renders the control with the ids and ARIA state that tie it to the label and texts. */
  children: (controlProps: FormFieldControlProps) => ReactNode;
  className?: string;
}

/**
 * The field chrome on its own, for a control that is not one of ours (an image picker, a
 * third-party widget): label with an asterisk when required, help text and error text, all wired
 * to the control through `useField`. The asterisk is decoration; the control receives
 * `aria-required`, so assistive technology hears "required" from the control itself.
 *
 * States and hooks: root `[data-component="FormField"]`, `[data-required]`, `[data-invalid]`,
 * `[data-disabled]`; parts `[data-part="label"]`, `[data-part="required-mark"]`,
 * `[data-part="description"]`, `[data-part="error"]`.
 */
export function FormField({
  label,
  description,
  errorMessage,
  isRequired = false,
  isInvalid = false,
  isDisabled = false,
  labelElementType = 'label',
  children,
  className,
}: FormFieldProps) {
  const hasError = isInvalid && errorMessage !== undefined && errorMessage !== null;
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    labelElementType,
    description,
    errorMessage: hasError ? errorMessage : undefined,
    isInvalid,
  });
  const Label = labelElementType;
  return (
    <div
      className={cx(fieldRoot, className)}
      data-component="FormField"
      data-required={isRequired || undefined}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <Label {...labelProps} className={labelStyle} data-part="label">
        {label}
        {isRequired ? <RequiredMark /> : null}
      </Label>
      {children({
        ...fieldProps,
        'aria-required': isRequired || undefined,
        'aria-invalid': isInvalid || undefined,
        'aria-disabled': isDisabled || undefined,
      })}
      {description !== undefined ? (
        <div {...descriptionProps} className={descriptionStyle} data-part="description">
          {description}
        </div>
      ) : null}
      {hasError ? (
        <div {...errorMessageProps} className={errorText} data-part="error">
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}

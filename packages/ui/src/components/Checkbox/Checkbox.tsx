import type { ReactNode, Ref } from 'react';
import {
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxButton,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import {
  FieldDescription,
  type FieldErrorMessage,
  FieldErrorText,
  RequiredMark,
} from '../private/FieldChrome/FieldChrome';
import { box, checkboxButton, checkboxField, indeterminateBar } from './Checkbox.css';

export interface CheckboxProps
  extends Omit<AriaCheckboxFieldProps, 'style' | 'className' | 'children'> {
  /** The visible label, and the checkbox's accessible name. */
  children?: ReactNode;
  /** Help text under the checkbox, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown (and linked) only while invalid. */
  errorMessage?: FieldErrorMessage;
  /** Lands on the `<input type="checkbox">`, so react-hook-form's `field.ref` can focus it. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A checkbox on RAC's `CheckboxField` + `CheckboxButton`. Controlled with `isSelected` +
 * `onChange(isSelected: boolean)`, uncontrolled with `defaultSelected`; `name`/`value` submit with
 * the form. Validation defaults to `aria`.
 *
 * States and hooks: root `[data-component="Checkbox"]`, `[data-selected]`, `[data-indeterminate]`,
 * `[data-disabled]`, `[data-invalid]`, `[data-required]`; `[data-part="control"]` (the label) with
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`; `[data-part="box"]`,
 * `[data-part="required-mark"]`, `[data-part="description"]`, `[data-part="error"]`.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  ref,
  className,
  validationBehavior = 'aria',
  ...props
}: CheckboxProps) {
  return (
    <AriaCheckboxField
      {...props}
      inputRef={ref}
      validationBehavior={validationBehavior}
      className={cx(checkboxField, className)}
      data-component="Checkbox"
    >
      <CheckboxButton className={checkboxButton} data-part="control">
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={box} data-part="box" aria-hidden="true">
              {isIndeterminate ? (
                <span className={indeterminateBar} />
              ) : isSelected ? (
                <Icon name="check" size="small" />
              ) : null}
            </span>
            <span>
              {children}
              {props.isRequired ? <RequiredMark /> : null}
            </span>
          </>
        )}
      </CheckboxButton>
      {description !== undefined ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaCheckboxField>
  );
}

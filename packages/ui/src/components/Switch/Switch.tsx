import type { ReactNode, Ref } from 'react';
import {
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
  SwitchButton,
} from 'react-aria-components';
import { cx } from '../private/cx';
import {
  FieldDescription,
  type FieldErrorMessage,
  FieldErrorText,
  RequiredMark,
} from '../private/FieldChrome/FieldChrome';
import { switchButton, switchField, thumb, track } from './Switch.css';

export interface SwitchProps
  extends Omit<AriaSwitchFieldProps, 'style' | 'className' | 'children'> {
  /** The visible label, and the switch's accessible name. */
  children?: ReactNode;
  /** Help text under the switch, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown (and linked) only while invalid. */
  errorMessage?: FieldErrorMessage;
  /** Lands on the `<input role="switch">`, so react-hook-form's `field.ref` can focus it. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * An on/off switch on RAC's `SwitchField` + `SwitchButton` (an `<input role="switch">`), for a
 * setting that applies at once. Controlled with `isSelected` + `onChange(isSelected: boolean)`,
 * uncontrolled with `defaultSelected`. Validation defaults to `aria`.
 *
 * States and hooks: root `[data-component="Switch"]`, `[data-selected]`, `[data-disabled]`,
 * `[data-invalid]`, `[data-required]`; `[data-part="control"]` (the label) with `[data-hovered]`,
 * `[data-pressed]`, `[data-focus-visible]`; `[data-part="track"]`, `[data-part="thumb"]`,
 * `[data-part="required-mark"]`, `[data-part="description"]`, `[data-part="error"]`.
 */
export function Switch({
  children,
  description,
  errorMessage,
  ref,
  className,
  validationBehavior = 'aria',
  ...props
}: SwitchProps) {
  return (
    <AriaSwitchField
      {...props}
      inputRef={ref}
      validationBehavior={validationBehavior}
      className={cx(switchField, className)}
      data-component="Switch"
    >
      <SwitchButton className={switchButton} data-part="control">
        <span className={track} data-part="track" aria-hidden="true">
          <span className={thumb} data-part="thumb" />
        </span>
        <span>
          {children}
          {props.isRequired ? <RequiredMark /> : null}
        </span>
      </SwitchButton>
      {description !== undefined ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaSwitchField>
  );
}

import type { Ref, WheelEvent } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { type FieldChromeProps, FieldParts } from '../private/FieldChrome/FieldChrome';
import {
  fieldRoot,
  frameGroup,
  groupButton,
  groupedInput,
} from '../private/FieldChrome/FieldChrome.css';
import { stepper, stepperButton } from './NumberField.css';

export interface NumberFieldProps
  extends Omit<
      AriaNumberFieldProps,
      'style' | 'className' | 'children' | 'value' | 'isWheelDisabled'
    >,
    FieldChromeProps {
  /** Controlled value; `null` (a form's empty value) shows an empty field, as RAC's `NaN` does. */
  value?: number | null;
  placeholder?: string;
  /** Hide the increase/decrease buttons (arrow keys still step). */
  hideStepper?: boolean;
  /** Lands on the `<input>`, so react-hook-form's `field.ref` can focus it on an error. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * The spec's rule: a number input loses focus on the mouse wheel, so scrolling the page over a
 * focused field can never change its value. RAC's own wheel stepping is switched off for the same
 * reason (its listener would run before this one).
 */
function blurOnWheel(event: WheelEvent<HTMLInputElement>) {
  event.currentTarget.blur();
}

/**
 * A number field on RAC's `NumberField` (role `spinbutton`, locale formatting, arrow keys and
 * steppers). `onChange` receives a number, `NaN` when the field is cleared.
 *
 * States and hooks: root `[data-component="NumberField"]`, `[data-disabled]`, `[data-invalid]`,
 * `[data-required]`; frame `[data-part="frame"]` with `[data-focus-within]`, `[data-hovered]`,
 * `[data-invalid]`, `[data-disabled]`; `[data-part="input"]`; `[data-part="increment"]`,
 * `[data-part="decrement"]`; plus the field parts label, required-mark, description, error.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper = false,
  value,
  ref,
  className,
  validationBehavior = 'aria',
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      value={value === null ? Number.NaN : value}
      isWheelDisabled
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="NumberField"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Group className={frameGroup} data-part="frame">
          <Input
            ref={ref}
            placeholder={placeholder}
            onWheel={blurOnWheel}
            className={groupedInput}
            data-part="input"
          />
          {hideStepper ? null : (
            <span className={stepper}>
              <Button
                slot="increment"
                className={cx(groupButton, stepperButton)}
                data-part="increment"
              >
                <Icon name="chevron-up" size="small" />
              </Button>
              <Button
                slot="decrement"
                className={cx(groupButton, stepperButton)}
                data-part="decrement"
              >
                <Icon name="chevron-down" size="small" />
              </Button>
            </span>
          )}
        </Group>
      </FieldParts>
    </AriaNumberField>
  );
}

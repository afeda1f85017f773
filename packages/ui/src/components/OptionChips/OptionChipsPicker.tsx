import { type Ref, useImperativeHandle, useRef } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxButton,
  CheckboxField,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { type FieldChromeProps, FieldParts } from '../private/FieldChrome/FieldChrome';
import { fieldRoot } from '../private/FieldChrome/FieldChrome.css';
import type { OptionChipsOption } from './OptionChips';
import { check, chip, options as optionsClass } from './OptionChips.css';

/** What `ref` exposes: enough for react-hook-form to focus the picker on an error. */
export interface OptionChipsPickerHandle {
  focus: () => void;
}

export interface OptionChipsPickerProps
  extends Omit<AriaCheckboxGroupProps, 'style' | 'className' | 'children'>,
    FieldChromeProps {
  /** The option set, in display order. */
  options: readonly OptionChipsOption[];
  /** `focus()` moves to the first enabled chip. */
  ref?: Ref<OptionChipsPickerHandle>;
  className?: string;
}

/**
 * Chooses any number of values of an option set as toggle chips, on RAC's `CheckboxGroup`: each
 * chip is a checkbox (its own tab stop, Space toggles), labelled by its text. Controlled with
 * `value` + `onChange(values: string[])`, uncontrolled with `defaultValue`; `name` submits each
 * chosen value. Validation defaults to `aria`.
 *
 * States and hooks: root `[data-component="OptionChipsPicker"]`, `[data-disabled]`,
 * `[data-invalid]`, `[data-required]`; `[data-part="options"]`; each chip `[data-part="option"]`
 * with `[data-value]`, `[data-selected]`, `[data-hovered]`, `[data-pressed]`,
 * `[data-focus-visible]`, `[data-disabled]`; plus the field parts label, required-mark,
 * description, error.
 */
export function OptionChipsPicker({
  label,
  description,
  errorMessage,
  options,
  ref,
  className,
  validationBehavior = 'aria',
  ...props
}: OptionChipsPickerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus() {
        rootRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      },
    }),
    [],
  );
  return (
    <AriaCheckboxGroup
      {...props}
      ref={rootRef}
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="OptionChipsPicker"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div className={optionsClass} data-part="options">
          {options.map((option) => (
            <CheckboxField
              key={option.value}
              value={option.value}
              isDisabled={option.isDisabled ?? false}
            >
              <CheckboxButton className={chip} data-part="option" data-value={option.value}>
                <span className={check} aria-hidden="true">
                  <Icon name="check" size="small" />
                </span>
                <span>{option.label}</span>
              </CheckboxButton>
            </CheckboxField>
          ))}
        </div>
      </FieldParts>
    </AriaCheckboxGroup>
  );
}

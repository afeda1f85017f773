import { type ReactNode, type Ref, useImperativeHandle, useRef } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { type FieldChromeProps, FieldParts } from '../private/FieldChrome/FieldChrome';
import { fieldRoot } from '../private/FieldChrome/FieldChrome.css';
import { circle, options, radio } from './RadioGroup.css';
import type { RadioGroupOrientation } from './radioGroupVariants';

/** What `ref` exposes: enough for react-hook-form to focus the group on an error. */
export interface RadioGroupHandle {
  focus: () => void;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'style' | 'className' | 'children' | 'orientation'>,
    FieldChromeProps {
  orientation?: RadioGroupOrientation;
  /** `Radio` items. */
  children: ReactNode;
  /** `focus()` moves to the selected radio, else the first enabled one (roving tab stop). */
  ref?: Ref<RadioGroupHandle>;
  className?: string;
}

/**
 * A single choice from a few options, on RAC's `RadioGroup` (role `radiogroup`, arrow keys move
 * and select, one tab stop). Controlled with `value` + `onChange(value: string)`, uncontrolled
 * with `defaultValue`; `name` submits the chosen value. Validation defaults to `aria`.
 *
 * States and hooks: root `[data-component="RadioGroup"]`, `[data-orientation]`, `[data-disabled]`,
 * `[data-invalid]`, `[data-required]`; `[data-part="options"]`; plus the field parts label,
 * required-mark, description, error.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ref,
  className,
  validationBehavior = 'aria',
  ...props
}: RadioGroupProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus() {
        // RAC keeps the radios' inputs; the checked one is the group's tab stop.
        const root = rootRef.current;
        const target =
          root?.querySelector<HTMLInputElement>('input:checked:not(:disabled)') ??
          root?.querySelector<HTMLInputElement>('input:not(:disabled)');
        target?.focus();
      },
    }),
    [],
  );
  return (
    <AriaRadioGroup
      {...props}
      ref={rootRef}
      orientation={orientation}
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="RadioGroup"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div className={options} data-part="options">
          {children}
        </div>
      </FieldParts>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'style' | 'className' | 'children'> {
  /** The visible label, and the radio's accessible name. */
  children: ReactNode;
  className?: string;
}

/**
 * One option of a `RadioGroup`.
 *
 * States and hooks: `[data-component="Radio"]`, `[data-selected]`, `[data-hovered]`,
 * `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`, `[data-invalid]`;
 * `[data-part="circle"]`.
 */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={cx(radio, className)} data-component="Radio">
      <span className={circle} data-part="circle" aria-hidden="true" />
      <span>{children}</span>
    </AriaRadio>
  );
}

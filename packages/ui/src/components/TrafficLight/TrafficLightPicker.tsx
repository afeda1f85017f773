import type { ReactNode, Ref } from 'react';
import { useImperativeHandle, useRef } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { type FieldChromeProps, FieldParts } from '../private/FieldChrome/FieldChrome';
import { fieldRoot } from '../private/FieldChrome/FieldChrome.css';
import {
  type TrafficLight as TrafficLightValue,
  trafficLightLabels,
  trafficLights,
} from '../StatusChip/statusChipVariants';
import { check, colour, lamp, option, options, suggested, text } from './TrafficLight.css';

/** What `ref` exposes: enough for react-hook-form to focus the picker on an error. */
export interface TrafficLightPickerHandle {
  focus: () => void;
}

export interface TrafficLightPickerProps
  extends Omit<
      AriaRadioGroupProps,
      'style' | 'className' | 'children' | 'orientation' | 'value' | 'defaultValue' | 'onChange'
    >,
    FieldChromeProps {
  /** The chosen colour (controlled); `null` for none. */
  value?: TrafficLightValue | null;
  defaultValue?: TrafficLightValue | null;
  onChange?: (value: TrafficLightValue) => void;
  /** Each colour's text (pass translations); the English colour names by default. */
  labels?: Readonly<Record<TrafficLightValue, string>>;
  /** The colour proposed from the record (marked, never chosen for the user). */
  suggestedValue?: TrafficLightValue | null;
  /** The mark beside the suggested colour, also read with its name: 'Suggested'. */
  suggestedLabel?: string;
  /** `focus()` moves to the chosen colour, else the first (roving tab stop). */
  ref?: Ref<TrafficLightPickerHandle>;
  className?: string;
}

function isTrafficLight(value: string): value is TrafficLightValue {
  return trafficLights.some((candidate) => candidate === value);
}

function OptionLabel({ children, mark }: { children: ReactNode; mark: ReactNode }) {
  return (
    <>
      <span className={lamp} data-part="lamp" aria-hidden="true" />
      <span className={text} data-part="label">
        {children}
        {mark}
      </span>
      <span className={check} data-part="check" aria-hidden="true">
        <Icon name="check" size="small" />
      </span>
    </>
  );
}

/**
 * Chooses one of the five traffic-light colours, on RAC's `RadioGroup` (role `radiogroup`, one
 * tab stop, arrow keys move and choose). Each option shows its lamp and its name; the chosen one
 * gets an accent frame and a check mark. `suggestedValue` marks the colour proposed from the
 * landlord's record with `suggestedLabel`; `description` can say why.
 *
 * States and hooks: root `[data-component="TrafficLightPicker"]`, `[data-disabled]`,
 * `[data-invalid]`, `[data-required]`; `[data-part="options"]`; each option
 * `[data-part="option"]` with `[data-value]`, `[data-suggested]`, `[data-selected]`,
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`; plus the field
 * parts label, required-mark, description, error.
 */
export function TrafficLightPicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  labels = trafficLightLabels,
  suggestedValue,
  suggestedLabel = 'Suggested',
  ref,
  className,
  validationBehavior = 'aria',
  ...props
}: TrafficLightPickerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus() {
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
      orientation="horizontal"
      validationBehavior={validationBehavior}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={(next) => {
        if (isTrafficLight(next)) onChange?.(next);
      }}
      className={cx(fieldRoot, className)}
      data-component="TrafficLightPicker"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div className={options} data-part="options">
          {trafficLights.map((light) => {
            const isSuggested = light === suggestedValue;
            return (
              <AriaRadio
                key={light}
                value={light}
                className={cx(option, colour[light])}
                data-part="option"
                data-value={light}
                data-suggested={isSuggested || undefined}
              >
                <OptionLabel
                  mark={
                    isSuggested ? (
                      <>
                        {' '}
                        <span className={suggested} data-part="suggested">
                          {`(${suggestedLabel})`}
                        </span>
                      </>
                    ) : null
                  }
                >
                  {labels[light]}
                </OptionLabel>
              </AriaRadio>
            );
          })}
        </div>
      </FieldParts>
    </AriaRadioGroup>
  );
}

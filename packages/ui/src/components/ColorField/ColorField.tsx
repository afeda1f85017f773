import { type Ref, useState } from 'react';
import {
  ColorField as AriaColorField,
  type ColorFieldProps as AriaColorFieldProps,
  type Color,
  ColorSwatch,
  Input,
  parseColor,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { type FieldChromeProps, FramedFieldParts } from '../private/FieldChrome/FieldChrome';
import { fieldRoot, groupedInput } from '../private/FieldChrome/FieldChrome.css';
import { emptySwatch, hexInput, swatch } from './ColorField.css';

export interface ColorFieldProps
  extends Omit<
      AriaColorFieldProps,
      | 'style'
      | 'className'
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'colorSpace'
      | 'channel'
    >,
    FieldChromeProps {
  /** A hex colour, `#RRGGBB` or `#RGB`; `null` (or an unreadable value) shows an empty field. */
  value?: string | null;
  defaultValue?: string;
  /** Called with the committed colour as `#RRGGBB`, or `null` when the field is emptied. */
  onChange?: (hex: string | null) => void;
  placeholder?: string;
  /** Lands on the `<input>`, so react-hook-form's `field.ref` can focus the field on an error. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A complete six-digit hex value, with or without its `#`. */
const completeHex = /^#?[0-9a-f]{6}$/i;

/** `null` for anything that is not a colour, so a stray stored value never breaks the form. */
export function parseHexColor(value: string | null | undefined): Color | null {
  if (!value) return null;
  try {
    return parseColor(value);
  } catch {
    return null;
  }
}

/**
 * A hex colour field on RAC's `ColorField`, with a live swatch of the committed colour at the
 * start of its frame. Typing accepts hex digits only; the value commits on blur or Enter; the
 * arrow keys step it. Same label, asterisk, help and error parts as every other field, and
 * `aria` validation by default.
 *
 * States and hooks: root `[data-component="ColorField"]`, `[data-disabled]`, `[data-invalid]`,
 * `[data-required]`; parts `[data-part="frame"]`, `[data-part="swatch"]` (`[data-empty]` with no
 * colour), `[data-part="input"]`, `[data-part="label"]`, `[data-part="description"]`,
 * `[data-part="error"]`.
 */
export function ColorField({
  label,
  description,
  errorMessage,
  placeholder,
  ref,
  className,
  value,
  defaultValue,
  onChange,
  validationBehavior = 'aria',
  ...props
}: ColorFieldProps) {
  const isControlled = value !== undefined;
  const [ownColor, setOwnColor] = useState(() => parseHexColor(defaultValue));
  const color = isControlled ? parseHexColor(value) : ownColor;
  const change = (next: Color | null) => {
    if (!isControlled) setOwnColor(next);
    onChange?.(next ? next.toString('hex') : null);
  };
  return (
    <AriaColorField
      {...props}
      {...(isControlled ? { value: color } : { defaultValue: ownColor ?? undefined })}
      onChange={change}
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="ColorField"
    >
      {({ isInvalid, isDisabled }) => (
        <FramedFieldParts
          label={label}
          description={description}
          errorMessage={errorMessage}
          isRequired={props.isRequired}
          isInvalid={isInvalid}
          isDisabled={isDisabled}
        >
          {color ? (
            <ColorSwatch color={color} className={swatch} data-part="swatch" />
          ) : (
            <span
              className={cx(swatch, emptySwatch)}
              aria-hidden="true"
              data-part="swatch"
              data-empty
            />
          )}
          <Input
            ref={ref}
            // RAC commits on blur or Enter; a complete value is committed as it is typed too,
            // so a form's error clears before the pointer reaches its submit button.
            onChange={(event) => {
              const text = event.currentTarget.value;
              if (completeHex.test(text)) change(parseHexColor(text.replace(/^#?/, '#')));
            }}
            placeholder={placeholder}
            className={cx(groupedInput, hexInput)}
            data-part="input"
          />
        </FramedFieldParts>
      )}
    </AriaColorField>
  );
}

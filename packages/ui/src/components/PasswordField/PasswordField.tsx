import { type Ref, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  ToggleButton,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { type FieldChromeProps, FramedFieldParts } from '../private/FieldChrome/FieldChrome';
import { fieldRoot, groupButton, groupedInput } from '../private/FieldChrome/FieldChrome.css';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'style' | 'className' | 'children' | 'type'>,
    FieldChromeProps {
  placeholder?: string;
  /** Accessible name of the show/hide toggle; its pressed state says whether the text shows. */
  revealLabel?: string;
  /** Lands on the `<input>`, so react-hook-form's `field.ref` can focus it on an error. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A password field on RAC's `TextField`, with a show/hide toggle button (`aria-pressed`) that
 * switches the input between `password` and `text` without moving focus out of the field.
 * Validation defaults to `aria` (the form's schema decides).
 *
 * States and hooks: root `[data-component="PasswordField"]`, `[data-revealed]`, `[data-disabled]`,
 * `[data-invalid]`, `[data-required]`; frame `[data-part="frame"]` with `[data-focus-within]`,
 * `[data-hovered]`; `[data-part="input"]`; toggle `[data-part="reveal"]` with `[data-selected]`,
 * `[data-focus-visible]`; plus the field parts label, required-mark, description, error.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  revealLabel = 'Show password',
  ref,
  className,
  validationBehavior = 'aria',
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  return (
    <AriaTextField
      {...props}
      autoComplete={autoComplete}
      type={isRevealed ? 'text' : 'password'}
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="PasswordField"
      data-revealed={isRevealed || undefined}
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
          <Input ref={ref} placeholder={placeholder} className={groupedInput} data-part="input" />
          <ToggleButton
            aria-label={revealLabel}
            isSelected={isRevealed}
            onChange={setRevealed}
            isDisabled={isDisabled}
            className={groupButton}
            data-part="reveal"
          >
            <Icon name={isRevealed ? 'eye-off' : 'eye'} size="small" />
          </ToggleButton>
        </FramedFieldParts>
      )}
    </AriaTextField>
  );
}

import type { ReactNode } from 'react';
import { FieldError, Group, Label, Text, type ValidationResult } from 'react-aria-components';
import { description, errorText, frameGroup, label, requiredMark } from './FieldChrome.css';

/** What a field shows under the control when invalid: fixed text or text from RAC's validation. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** The labelling props every field shares. */
export interface FieldChromeProps {
  /** Visible label; also the control's accessible name. */
  label?: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown (and linked to the control) only while the field is invalid. */
  errorMessage?: FieldErrorMessage;
}

/**
 * The asterisk is decoration for sighted users; the required state reaches assistive technology
 * through the control's own `required`/`aria-required`, so it is hidden from the accessibility tree.
 */
export function RequiredMark() {
  return (
    <span className={requiredMark} aria-hidden="true" data-part="required-mark">
      *
    </span>
  );
}

/** RAC `Label`: inside a RAC field it is wired to the control through context. */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Label className={label} data-part="label">
      {children}
      {isRequired ? <RequiredMark /> : null}
    </Label>
  );
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={description} data-part="description">
      {children}
    </Text>
  );
}

/** RAC `FieldError`: renders only while the surrounding RAC field is invalid. */
export function FieldErrorText({ children }: { children?: FieldErrorMessage }) {
  return (
    <FieldError className={errorText} data-part="error">
      {children}
    </FieldError>
  );
}

/** Label, then the control, then help and error text, for any RAC field. */
export function FieldParts({
  label: labelContent,
  description: descriptionContent,
  errorMessage,
  isRequired,
  children,
}: FieldChromeProps & { isRequired?: boolean; children: ReactNode }) {
  return (
    <>
      {labelContent !== undefined ? (
        <FieldLabel isRequired={isRequired}>{labelContent}</FieldLabel>
      ) : null}
      {children}
      {descriptionContent !== undefined ? (
        <FieldDescription>{descriptionContent}</FieldDescription>
      ) : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}

/**
 * FieldParts whose control is a frame (RAC `Group`) around an input and what sits beside it (a
 * reveal button, a swatch): one border and one focus ring for all. For RAC fields that do not
 * hand their state to a Group themselves (TextField, ColorField), so it is passed in here.
 */
export function FramedFieldParts({
  isInvalid,
  isDisabled,
  children,
  ...parts
}: FieldChromeProps & {
  isRequired?: boolean;
  isInvalid: boolean;
  isDisabled: boolean;
  children: ReactNode;
}) {
  return (
    <FieldParts {...parts}>
      <Group className={frameGroup} isInvalid={isInvalid} isDisabled={isDisabled} data-part="frame">
        {children}
      </Group>
    </FieldParts>
  );
}

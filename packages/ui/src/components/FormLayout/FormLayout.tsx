import { type ReactNode, useId } from 'react';
import {
  actions as actionsClass,
  bar,
  fields,
  layout,
  layoutCentered,
  row,
  section,
  sectionDescription,
  sectionTitle,
} from './FormLayout.css';

export interface FormLayoutProps {
  /** `FormSection`s (or fields), then a `FormActions` bar last. */
  children: ReactNode;
  /** Centred in a wider page (a public page's form); at the inline start otherwise. */
  centered?: boolean;
}

/**
 * A form's frame at a readable width (`vars.layout.formMaxWidth`, 40rem): fields never stretch
 * across a wide screen. Put it inside the app's `<form>`.
 *
 * Hooks: `[data-component="FormLayout"]`.
 */
export function FormLayout({ children, centered = false }: FormLayoutProps) {
  return (
    <div className={centered ? layoutCentered : layout} data-component="FormLayout">
      {children}
    </div>
  );
}

export interface FormSectionProps {
  /** The group's title (a `<legend>`, which names the group). */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A titled group of fields: a `<fieldset>` named by its `<legend>`.
 *
 * Hooks: `[data-component="FormSection"]`, parts `[data-part="title"]`,
 * `[data-part="description"]`, `[data-part="fields"]`.
 */
export function FormSection({ title, description, children }: FormSectionProps) {
  const descriptionId = useId();
  return (
    <fieldset
      className={section}
      data-component="FormSection"
      aria-describedby={description === undefined ? undefined : descriptionId}
    >
      <legend className={sectionTitle} data-part="title">
        {title}
      </legend>
      {description === undefined ? null : (
        <p id={descriptionId} className={sectionDescription} data-part="description">
          {description}
        </p>
      )}
      <div className={fields} data-part="fields">
        {children}
      </div>
    </fieldset>
  );
}

export interface FormRowProps {
  /** Short fields (first and last name, postcode and city) that belong on one line. */
  children: ReactNode;
}

/**
 * Short fields side by side from tablet up, each at least 12rem, stacked on phones; so a field is
 * sized to what it holds instead of every field taking the form's full width.
 *
 * Hooks: `[data-component="FormRow"]`.
 */
export function FormRow({ children }: FormRowProps) {
  return (
    <div className={row} data-component="FormRow">
      {children}
    </div>
  );
}

export interface FormActionsProps {
  /** The submitting button (`<Button type="submit">`), last in the bar. */
  primary: ReactNode;
  /** Cancel and other secondary buttons, before the primary one. */
  secondary?: ReactNode;
}

/**
 * The form's action bar: sticks to the bottom of the window while the form scrolls, so Save is
 * always in reach; the primary action last (at the inline end).
 *
 * Hooks: `[data-component="FormActions"]`, parts `[data-part="secondary"]`,
 * `[data-part="primary"]`.
 */
export function FormActions({ primary, secondary }: FormActionsProps) {
  return (
    <div className={bar} data-component="FormActions">
      <div className={actionsClass}>
        {secondary === undefined ? null : (
          <span className={actionsClass} data-part="secondary">
            {secondary}
          </span>
        )}
        <span className={actionsClass} data-part="primary">
          {primary}
        </span>
      </div>
    </div>
  );
}

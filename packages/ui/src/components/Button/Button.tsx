import { useContext } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
  ProgressBarContext,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { button, label, spinner, spinnerCircle } from './Button.css';
import type { ButtonSize, ButtonVariant } from './buttonVariants';

export interface ButtonProps extends Omit<AriaButtonProps, 'style' | 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Announced while `isPending`; the button keeps its own name. */
  pendingLabel?: string;
  className?: string;
}

/**
 * The spinner of a pending button: an indeterminate progress bar with the id RAC's `Button`
 * hands its `ProgressBar` slot (the button's name then includes it when it has an aria-label).
 * Written out rather than RAC's `ProgressBar`, whose value formatting (a NumberFormatter) an
 * indeterminate bar never uses and every screen with a button paid for.
 */
function PendingSpinner({ label }: { label: string }) {
  const context = useContext(ProgressBarContext);
  const id = context && 'id' in context ? context.id : undefined;
  return (
    <span id={id} role="progressbar" aria-label={label} className={spinner} data-part="spinner">
      <span className={spinnerCircle} />
    </span>
  );
}

/**
 * A button on RAC's `Button`.
 *
 * States and hooks: `[data-component="Button"]`, `[data-variant]`, `[data-size]`,
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`, `[data-pending]`;
 * parts `[data-part="label"]`, `[data-part="spinner"]`.
 */
export function Button({
  variant = 'primary',
  size = 'standard',
  pendingLabel = 'Loading',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={cx(button({ variant, size }), className)}
      data-component="Button"
      data-variant={variant}
      data-size={size}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={label} data-part="label">
            {content}
          </span>
          {isPending ? <PendingSpinner label={pendingLabel} /> : null}
        </>
      ))}
    </AriaButton>
  );
}

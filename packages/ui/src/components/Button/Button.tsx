import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
  ProgressBar,
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
          {isPending ? (
            <ProgressBar
              aria-label={pendingLabel}
              isIndeterminate
              className={spinner}
              data-part="spinner"
            >
              <span className={spinnerCircle} />
            </ProgressBar>
          ) : null}
        </>
      ))}
    </AriaButton>
  );
}

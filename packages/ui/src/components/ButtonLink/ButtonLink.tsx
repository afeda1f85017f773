import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { button, label } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/buttonVariants';
import { cx } from '../private/cx';

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'style' | 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A link that looks like a `Button`: for an action that goes to another page (a list's Create,
 * "Request this property"). It stays a link for assistive technology and the browser (open in a
 * new tab, copy the address), so it is never a button that navigates.
 *
 * States and hooks: `[data-component="ButtonLink"]`, `[data-variant]`, `[data-size]`,
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`; part `[data-part="label"]`.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'standard',
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <AriaLink
      {...props}
      className={cx(button({ variant, size }), className)}
      data-component="ButtonLink"
      data-variant={variant}
      data-size={size}
    >
      {(renderProps) => (
        <span className={label} data-part="label">
          {typeof children === 'function' ? children(renderProps) : children}
        </span>
      )}
    </AriaLink>
  );
}

import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '../private/cx';
import { link } from './Link.css';
import type { LinkTone, LinkWeight } from './linkVariants';

export interface LinkProps extends Omit<AriaLinkProps, 'style' | 'className'> {
  tone?: LinkTone;
  weight?: LinkWeight;
  className?: string;
}

/**
 * A text link on RAC's `Link`; client-side routing comes from RAC's `RouterProvider` in the app.
 *
 * States and hooks: `[data-component="Link"]`, `[data-tone]`, `[data-hovered]`, `[data-pressed]`,
 * `[data-focus-visible]`, `[data-disabled]`, `[data-current]`.
 */
export function Link({ tone = 'link', weight = 'regular', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={cx(link({ tone, weight }), className)}
      data-component="Link"
      data-tone={tone}
    />
  );
}

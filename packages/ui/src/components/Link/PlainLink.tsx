import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { cx } from '../private/cx';
import { link } from './Link.css';
import type { LinkTone, LinkWeight } from './linkVariants';
import { useLinkNavigate } from './Navigation';

export interface PlainLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'style'> {
  /** The address as the browser should show it: an in-app path or a full URL. */
  href: string;
  tone?: LinkTone;
  weight?: LinkWeight;
}

/** A scheme (`https:`, `mailto:`) or `//`: an address outside the app. */
const OUTSIDE_APP = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** A click the browser should handle: another button, a modifier (new tab), another target. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    event.currentTarget.hasAttribute('download') ||
    OUTSIDE_APP.test(href)
  );
}

/**
 * A text link for read-only lists: the look of `Link` on a native `<a>`, without RAC's press,
 * hover and focus hooks, whose cost is in every row (a page of 29 rows with two
 * links each mounted 58 of them). The browser's own link does what a text link needs: Tab,
 * Enter, the context menu, a middle or modified click into a new tab. A plain left click (Enter
 * included) navigates in the app through `NavigationProvider`. Use `Link` for a link with
 * `onPress`, a disabled state or router options.
 *
 * Hooks: `[data-component="PlainLink"]`, `[data-tone]`; states are `:hover` and `:focus-visible`.
 */
export function PlainLink({
  href,
  tone = 'link',
  weight = 'regular',
  className,
  onClick,
  ...props
}: PlainLinkProps) {
  const navigate = useLinkNavigate();
  return (
    <a
      {...props}
      href={href}
      className={cx(link({ tone, weight }), className)}
      data-component="PlainLink"
      data-tone={tone}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || isBrowserClick(event, href)) return;
        event.preventDefault();
        navigate(href, undefined);
      }}
    />
  );
}

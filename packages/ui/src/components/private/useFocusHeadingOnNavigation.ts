import { useEffect, useRef } from 'react';

/** How long a new page may take to draw its heading before focus stays where it is. */
export const HEADING_WAIT_MS = 10_000;

/**
 * After a navigation (`location` changed; not on the first render, a page load), moves focus to
 * the new page's first `h1` inside the element with `contentId`, so a screen reader announces
 * the page and the keyboard continues from its top. The heading may draw later (a screen's
 * chunk or its record still loading), so the content is watched until one is drawn, and an open
 * drawer is waited for: it hands focus back to its button when it closes. Focus that the user
 * has moved meanwhile, somewhere inside the content, stays there.
 */
export function useFocusHeadingOnNavigation(contentId: string, location: string | undefined) {
  const shown = useRef(location);
  useEffect(() => {
    if (location === shown.current) return;
    shown.current = location;
    const content = document.getElementById(contentId);
    if (content === null) return;
    const focusedBefore = document.activeElement;
    const movedOn = () => {
      const active = document.activeElement;
      return (
        active !== null &&
        active !== focusedBefore &&
        active !== content &&
        active !== document.body &&
        content.contains(active)
      );
    };
    const focusHeading = (): boolean => {
      if (movedOn()) return true;
      if (document.querySelector('[data-part="drawer"]') !== null) return false;
      // The page being left may still be in the document, hidden by React while the new one
      // suspends: only a heading that is drawn counts.
      const heading = Array.from(content.querySelectorAll('h1')).find(
        (candidate) => candidate.getClientRects().length > 0,
      );
      if (heading === undefined) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return document.activeElement === heading;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    });
    return stop;
  }, [contentId, location]);
}

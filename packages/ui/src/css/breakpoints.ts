/** Minimum widths in CSS pixels; `mobile` is the default below `tablet`. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 992 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

/**
 * Below this width the app shell's sidebar becomes a drawer opened from a menu button
 * (768px, the common tablet-portrait width), which is wider than `tablet`: a 740px window still
 * gets the drawer, so the content keeps its room.
 */
export const navigationDrawerMaxWidth = 768;
export const wideNavigationQuery = `screen and (min-width: ${navigationDrawerMaxWidth}px)`;

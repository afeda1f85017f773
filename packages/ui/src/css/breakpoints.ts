/** Minimum widths in CSS pixels; `mobile` is the default below `tablet`. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 992 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

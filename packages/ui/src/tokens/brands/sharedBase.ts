import type { BaseTokens } from '../types';

/**
 * Mode-independent values both brands start from. The spec's numbers live here: popup radius
 * 20px (`radius.large`), popup z-index 99, 0.2 s fade/scale, toast 95% wide up to 700px.
 */
export const sharedBase = {
  space: {
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    gutter: '1.5rem',
  },
  radius: { small: '4px', standard: '8px', large: '20px', full: '9999px' },
  font: {
    family: {
      body: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    weight: { regular: '400', medium: '500', strong: '600' },
  },
  text: {
    xsmall: { size: '0.75rem', lineHeight: '1rem' },
    small: { size: '0.875rem', lineHeight: '1.25rem' },
    standard: { size: '1rem', lineHeight: '1.5rem' },
    large: { size: '1.125rem', lineHeight: '1.75rem' },
  },
  heading: {
    1: { size: '2rem', lineHeight: '2.5rem', weight: '700' },
    2: { size: '1.5rem', lineHeight: '2rem', weight: '700' },
    3: { size: '1.25rem', lineHeight: '1.75rem', weight: '600' },
    4: { size: '1.125rem', lineHeight: '1.5rem', weight: '600' },
  },
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.08), 0 1px 3px rgb(0 0 0 / 0.06)',
    medium: '0 4px 8px rgb(0 0 0 / 0.1), 0 2px 4px rgb(0 0 0 / 0.06)',
    large: '0 20px 40px rgb(0 0 0 / 0.18), 0 8px 16px rgb(0 0 0 / 0.1)',
  },
  zIndex: {
    base: '0',
    sticky: '10',
    dropdown: '50',
    overlay: '98',
    popup: '99',
    toast: '100',
    tooltip: '101',
  },
  motion: {
    duration: { fast: '0.1s', fade: '0.2s', slow: '0.3s' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0.2, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
  layout: {
    toastWidth: '95%',
    toastMaxWidth: '700px',
    sidebarWidth: '16rem',
    topBarHeight: '4rem',
    contentMaxWidth: '80rem',
    formMaxWidth: '40rem',
    controlHeight: { small: '2rem', standard: '2.5rem', large: '3rem' },
    focusRingWidth: '2px',
    avatarSize: { small: '30px', standard: '40px' },
  },
} as const satisfies BaseTokens;

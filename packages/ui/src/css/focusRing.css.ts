import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** Outline shown only for keyboard focus (RAC sets `data-focus-visible`). */
export const focusRingVisible = {
  outline: `${vars.layout.focusRingWidth} solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;

/**
 * Apply to a RAC element: the ring follows `[data-focus-visible]`, or `:focus-visible` for plain
 * elements.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': focusRingVisible,
  },
});

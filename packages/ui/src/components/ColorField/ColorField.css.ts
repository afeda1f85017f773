import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The preview square at the start of the frame; an empty field shows an empty outline. */
export const swatch = style({
  flexShrink: 0,
  alignSelf: 'center',
  width: vars.space.large,
  height: vars.space.large,
  marginInlineStart: vars.space.small,
  borderRadius: vars.radius.small,
  // An inset outline keeps white on white and black on black visible in both modes.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

/** Hex values line up when several colour fields stand in a column. */
export const hexInput = style({
  fontFamily: vars.font.family.mono,
  textTransform: 'uppercase',
  selectors: {
    '&::placeholder': { textTransform: 'none' },
  },
});

/** "No colour": the outline crossed by a diagonal, so it never reads as white. */
export const emptySwatch = style({
  backgroundImage: `linear-gradient(to top right, transparent calc(50% - 0.75px), ${vars.color.border.strong} calc(50% - 0.75px), ${vars.color.border.strong} calc(50% + 0.75px), transparent calc(50% + 0.75px))`,
});

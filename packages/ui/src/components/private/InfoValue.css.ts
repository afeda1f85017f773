import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The missing-value dash: secondary, so it never reads as data. */
export const empty = style({
  color: vars.color.fg.secondary,
  fontWeight: vars.font.weight.regular,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

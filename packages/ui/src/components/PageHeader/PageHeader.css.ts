import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/breakpoints';
import { vars } from '../../tokens/contract.css';

/** Avatar, title block and actions on one row; the actions wrap below when the row is too narrow. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  width: '100%',
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

export const avatar = style({ display: 'inline-flex', flexShrink: 0 });

/** Takes the room left; 16rem is the least before the actions go to their own line. */
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 16rem',
  minWidth: 0,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const description = style({
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

/** Phones: a full row under the title. From tablet up: pushed to the inline end of the title's row. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexBasis: '100%',
  '@media': { [mediaQuery.tablet]: { flexBasis: 'auto', marginInlineStart: 'auto' } },
});

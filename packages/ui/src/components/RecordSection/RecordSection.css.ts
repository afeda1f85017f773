import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ overflow: 'hidden' });

/** Title and actions on one row (wrapping when narrow), a rule under them. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border.neutral}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const description = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const body = style({ padding: vars.space.large });

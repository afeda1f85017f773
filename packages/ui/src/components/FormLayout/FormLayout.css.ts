import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/breakpoints';
import { vars } from '../../tokens/contract.css';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  width: '100%',
  maxWidth: vars.layout.formMaxWidth,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

export const layoutCentered = style([layout, { marginInline: 'auto' }]);

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const sectionTitle = style({
  padding: 0,
  marginBottom: vars.space.xxsmall,
  fontSize: vars.heading[4].size,
  lineHeight: vars.heading[4].lineHeight,
  fontWeight: vars.heading[4].weight,
});

export const sectionDescription = style({
  margin: 0,
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

/** Fields keep their own width (a postcode field stays short) instead of stretching to the row. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.medium,
  paddingTop: vars.space.small,
});

/** Phones: stacked. Tablet up: as many 12rem-or-wider columns as fit the 40rem form. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
  },
});

export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  paddingBlock: vars.space.small,
  borderTop: `1px solid ${vars.color.border.neutral}`,
  backgroundColor: vars.color.bg.body,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

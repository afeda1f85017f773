import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/breakpoints';
import { vars } from '../../tokens/contract.css';

/** One column on phones; two from tablet up unless `[data-columns="1"]`. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.medium,
  margin: 0,
  fontFamily: vars.font.family.body,
  '@media': {
    [mediaQuery.tablet]: {
      selectors: {
        '&[data-columns="2"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      },
    },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  selectors: {
    '&[data-full-width]': { gridColumn: '1 / -1' },
    '&[data-inline]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      gap: vars.space.xsmall,
    },
  },
});

/** Visibly secondary: smaller, secondary colour. */
export const label = style({
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.regular,
  selectors: { '[data-inline] > &::after': { content: '":"' } },
});

/** What the eye looks for: body size, full colour, medium weight. */
export const value = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.fg.neutral,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const infoCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  selectors: {
    '&[data-inline]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      gap: vars.space.xsmall,
    },
  },
});

export const label = style({
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  selectors: { '[data-inline] > &::after': { content: '":"' } },
});

export const value = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.fg.neutral,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  overflowWrap: 'anywhere',
});

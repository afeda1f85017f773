import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const copyButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family.body,
});

export const message = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '[data-status="copied"] > &': { color: vars.color.fg.positive },
    '[data-status="failed"] > &': { color: vars.color.fg.critical },
  },
});

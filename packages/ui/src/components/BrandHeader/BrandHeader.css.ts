import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.gutter,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const logo = style({ display: 'inline-flex', color: vars.color.fg.brandAccent });

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.layout.controlHeight.standard,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.standard,
  color: vars.color.fg.link,
  fontWeight: vars.font.weight.strong,
  textDecorationLine: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationLine: 'underline', color: vars.color.fg.linkHover },
    '&[data-focus-visible]': focusRingVisible,
  },
});

import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const nav = style({
  width: '100%',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.fg.neutral,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const subList = style([list, { paddingTop: vars.space.xxsmall }]);

/** Shared by links and group triggers: one full-width row. */
const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: '100%',
  minHeight: vars.layout.controlHeight.standard,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.standard,
  backgroundColor: 'transparent',
  color: vars.color.fg.neutral,
  font: 'inherit',
  textAlign: 'start',
  textDecorationLine: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
} as const;

export const link = style({
  ...row,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-current]': {
      backgroundColor: vars.color.bg.brandAccentSoft,
      color: vars.color.fg.brandAccent,
      fontWeight: vars.font.weight.strong,
    },
  },
});

export const subLink = style([link, { paddingInlineStart: vars.space.xlarge }]);

export const trigger = style({
  ...row,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-current]': { color: vars.color.fg.brandAccent, fontWeight: vars.font.weight.strong },
  },
});

export const label = style({ flexGrow: 1, minWidth: 0 });

/** A chevron drawn with borders; it turns when the group is expanded. */
export const chevron = style({
  flexShrink: 0,
  width: '0.45em',
  height: '0.45em',
  marginInlineEnd: vars.space.xxsmall,
  borderRight: `0.12em solid currentColor`,
  borderBottom: `0.12em solid currentColor`,
  transform: 'rotate(45deg)',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '[data-expanded] &': { transform: 'rotate(-135deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const adminMarker = style({ display: 'inline-flex', color: vars.color.fg.secondary });

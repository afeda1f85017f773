import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

/** The chips in a row that wraps: a plain list, no bullets. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minWidth: 0 });

export const empty = style({
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.secondary,
});

/** The picker's options: toggle chips in a row that wraps. */
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
});

/**
 * One toggle chip: outlined when off; filled with the soft accent, an accent frame and a check
 * mark when on, so the state never rests on colour alone.
 */
export const chip = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '2.5rem',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  borderWidth: vars.layout.focusRingWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.neutral,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.neutral,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-selected]': {
      borderColor: vars.color.border.brandAccent,
      backgroundColor: vars.color.bg.brandAccentSoft,
      color: vars.color.fg.brandAccent,
    },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.fg.disabled,
      backgroundColor: vars.color.bg.neutral,
    },
  },
});

export const check = style({
  display: 'inline-flex',
  selectors: {
    [`${chip}:not([data-selected]) &`]: { display: 'none' },
  },
});

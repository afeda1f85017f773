import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../css/breakpoints';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  '@media': {
    [mediaQuery.tablet]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.medium },
  },
});

export const step = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minWidth: 0,
    color: vars.color.fg.secondary,
    overflowWrap: 'anywhere',
  },
  variants: {
    state: {
      complete: { color: vars.color.fg.neutral },
      current: { color: vars.color.fg.neutral, fontWeight: vars.font.weight.strong },
      upcoming: {},
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.layout.controlHeight.small,
    height: vars.layout.controlHeight.small,
    borderRadius: vars.radius.full,
    borderWidth: vars.layout.focusRingWidth,
    borderStyle: 'solid',
    fontWeight: vars.font.weight.strong,
  },
  variants: {
    state: {
      complete: {
        backgroundColor: vars.color.bg.brandAccent,
        borderColor: vars.color.bg.brandAccent,
        color: vars.color.fg.onBrandAccent,
      },
      current: {
        backgroundColor: vars.color.bg.surface,
        borderColor: vars.color.border.brandAccent,
        color: vars.color.fg.brandAccent,
      },
      upcoming: {
        backgroundColor: vars.color.bg.surface,
        borderColor: vars.color.border.strong,
        color: vars.color.fg.secondary,
      },
    },
  },
});

/** Read by screen readers only: the state a sighted user gets from the marker. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

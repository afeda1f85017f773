import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../../css/focusRing.css';
import { vars } from '../../../tokens/contract.css';

/** The column every field stacks in: label, control, help text, error text. */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

export const label = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.neutral,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({
  color: vars.color.fg.critical,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.secondary,
  overflowWrap: 'anywhere',
});

export const errorText = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.critical,
  overflowWrap: 'anywhere',
});

const frameBase = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.layout.controlHeight.standard,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.neutral,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
} as const;

/**
 * A bare `<input>`/`<textarea>` that is its own frame. RAC sets the data-attributes on the element
 * itself; any focus (not only keyboard) shows the ring, because the caret alone is easy to miss.
 */
export const framedInput = style({
  ...frameBase,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.fg.secondary, opacity: 1 },
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.border.strong },
    '&[data-focused]': { ...focusRingVisible, borderColor: vars.color.border.focus },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-disabled]': {
      backgroundColor: vars.color.bg.neutral,
      color: vars.color.fg.disabled,
      cursor: 'not-allowed',
    },
  },
});

/** A RAC `Group` frame around an input plus buttons (password reveal, number steppers). */
export const frameGroup = style({
  ...frameBase,
  display: 'flex',
  alignItems: 'stretch',
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.border.strong },
    '&[data-focus-within]': { ...focusRingVisible, borderColor: vars.color.border.focus },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-disabled]': {
      backgroundColor: vars.color.bg.neutral,
      color: vars.color.fg.disabled,
      cursor: 'not-allowed',
    },
  },
});

/** The input inside a `frameGroup`: the group draws border and ring. */
export const groupedInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.fg.secondary, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A square icon button inside a `frameGroup`. */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.layout.controlHeight.standard,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border.neutral}`,
  background: 'transparent',
  color: vars.color.fg.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': {
      backgroundColor: vars.color.bg.neutralHover,
      color: vars.color.fg.neutral,
    },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-focus-visible]': { ...focusRingVisible, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
  },
});

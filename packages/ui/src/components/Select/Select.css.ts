import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const trigger = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  width: '100%',
  minHeight: vars.layout.controlHeight.standard,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.neutral,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focus-visible]': { ...focusRingVisible, borderColor: vars.color.border.focus },
    '[data-invalid] > &': { borderColor: vars.color.border.critical },
    '&[data-disabled]': {
      backgroundColor: vars.color.bg.neutral,
      color: vars.color.fg.disabled,
      cursor: 'not-allowed',
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.fg.secondary } },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.fg.secondary,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fade,
  selectors: { '[data-open] &, [aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

/** The popup list: as wide as its trigger (RAC sets `--trigger-width`). */
export const listPopover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(32rem, calc(100vw - 2rem))',
  padding: vars.space.xxsmall,
});

export const listBox = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  maxHeight: 'inherit',
});

export const listBoxItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.layout.controlHeight.standard,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.standard,
  color: vars.color.fg.neutral,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-selected]': { fontWeight: vars.font.weight.strong },
    '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
  },
});

/** Keeps the label from shifting when the check appears on the selected item. */
export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1rem',
  color: vars.color.fg.brandAccent,
  // The trigger shows the chosen item's content: no check column there.
  selectors: { '[data-part="value"] &': { display: 'none' } },
});

export const emptyState = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  color: vars.color.fg.secondary,
});

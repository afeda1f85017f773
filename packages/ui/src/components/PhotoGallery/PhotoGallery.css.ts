import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.bg.neutral,
  aspectRatio: '3 / 2',
  outline: 'none',
  // The thumbnails come first in the DOM (RAC wires the panels to the tab list), the photo above.
  order: -1,
  selectors: { '&[data-focus-visible]': focusRingVisible },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Cover badge and position, on a dark scrim so they read over any photo in both modes. */
export const overlayRow = style({
  position: 'absolute',
  insetInline: vars.space.small,
  top: vars.space.small,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  pointerEvents: 'none',
});

export const chip = style({
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.inverted,
  color: vars.color.fg.inverted,
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const stepButton = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.controlHeight.standard,
  height: vars.layout.controlHeight.standard,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.surfaceRaised,
  color: vars.color.fg.neutral,
  boxShadow: vars.shadow.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-focus-visible]': focusRingVisible,
  },
});

export const previous = style({ insetInlineStart: vars.space.small });
export const next = style({ insetInlineEnd: vars.space.small });

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
});

export const thumbnail = style({
  position: 'relative',
  flexShrink: 0,
  width: '5rem',
  height: '3.5rem',
  overflow: 'hidden',
  border: '2px solid transparent',
  borderRadius: vars.radius.standard,
  cursor: 'pointer',
  outline: 'none',
  opacity: 0.75,
  selectors: {
    '&[data-hovered]': { opacity: 1 },
    '&[data-selected]': { borderColor: vars.color.border.brandAccent, opacity: 1 },
    '&[data-focus-visible]': focusRingVisible,
  },
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.color.border.strong}`,
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  textAlign: 'center',
});

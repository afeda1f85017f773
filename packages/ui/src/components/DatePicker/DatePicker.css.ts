import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

/** The segmented input inside the field frame: one focusable span per day, month, year. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  flexWrap: 'wrap',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  paddingInline: '0.0625rem',
  borderRadius: vars.radius.small,
  color: vars.color.fg.neutral,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.fg.secondary },
    '&[data-type="literal"]': { color: vars.color.fg.secondary, paddingInline: 0 },
    '&[data-focused]': {
      backgroundColor: vars.color.bg.brandAccent,
      color: vars.color.fg.onBrandAccent,
    },
    '&[data-disabled]': { color: vars.color.fg.disabled },
  },
});

/** The calendar's popup: padding around the month grid, on the shared `popupSurface`. */
export const calendarPopover = style({
  padding: vars.space.small,
  maxWidth: 'calc(100vw - 2rem)',
});

export const calendarDialog = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingVisible },
});

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const calendarHeading = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

/** Previous/next month buttons. */
export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.controlHeight.standard,
  height: vars.layout.controlHeight.standard,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.fg.neutral,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
  },
});

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const weekday = style({
  paddingBlockEnd: vars.space.xxsmall,
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.secondary,
  textAlign: 'center',
});

/**
 * One day. `[data-outside-month]` cells are hidden (RAC keeps them in the grid for layout),
 * `[data-unavailable]` and `[data-disabled]` days (outside `minValue`/`maxValue`) are struck through.
 */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.fg.neutral,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-today]': { fontWeight: vars.font.weight.strong, color: vars.color.fg.brandAccent },
    '&[data-selected]': {
      backgroundColor: vars.color.bg.brandAccent,
      color: vars.color.fg.onBrandAccent,
    },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-disabled], &[data-unavailable]': {
      backgroundColor: 'transparent',
      color: vars.color.fg.disabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.bg.critical,
      color: vars.color.fg.onCritical,
    },
  },
});

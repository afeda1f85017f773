import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
  minWidth: 0,
});

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const heading = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

/** The month grids side by side, wrapping under each other when the column is narrow. */
export const months = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
});

export const grid = style({
  borderCollapse: 'separate',
  borderSpacing: '0.125rem',
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
 * One day. The state never rests on colour alone: available days have a solid edge, blocked days
 * are hatched, booked days are filled and struck through; the legend and the list of ranges say
 * the same in words.
 */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  boxSizing: 'border-box',
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.fg.neutral,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-today]': { fontWeight: vars.font.weight.strong },
    '&[data-availability="available"]': {
      backgroundColor: vars.color.bg.positiveSoft,
      borderColor: vars.color.fg.positive,
      color: vars.color.fg.neutral,
    },
    '&[data-availability="blocked"]': {
      backgroundColor: vars.color.bg.neutral,
      backgroundImage: `repeating-linear-gradient(135deg, transparent 0 0.25rem, ${vars.color.border.strong} 0.25rem 0.3125rem)`,
      borderColor: vars.color.border.strong,
      color: vars.color.fg.neutral,
    },
    '&[data-availability="booked"]': {
      backgroundColor: vars.color.bg.criticalSoft,
      borderColor: vars.color.fg.critical,
      color: vars.color.fg.critical,
      textDecoration: 'line-through',
    },
    '&[data-selectable]': { cursor: 'pointer' },
    '&[data-selectable][data-hovered]': {
      boxShadow: `inset 0 0 0 2px ${vars.color.border.strong}`,
    },
    '&[data-selected]': {
      backgroundColor: vars.color.bg.brandAccentSoft,
      backgroundImage: 'none',
      borderColor: vars.color.border.brandAccent,
      color: vars.color.fg.neutral,
    },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.bg.brandAccent,
      color: vars.color.fg.onBrandAccent,
    },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-disabled]': { color: vars.color.fg.disabled },
  },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.secondary,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

const swatchBase = style({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  boxSizing: 'border-box',
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
});

export const swatch = styleVariants({
  available: [
    swatchBase,
    { backgroundColor: vars.color.bg.positiveSoft, borderColor: vars.color.fg.positive },
  ],
  blocked: [
    swatchBase,
    {
      backgroundColor: vars.color.bg.neutral,
      backgroundImage: `repeating-linear-gradient(135deg, transparent 0 0.125rem, ${vars.color.border.strong} 0.125rem 0.1875rem)`,
      borderColor: vars.color.border.strong,
    },
  ],
  booked: [
    swatchBase,
    { backgroundColor: vars.color.bg.criticalSoft, borderColor: vars.color.fg.critical },
  ],
});

export const rangeHeading = style({
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const rangeList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const rangeItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const monthColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

/** Each month's own name above its grid (two months side by side or stacked). */
export const monthCaption = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.secondary,
});

import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.medium,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.neutral,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.neutral,
  fontFamily: vars.font.family.body,
});

/** A severity shows as a coloured bar on the card's start edge and its word beside the label. */
export const severityCard = style({
  borderInlineStartWidth: '4px',
  selectors: {
    '&[data-severity="critical"]': { borderInlineStartColor: vars.color.fg.critical },
    '&[data-severity="warning"]': { borderInlineStartColor: vars.color.fg.caution },
    '&[data-severity="good"]': { borderInlineStartColor: vars.color.fg.positive },
  },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  width: '100%',
});

export const severity = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-severity="critical"]': { color: vars.color.fg.critical },
    '&[data-severity="warning"]': { color: vars.color.fg.caution },
    '&[data-severity="good"]': { color: vars.color.fg.positive },
  },
});

export const severityDot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  backgroundColor: 'currentColor',
  flexShrink: 0,
});

/** The Link's own text styles give way to the card's: only hover and focus show it is a link. */
export const linkCard = style({
  textDecorationLine: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': {
      borderColor: vars.color.border.brandAccent,
      boxShadow: vars.shadow.small,
      textDecorationLine: 'none',
    },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-focus-visible]': focusRingVisible,
  },
});

export const label = style({
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const value = style({
  fontSize: vars.heading[1].size,
  lineHeight: vars.heading[1].lineHeight,
  fontWeight: vars.heading[1].weight,
  fontVariantNumeric: 'tabular-nums',
});

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.secondary,
  selectors: {
    '&[data-tone="positive"]': { color: vars.color.fg.positive },
    '&[data-tone="critical"]': { color: vars.color.fg.critical },
  },
});

export const hint = style({
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

/** Pushed to the card's foot, so cards of one row line their links up. */
export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
  color: vars.color.fg.link,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
});

/**
 * A loading card's placeholder bars, each as tall as the line of text it stands for (`1lh`), so
 * the card has its loaded size. Doubled class: wins over the Skeleton's own height whatever
 * order the sheets load in.
 */
export const placeholderLine = style({ selectors: { '&&': { height: '1lh' } } });

/**
 * Widths of a loading card's bars, in the text's own units: the card sizes its lines to their
 * content, so a share of it would be nothing.
 */
export const placeholderLabel = style({ selectors: { '&&': { width: '12em', maxWidth: '100%' } } });
export const placeholderValue = style({ selectors: { '&&': { width: '2em' } } });
export const placeholderMore = style({ selectors: { '&&': { width: '6em' } } });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const chart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  color: vars.color.fg.neutral,
  fontFamily: vars.font.family.body,
});

/** The picture's box: its width is what the drawing is laid out for. */
export const figure = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
});

/**
 * Every colour is a token read by CSS, so a change of brand or mode repaints the drawing with no
 * JavaScript. Not selectable: a copy takes the table's cells, not the picture's labels. Placed
 * out of flow, so its width never holds a shrinking grid cell open (the box is measured instead).
 */
export const svg = style({
  position: 'absolute',
  top: 0,
  left: 0,
  display: 'block',
  overflow: 'visible',
  userSelect: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.xsmall.size,
});

export const series = style({ fill: vars.color.fg.brandAccent });

export const comparisonSeries = style({ fill: vars.color.border.strong });

export const line = style({
  fill: 'none',
  stroke: vars.color.fg.brandAccent,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const comparisonLine = style({
  fill: 'none',
  stroke: vars.color.fg.secondary,
  strokeWidth: 2,
  strokeDasharray: '5 4',
  strokeLinejoin: 'round',
});

export const point = style({
  fill: vars.color.bg.surface,
  stroke: vars.color.fg.brandAccent,
  strokeWidth: 2,
});

export const comparisonPoint = style({
  fill: vars.color.bg.surface,
  stroke: vars.color.fg.secondary,
  strokeWidth: 2,
});

export const gridLine = style({
  stroke: vars.color.border.neutral,
  strokeWidth: 1,
  shapeRendering: 'crispEdges',
});

export const baseline = style({
  stroke: vars.color.border.strong,
  strokeWidth: 1,
  shapeRendering: 'crispEdges',
});

export const tickLabel = style({
  fill: vars.color.fg.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const categoryLabel = style({
  fill: vars.color.fg.neutral,
  fontSize: vars.text.small.size,
});

export const valueLabel = style({
  fill: vars.color.fg.neutral,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

const swatchBase = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.small,
});

export const swatch = style([swatchBase, { backgroundColor: vars.color.fg.brandAccent }]);

export const comparisonSwatch = style([swatchBase, { backgroundColor: vars.color.border.strong }]);

/** A line's comparison is dashed: its key is a short dashed stroke, not a filled square. */
export const comparisonLineSwatch = style([
  swatchBase,
  {
    height: 0,
    width: '1rem',
    borderRadius: 0,
    borderTopWidth: '2px',
    borderTopStyle: 'dashed',
    borderTopColor: vars.color.fg.secondary,
  },
]);

export const lineSwatch = style([
  swatchBase,
  {
    height: 0,
    width: '1rem',
    borderRadius: 0,
    borderTopWidth: '2px',
    borderTopStyle: 'solid',
    borderTopColor: vars.color.fg.brandAccent,
  },
]);

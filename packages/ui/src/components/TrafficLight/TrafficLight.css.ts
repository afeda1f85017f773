import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

/**
 * One class per colour: the soft background and the strong foreground of
 * `vars.color.status.trafficLight.*`. The lamp is drawn in the foreground colour, so it keeps its
 * contrast with the chip in both modes.
 */
export const colour = styleVariants(vars.color.status.trafficLight, (pair) => ({
  backgroundColor: pair.bg,
  color: pair.fg,
}));

export const light = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      small: {
        paddingInline: vars.space.xsmall,
        fontSize: vars.text.xsmall.size,
        lineHeight: vars.text.xsmall.lineHeight,
      },
      standard: {
        paddingInline: vars.space.small,
        paddingBlock: vars.space.xxsmall,
        fontSize: vars.text.small.size,
        lineHeight: vars.text.small.lineHeight,
      },
    },
  },
  defaultVariants: { size: 'standard' },
});

/** The lamp: a filled disc with a ring of the chip colour, like a lit signal. */
export const lamp = style({
  flexShrink: 0,
  width: '0.75em',
  height: '0.75em',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  boxShadow: `0 0 0 0.15em ${vars.color.bg.surface}`,
});

export const text = style({ minWidth: 0 });

/** The picker's options: chips in a row that wraps. */
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
});

/**
 * One option: the colour's chip with a visible frame. Selected adds a thick accent frame and a
 * check mark, so the choice never rests on colour alone.
 */
export const option = style({
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
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-selected]': { borderColor: vars.color.border.brandAccent },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const check = style({
  display: 'inline-flex',
  selectors: {
    [`${option}:not([data-selected]) &`]: { display: 'none' },
  },
});

/** 'Suggested' beside the option the server proposes. */
export const suggested = style({
  fontWeight: vars.font.weight.regular,
  fontStyle: 'italic',
});

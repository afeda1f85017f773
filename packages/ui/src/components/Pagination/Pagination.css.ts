import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
});

export const item = style({ display: 'flex' });

const pointerFeedback = {
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
} as const;

export const pageButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxsmall,
    minWidth: vars.layout.controlHeight.small,
    minHeight: vars.layout.controlHeight.small,
    paddingInline: vars.space.xsmall,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.standard,
    backgroundColor: 'transparent',
    color: vars.color.fg.neutral,
    fontFamily: 'inherit',
    fontSize: vars.text.small.size,
    lineHeight: vars.text.small.lineHeight,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      // Only the pointer's feedback fades in. A page change moves the current page and enables
      // Previous or Next: those switch at once, as the rows do. Fading them took a repaint per
      // frame on the main thread while the new rows were drawn.
      '&[data-hovered]:not([data-disabled])': {
        backgroundColor: vars.color.bg.neutralHover,
        ...pointerFeedback,
      },
      '&[data-pressed]:not([data-disabled])': {
        backgroundColor: vars.color.bg.neutralActive,
        ...pointerFeedback,
      },
      '&[data-focus-visible]': focusRingVisible,
      '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    current: {
      true: {
        backgroundColor: vars.color.bg.brandAccent,
        color: vars.color.fg.onBrandAccent,
        fontWeight: vars.font.weight.strong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            backgroundColor: vars.color.bg.brandAccentHover,
          },
          '&[data-pressed]:not([data-disabled])': {
            backgroundColor: vars.color.bg.brandAccentActive,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { current: false },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.layout.controlHeight.small,
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
});

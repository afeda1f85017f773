import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const progressBar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxsmall,
  width: '100%',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.neutral,
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const valueText = style({
  gridColumn: 2,
  color: vars.color.fg.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: vars.space.xsmall,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.neutralHover,
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.slow,
    selectors: {
      '[data-indeterminate] &': {
        width: '40%',
        animationName: slide,
        animationDuration: '1.4s',
        animationTimingFunction: vars.motion.easing.standard,
        animationIterationCount: 'infinite',
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '[data-indeterminate] &': { animationDuration: '4s' } },
      },
    },
  },
  variants: {
    tone: {
      brandAccent: { backgroundColor: vars.color.bg.brandAccent },
      positive: { backgroundColor: vars.color.fg.positive },
      caution: { backgroundColor: vars.color.fg.caution },
      critical: { backgroundColor: vars.color.bg.critical },
    },
  },
  defaultVariants: { tone: 'brandAccent' },
});

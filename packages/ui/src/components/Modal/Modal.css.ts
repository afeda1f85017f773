import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeScale = keyframes({
  from: { opacity: 0, transform: 'scale(0.95)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The backdrop: the spec's popup layer (z-index 99) with the 0.2 s fade. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popup,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  backgroundColor: vars.color.bg.overlay,
  selectors: {
    '&[data-entering]': {
      animationName: fade,
      animationDuration: vars.motion.duration.fade,
      animationTimingFunction: vars.motion.easing.enter,
    },
    '&[data-exiting]': {
      animationName: fade,
      animationDuration: vars.motion.duration.fade,
      animationTimingFunction: vars.motion.easing.exit,
      animationDirection: 'reverse',
    },
  },
  '@media': {
    [reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animationName: 'none' } },
    },
  },
});

/** The panel: 20px radius and a 0.2 s fade/scale, both from tokens. */
export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    // A column, so the dialog inside (min-height 0, overflow auto) scrolls when taller than the
    // screen instead of running off it: the page under a modal cannot scroll.
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animationName: fadeScale,
        animationDuration: vars.motion.duration.fade,
        animationTimingFunction: vars.motion.easing.enter,
      },
      '&[data-exiting]': {
        animationName: fadeScale,
        animationDuration: vars.motion.duration.fade,
        animationTimingFunction: vars.motion.easing.exit,
        animationDirection: 'reverse',
      },
    },
    '@media': {
      [reducedMotion]: {
        selectors: { '&[data-entering], &[data-exiting]': { animationName: 'none' } },
      },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '28rem' },
      standard: { maxWidth: '40rem' },
      large: { maxWidth: '56rem' },
    },
  },
  defaultVariants: { size: 'standard' },
});

import { keyframes, style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
const exit = keyframes({
  from: { opacity: 1, transform: 'scale(1)' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});
// Reduced motion keeps the fade (no movement) so the popup still doesn't flash in.
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/**
 * The surface every popup shares (Popover, Menu, Select, ComboBox, date pickers): the spec's 20px
 * radius, z-index 99 and 0.2 s fade/scale, all from tokens. RAC sets `data-entering` and
 * `data-exiting` and waits for the exit animation before unmounting.
 */
export const popupSurface = style({
  boxSizing: 'border-box',
  zIndex: vars.zIndex.popup,
  backgroundColor: vars.color.bg.surfaceRaised,
  color: vars.color.fg.neutral,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.neutral,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': {
      animationName: enter,
      animationDuration: vars.motion.duration.fade,
      animationTimingFunction: vars.motion.easing.enter,
    },
    '&[data-exiting]': {
      animationName: exit,
      animationDuration: vars.motion.duration.fade,
      animationTimingFunction: vars.motion.easing.exit,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-entering]': { animationName: fadeIn },
        '&[data-exiting]': { animationName: fadeOut },
      },
    },
  },
});

export const popover = style({
  minWidth: '12rem',
  maxWidth: 'min(28rem, calc(100vw - 2rem))',
});

export const dialog = style({
  padding: vars.space.medium,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingVisible },
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.heading[4].size,
  lineHeight: vars.heading[4].lineHeight,
  fontWeight: vars.heading[4].weight,
});

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  zIndex: vars.zIndex.popup,
  maxWidth: '20rem',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.bg.inverted,
  color: vars.color.fg.inverted,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-entering]': {
      animationName: enter,
      animationDuration: vars.motion.duration.fade,
      animationTimingFunction: vars.motion.easing.enter,
    },
    '&[data-exiting]': {
      animationName: enter,
      animationDirection: 'reverse',
      animationDuration: vars.motion.duration.fade,
      animationTimingFunction: vars.motion.easing.exit,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animationName: fade } },
    },
  },
});

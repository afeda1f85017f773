import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.bg.neutralHover,
    animationName: pulse,
    animationDuration: '1.6s',
    animationTimingFunction: vars.motion.easing.standard,
    animationIterationCount: 'infinite',
    '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.small },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
      block: { borderRadius: vars.radius.standard },
    },
    width: {
      full: { width: '100%' },
      threeQuarters: { width: '75%' },
      half: { width: '50%' },
      quarter: { width: '25%' },
    },
    size: { small: {}, standard: {} },
  },
  compoundVariants: [
    {
      variants: { shape: 'circle', size: 'small' },
      style: { width: vars.layout.avatarSize.small, height: vars.layout.avatarSize.small },
    },
    {
      variants: { shape: 'circle', size: 'standard' },
      style: { width: vars.layout.avatarSize.standard, height: vars.layout.avatarSize.standard },
    },
    {
      variants: { shape: 'block', size: 'small' },
      style: { height: vars.layout.controlHeight.small },
    },
    {
      variants: { shape: 'block', size: 'standard' },
      style: { height: vars.layout.controlHeight.large },
    },
  ],
  defaultVariants: { shape: 'text', width: 'full', size: 'standard' },
});

import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const loader = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    padding: vars.space.medium,
    fontFamily: vars.font.family.body,
    color: vars.color.fg.secondary,
  },
  variants: {
    size: {
      small: { fontSize: vars.text.small.size, lineHeight: vars.text.small.lineHeight },
      standard: { fontSize: vars.text.standard.size, lineHeight: vars.text.standard.lineHeight },
      large: { fontSize: vars.text.large.size, lineHeight: vars.text.large.lineHeight },
    },
  },
  defaultVariants: { size: 'standard' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.bg.neutral,
    borderTopColor: vars.color.bg.brandAccent,
    animationName: spin,
    animationDuration: '0.8s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      small: { width: '1.25rem', height: '1.25rem', borderWidth: '2px' },
      standard: { width: '2rem', height: '2rem', borderWidth: '3px' },
      large: { width: '3rem', height: '3rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const text = style({ margin: 0 });

import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      small: { width: vars.text.small.size, height: vars.text.small.size },
      standard: { width: vars.space.large, height: vars.space.large },
      large: { width: vars.space.xlarge, height: vars.space.xlarge },
    },
  },
  defaultVariants: { size: 'standard' },
});

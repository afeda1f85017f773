import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const sizeOf = (size: 'xsmall' | 'small' | 'standard' | 'large') => ({
  fontSize: vars.text[size].size,
  lineHeight: vars.text[size].lineHeight,
});

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.body,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      xsmall: sizeOf('xsmall'),
      small: sizeOf('small'),
      standard: sizeOf('standard'),
      large: sizeOf('large'),
    },
    tone: {
      neutral: { color: vars.color.fg.neutral },
      secondary: { color: vars.color.fg.secondary },
      critical: { color: vars.color.fg.critical },
      positive: { color: vars.color.fg.positive },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.strong },
    },
  },
  defaultVariants: { size: 'standard', tone: 'neutral', weight: 'regular' },
});

import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const sizeOf = (level: 1 | 2 | 3 | 4) => ({
  fontSize: vars.heading[level].size,
  lineHeight: vars.heading[level].lineHeight,
  fontWeight: vars.heading[level].weight,
});

/** Size is separate from the element's level so the outline stays right when the look differs. */
export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.body,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: { 1: sizeOf(1), 2: sizeOf(2), 3: sizeOf(3), 4: sizeOf(4) },
    tone: {
      neutral: { color: vars.color.fg.neutral },
      secondary: { color: vars.color.fg.secondary },
      critical: { color: vars.color.fg.critical },
      positive: { color: vars.color.fg.positive },
    },
  },
  defaultVariants: { size: 1, tone: 'neutral' },
});

import { recipe } from '@vanilla-extract/recipes';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

/**
 * RAC's Link says `data-hovered` (never sticky on touch); `PlainLink`, a native `<a>` without RAC
 * (`data-rac`), has the browser's `:hover` and `:focus-visible` instead.
 */
const hovered = '&[data-hovered], &:not([data-rac]):hover';

export const link = recipe({
  base: {
    color: vars.color.fg.link,
    textDecorationLine: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      [hovered]: { color: vars.color.fg.linkHover, textDecorationThickness: '2px' },
      '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRingVisible,
      '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      link: {},
      neutral: {
        color: vars.color.fg.neutral,
        selectors: { [hovered]: { color: vars.color.fg.neutral } },
      },
      secondary: {
        color: vars.color.fg.secondary,
        selectors: { [hovered]: { color: vars.color.fg.neutral } },
      },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      strong: { fontWeight: vars.font.weight.strong },
    },
  },
  defaultVariants: { tone: 'link', weight: 'regular' },
});

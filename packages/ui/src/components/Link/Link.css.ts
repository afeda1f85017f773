import { recipe } from '@vanilla-extract/recipes';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const link = recipe({
  base: {
    color: vars.color.fg.link,
    textDecorationLine: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.fg.linkHover, textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRingVisible,
      '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      link: {},
      neutral: {
        color: vars.color.fg.neutral,
        selectors: { '&[data-hovered]': { color: vars.color.fg.neutral } },
      },
      secondary: {
        color: vars.color.fg.secondary,
        selectors: { '&[data-hovered]': { color: vars.color.fg.neutral } },
      },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      strong: { fontWeight: vars.font.weight.strong },
    },
  },
  defaultVariants: { tone: 'link', weight: 'regular' },
});

/**
 * PlainLink's states: the browser's own `:hover` (only where a pointer can hover, as RAC's
 * `data-hovered` is) and `:focus-visible`, where RAC's Link sets data attributes.
 */
export const plainLinkStates = recipe({
  base: {
    selectors: { '&:focus-visible': focusRingVisible },
  },
  variants: {
    tone: {
      link: {
        '@media': {
          '(hover: hover)': {
            selectors: {
              '&:hover': { color: vars.color.fg.linkHover, textDecorationThickness: '2px' },
            },
          },
        },
      },
      neutral: {
        '@media': {
          '(hover: hover)': {
            selectors: {
              '&:hover': { color: vars.color.fg.neutral, textDecorationThickness: '2px' },
            },
          },
        },
      },
      secondary: {
        '@media': {
          '(hover: hover)': {
            selectors: {
              '&:hover': { color: vars.color.fg.neutral, textDecorationThickness: '2px' },
            },
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'link' },
});

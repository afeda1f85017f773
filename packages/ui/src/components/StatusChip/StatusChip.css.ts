import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const pairStyles = <K extends string>(group: Record<K, { fg: string; bg: string }>) =>
  styleVariants(group, (pair) => ({ backgroundColor: pair.bg, color: pair.fg }));

/** One class per status of each kind, each reading its own `vars.color.status.*` pair. */
export const tone = {
  workflow: pairStyles(vars.color.status.workflow),
  offer: pairStyles(vars.color.status.offer),
  stay: pairStyles(vars.color.status.stay),
  trafficLight: pairStyles(vars.color.status.trafficLight),
};

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: {
        paddingInline: vars.space.xsmall,
        fontSize: vars.text.xsmall.size,
        lineHeight: vars.text.xsmall.lineHeight,
      },
      standard: {
        paddingInline: vars.space.small,
        paddingBlock: '0.125rem',
        fontSize: vars.text.small.size,
        lineHeight: vars.text.small.lineHeight,
      },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const code = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.04em',
});

export const dot = style({
  width: '0.5em',
  height: '0.5em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { avatarColors } from './avatarVariants';

const colorStyles = Object.fromEntries(
  avatarColors.map((key) => [
    key,
    { backgroundColor: vars.color.categorical[key].bg, color: vars.color.categorical[key].fg },
  ]),
) as Record<(typeof avatarColors)[number], { backgroundColor: string; color: string }>;

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: {
        width: vars.layout.avatarSize.small,
        height: vars.layout.avatarSize.small,
        fontSize: vars.text.xsmall.size,
      },
      standard: {
        width: vars.layout.avatarSize.standard,
        height: vars.layout.avatarSize.standard,
        fontSize: vars.text.small.size,
      },
    },
    color: colorStyles,
  },
  defaultVariants: { size: 'standard' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

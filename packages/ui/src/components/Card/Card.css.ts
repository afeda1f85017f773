import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const card = recipe({
  base: {
    display: 'block',
    minWidth: 0,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.border.neutral,
    borderRadius: vars.radius.standard,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.neutral,
    fontFamily: vars.font.family.body,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space.small },
      medium: { padding: vars.space.medium },
      large: { padding: vars.space.large },
    },
    elevation: {
      flat: {},
      raised: { backgroundColor: vars.color.bg.surfaceRaised, boxShadow: vars.shadow.small },
    },
  },
  defaultVariants: { padding: 'medium', elevation: 'flat' },
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

/** Shared by Snackbar and the toasts: a coloured bar with an icon, text and a dismiss button. */
export const feedbackBar = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    paddingBlock: vars.space.xsmall,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xsmall,
    borderRadius: vars.radius.standard,
    borderWidth: '1px',
    borderStyle: 'solid',
    boxShadow: vars.shadow.medium,
    fontFamily: vars.font.family.body,
    fontSize: vars.text.standard.size,
    lineHeight: vars.text.standard.lineHeight,
    color: vars.color.fg.neutral,
  },
  variants: {
    type: {
      info: { backgroundColor: vars.color.bg.infoSoft, borderColor: vars.color.fg.info },
      success: { backgroundColor: vars.color.bg.positiveSoft, borderColor: vars.color.fg.positive },
      error: { backgroundColor: vars.color.bg.criticalSoft, borderColor: vars.color.fg.critical },
    },
  },
  defaultVariants: { type: 'info' },
});

export const typeIcon = recipe({
  base: { display: 'inline-flex', flexShrink: 0 },
  variants: {
    type: {
      info: { color: vars.color.fg.info },
      success: { color: vars.color.fg.positive },
      error: { color: vars.color.fg.critical },
    },
  },
});

export const message = style({ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' });

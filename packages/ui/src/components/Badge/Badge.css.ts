import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

/** Soft background with the matching strong foreground: the pairs the brands keep at AA contrast. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.5em',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.bg.neutral, color: vars.color.fg.neutral },
      info: { backgroundColor: vars.color.bg.infoSoft, color: vars.color.fg.info },
      positive: { backgroundColor: vars.color.bg.positiveSoft, color: vars.color.fg.positive },
      caution: { backgroundColor: vars.color.bg.cautionSoft, color: vars.color.fg.caution },
      critical: { backgroundColor: vars.color.bg.criticalSoft, color: vars.color.fg.critical },
      brandAccent: {
        backgroundColor: vars.color.bg.brandAccentSoft,
        color: vars.color.fg.brandAccent,
      },
    },
    size: {
      small: {
        paddingInline: vars.space.xxsmall,
        fontSize: vars.text.xsmall.size,
        lineHeight: vars.text.xsmall.lineHeight,
      },
      standard: {
        paddingInline: vars.space.xsmall,
        fontSize: vars.text.small.size,
        lineHeight: vars.text.small.lineHeight,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'standard' },
});

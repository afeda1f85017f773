import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

/** A bordered, squarer chip than Badge: tags name things, badges count them. */
export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    paddingBlock: '0.125rem',
    paddingInline: vars.space.xsmall,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.small,
    fontFamily: vars.font.family.body,
    fontSize: vars.text.small.size,
    lineHeight: vars.text.small.lineHeight,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.bg.neutral,
        borderColor: vars.color.border.neutral,
        color: vars.color.fg.neutral,
      },
      info: {
        backgroundColor: vars.color.bg.infoSoft,
        borderColor: 'transparent',
        color: vars.color.fg.info,
      },
      positive: {
        backgroundColor: vars.color.bg.positiveSoft,
        borderColor: 'transparent',
        color: vars.color.fg.positive,
      },
      caution: {
        backgroundColor: vars.color.bg.cautionSoft,
        borderColor: 'transparent',
        color: vars.color.fg.caution,
      },
      critical: {
        backgroundColor: vars.color.bg.criticalSoft,
        borderColor: 'transparent',
        color: vars.color.fg.critical,
      },
      brandAccent: {
        backgroundColor: vars.color.bg.brandAccentSoft,
        borderColor: vars.color.border.brandAccent,
        color: vars.color.fg.brandAccent,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

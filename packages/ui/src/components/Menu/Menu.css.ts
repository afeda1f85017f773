import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const menuPopover = style({
  minWidth: '12rem',
  maxWidth: 'min(22rem, calc(100vw - 2rem))',
  padding: vars.space.xxsmall,
});

export const header = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
});

export const menu = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
});

/** Focus shows as a filled row (`data-focused`), as in RAC's starter: arrows move it. */
export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.layout.controlHeight.standard,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.standard,
    fontSize: vars.text.standard.size,
    lineHeight: vars.text.standard.lineHeight,
    cursor: 'pointer',
    outline: 'none',
    textDecoration: 'none',
    color: 'inherit',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.bg.neutralHover },
      '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
      '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.fg.neutral },
      critical: { color: vars.color.fg.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: '1px' });

export const sectionTitle = style({
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.fg.secondary,
  textTransform: 'uppercase',
});

export const separator = style({
  height: '1px',
  marginBlock: vars.space.xxsmall,
  marginInline: vars.space.xsmall,
  border: 'none',
  backgroundColor: vars.color.border.neutral,
});

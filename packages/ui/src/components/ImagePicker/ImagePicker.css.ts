import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.bg.surface,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.border.brandAccent,
      backgroundColor: vars.color.bg.brandAccentSoft,
    },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-disabled]': { backgroundColor: vars.color.bg.neutral, color: vars.color.fg.disabled },
  },
});

export const label = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const hint = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.secondary,
});

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({
  width: '5rem',
  height: '5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.neutral,
});

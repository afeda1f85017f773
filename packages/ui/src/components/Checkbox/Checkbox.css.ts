import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const checkboxField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

/** The `<label>` (RAC CheckboxButton) holding the hidden input, the box and the text. */
export const checkboxButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
  },
});

export const box = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  // Centres the box on the first line of a label that wraps.
  marginTop: `calc((${vars.text.standard.lineHeight} - 1.25rem) / 2)`,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.onBrandAccent,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${checkboxButton}[data-hovered] &`]: { borderColor: vars.color.border.strong },
    [`${checkboxButton}[data-selected] &, ${checkboxButton}[data-indeterminate] &`]: {
      backgroundColor: vars.color.bg.brandAccent,
      borderColor: vars.color.bg.brandAccent,
    },
    [`${checkboxButton}[data-pressed] &`]: { borderColor: vars.color.bg.brandAccentActive },
    [`${checkboxButton}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${checkboxButton}[data-focus-visible] &`]: focusRingVisible,
    [`${checkboxButton}[data-disabled] &`]: {
      backgroundColor: vars.color.bg.neutral,
      borderColor: vars.color.border.neutral,
      color: vars.color.fg.disabled,
    },
  },
});

export const indeterminateBar = style({
  width: '0.625rem',
  height: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});

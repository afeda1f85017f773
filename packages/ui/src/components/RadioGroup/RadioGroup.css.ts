import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.medium,
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.fg.neutral,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
  },
});

export const circle = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: `calc((${vars.text.standard.lineHeight} - 1.25rem) / 2)`,
  borderRadius: vars.radius.full,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  backgroundColor: vars.color.bg.surface,
  transitionProperty: 'border-color, border-width',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.border.strong },
    // A thick accent ring around the surface colour reads as the selected dot.
    [`${radio}[data-selected] &`]: {
      borderWidth: '0.375rem',
      borderColor: vars.color.bg.brandAccent,
    },
    [`${radio}[data-selected][data-pressed] &`]: { borderColor: vars.color.bg.brandAccentActive },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${radio}[data-focus-visible] &`]: focusRingVisible,
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.border.neutral,
      backgroundColor: vars.color.bg.neutral,
    },
    [`${radio}[data-disabled][data-selected] &`]: { borderColor: vars.color.bg.neutralActive },
  },
});

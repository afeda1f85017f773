import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const switchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

/** The `<label>` (RAC SwitchButton) holding the hidden input, the track and the text. */
export const switchButton = style({
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

const trackWidth = '2.25rem';
const trackHeight = '1.25rem';
const thumbSize = '0.875rem';

export const track = style({
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  marginTop: `calc((${vars.text.standard.lineHeight} - ${trackHeight}) / 2)`,
  borderRadius: vars.radius.full,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  backgroundColor: vars.color.border.field,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${switchButton}[data-hovered] &`]: {
      borderColor: vars.color.border.strong,
      backgroundColor: vars.color.border.strong,
    },
    [`${switchButton}[data-selected] &`]: {
      backgroundColor: vars.color.bg.brandAccent,
      borderColor: vars.color.bg.brandAccent,
    },
    [`${switchButton}[data-selected][data-pressed] &`]: {
      backgroundColor: vars.color.bg.brandAccentActive,
      borderColor: vars.color.bg.brandAccentActive,
    },
    [`${switchButton}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${switchButton}[data-focus-visible] &`]: focusRingVisible,
    [`${switchButton}[data-disabled] &`]: {
      backgroundColor: vars.color.bg.neutralActive,
      borderColor: vars.color.bg.neutralActive,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '50%',
  insetInlineStart: '1px',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.small,
  transform: 'translateY(-50%)',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // Slides by the track's inner width less the thumb and the two 1px insets.
    [`${switchButton}[data-selected] &`]: {
      transform: `translate(calc(${trackWidth} - 4px - ${thumbSize} - 2px), -50%)`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

import { style } from '@vanilla-extract/css';
import { wideNavigationQuery } from '../../css/breakpoints';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

/** An icon button on phones; from 768px up, a field-shaped button as wide as the bar allows. */
export const paletteButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minWidth: vars.layout.controlHeight.standard,
  minHeight: vars.layout.controlHeight.standard,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.standard,
  backgroundColor: 'transparent',
  color: vars.color.fg.neutral,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.size,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-focus-visible]': focusRingVisible,
  },
  '@media': {
    [wideNavigationQuery]: {
      justifyContent: 'flex-start',
      width: '100%',
      maxWidth: '26rem',
      paddingInline: vars.space.small,
      border: `1px solid ${vars.color.border.neutral}`,
      backgroundColor: vars.color.bg.body,
      color: vars.color.fg.secondary,
    },
  },
});

export const paletteButtonLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [wideNavigationQuery]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      clip: 'auto',
      flex: '1 1 auto',
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      textAlign: 'start',
    },
  },
});

export const paletteButtonShortcut = style({
  display: 'none',
  '@media': {
    [wideNavigationQuery]: {
      display: 'inline-block',
      flexShrink: 0,
      paddingInline: vars.space.xxsmall,
      border: `1px solid ${vars.color.border.neutral}`,
      borderRadius: vars.radius.small,
      fontFamily: 'inherit',
      fontSize: vars.text.xsmall.size,
      lineHeight: vars.text.xsmall.lineHeight,
      color: vars.color.fg.secondary,
    },
  },
});

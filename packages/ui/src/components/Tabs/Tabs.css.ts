import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.family.body,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border.neutral}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'visible',
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.border.neutral}`,
    },
  },
});

/**
 * The selected tab carries an accent bar on the list's edge, not only a colour change. TabNav's
 * links wear the same style: their current one is `[data-current]`.
 */
export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: '-1px',
      height: '2px',
      backgroundColor: 'transparent',
    },
    '&[data-hovered]:not([data-disabled])': {
      color: vars.color.fg.neutral,
      backgroundColor: vars.color.bg.neutralHover,
    },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-selected], &[data-current]': {
      color: vars.color.fg.brandAccent,
      fontWeight: vars.font.weight.strong,
    },
    '&[data-selected]::after, &[data-current]::after': {
      backgroundColor: vars.color.border.brandAccent,
    },
    '&[data-focus-visible]': { ...focusRingVisible, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.fg.disabled, cursor: 'not-allowed' },
    '[data-orientation="vertical"] &': {
      borderRadius: `${vars.radius.small} 0 0 ${vars.radius.small}`,
    },
    '[data-orientation="vertical"] &::after': {
      insetInline: 'auto',
      insetBlock: 0,
      right: '-1px',
      bottom: 'auto',
      width: '2px',
      height: 'auto',
    },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&[data-focus-visible]': focusRingVisible },
});

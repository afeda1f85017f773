import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.layout.topBarHeight,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

export const start = style({ flexGrow: 1, minWidth: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
});

/** The settings gear: an icon link sized like the ghost icon buttons beside it. */
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.layout.controlHeight.standard,
  minHeight: vars.layout.controlHeight.standard,
  borderRadius: vars.radius.standard,
  color: vars.color.fg.neutral,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-current]': { color: vars.color.fg.brandAccent },
  },
});

/** The notifications bell: an icon button like the gear, with room for its unread count. */
export const bellButton = style([
  iconLink,
  {
    border: 'none',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    selectors: { '&[aria-expanded="true"]': { backgroundColor: vars.color.bg.neutralActive } },
  },
]);

/** Holds the bell and its count, which sits on the bell's corner. */
export const bellWrap = style({ position: 'relative', display: 'inline-flex' });

/** The unread count on the bell's corner. */
export const countBadge = style({
  position: 'absolute',
  top: vars.space.xxsmall,
  insetInlineEnd: vars.space.xxsmall,
  minWidth: vars.space.medium,
  height: vars.space.medium,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.critical,
  color: vars.color.fg.onCritical,
  fontSize: vars.text.xsmall.size,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.space.medium,
  textAlign: 'center',
  pointerEvents: 'none',
});

export const avatarButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-focus-visible]': focusRingVisible,
  },
});

export const greeting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});

export const greetingText = style({
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

/** Read by screen readers only. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

import { keyframes, style } from '@vanilla-extract/css';
import { wideNavigationQuery } from '../../css/breakpoints';
import { vars } from '../../tokens/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The backdrop: the palette sits near the top, where the eye already is after the shortcut. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popup,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.small,
  backgroundColor: vars.color.bg.overlay,
  selectors: {
    '&[data-entering]': {
      animationName: fade,
      animationDuration: vars.motion.duration.fade,
      animationTimingFunction: vars.motion.easing.enter,
    },
  },
  '@media': {
    [wideNavigationQuery]: { paddingBlockStart: '12vh' },
    [reducedMotion]: { selectors: { '&[data-entering]': { animationName: 'none' } } },
  },
});

/** The panel holds the field; the rows hang beneath it in their own card (`results`). */
export const panel = style({
  width: '100%',
  maxWidth: '40rem',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.neutral,
  fontFamily: vars.font.family.body,
  outline: 'none',
  overflow: 'hidden',
});

/** As wide as the field (RAC sets `--trigger-width`); RAC caps its height to the viewport. */
export const results = style({
  width: 'var(--trigger-width)',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.neutral,
  fontFamily: vars.font.family.body,
  outline: 'none',
  overflow: 'hidden',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.medium,
  color: vars.color.fg.secondary,
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '3.5rem',
  border: 'none',
  outline: 'none',
  backgroundColor: 'transparent',
  color: vars.color.fg.neutral,
  fontFamily: 'inherit',
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  selectors: {
    '&::placeholder': { color: vars.color.fg.secondary },
    // The field clears with Escape or its own button: the browser's cross would be a second one.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const list = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xsmall,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
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
  letterSpacing: '0.04em',
});

/** Focus shows as a filled row (`data-focused`): the arrows move it while typing goes on. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.layout.controlHeight.large,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.standard,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  color: vars.color.fg.neutral,
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
  },
});

export const itemIcon = style({ flexShrink: 0, color: vars.color.fg.secondary });

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const itemLabel = style({
  ...oneLine,
  display: 'block',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const itemDescription = style({
  ...oneLine,
  display: 'block',
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.secondary,
});

export const itemBadge = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.fg.secondary,
});

export const message = style({
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  fontSize: vars.text.standard.size,
  color: vars.color.fg.secondary,
});

/** Empty (and taking no room) until there is something to say. */
export const notice = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border.neutral}`,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.critical,
  selectors: { '&:empty': { display: 'none' } },
});

export const footer = style({
  display: 'none',
  gap: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderTop: `1px solid ${vars.color.border.neutral}`,
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.fg.secondary,
  // Keys to press mean nothing on a touch screen: the hints show where there is room for a keyboard.
  '@media': { [wideNavigationQuery]: { display: 'flex' } },
});

import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { wideNavigationQuery } from '../../css/breakpoints';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

/** Read by screen readers only (below 768px for the brand name and phone number). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Phones: the bar, then the content. From 768px: the bar across, sidebar column and content. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"bar" "content"',
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
  backgroundColor: vars.color.bg.body,
  '@media': {
    [wideNavigationQuery]: {
      gridTemplateColumns: `${vars.layout.sidebarWidth} minmax(0, 1fr)`,
      gridTemplateAreas: '"bar bar" "sidebar content"',
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  top: vars.space.small,
  zIndex: vars.zIndex.tooltip,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.bg.surfaceRaised,
  color: vars.color.fg.link,
  boxShadow: vars.shadow.medium,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.layout.focusRingWidth} solid ${vars.color.border.focus}`,
    },
  },
});

/** The one bar: 64px (`layout.topBarHeight`), sticky at the top while the page scrolls. */
export const bar = style({
  gridArea: 'bar',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.layout.topBarHeight,
  paddingInline: vars.space.small,
  borderBottom: `1px solid ${vars.color.border.neutral}`,
  backgroundColor: vars.color.bg.surface,
  '@media': { [wideNavigationQuery]: { paddingInline: vars.space.gutter, gap: vars.space.medium } },
});

export const menuButton = style({
  flexShrink: 0,
  '@media': { [wideNavigationQuery]: { display: 'none' } },
});

export const brandSlot = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

/** Takes the rest of the bar; a `TopBar` inside pushes its buttons to the end. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flex: '1 1 auto',
  minWidth: 0,
});

/**
 * The column stays in view under the bar while the page scrolls, as tall as the window, and
 * scrolls on its own when its open group is longer than the window.
 */
export const sidebar = style({
  gridArea: 'sidebar',
  display: 'none',
  position: 'sticky',
  top: vars.layout.topBarHeight,
  alignSelf: 'start',
  height: `calc(100vh - ${vars.layout.topBarHeight})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.small,
  borderInlineEnd: `1px solid ${vars.color.border.neutral}`,
  backgroundColor: vars.color.bg.surface,
  '@media': { [wideNavigationQuery]: { display: 'block' } },
});

export const content = style({
  gridArea: 'content',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  outline: 'none',
  '@media': { [wideNavigationQuery]: { paddingInline: vars.space.gutter } },
});

/**
 * The page heading takes focus after a navigation (to be announced), not to be operated: it shows
 * no focus ring.
 */
globalStyle(`${content} h1[tabindex="-1"]:focus`, { outline: 'none' });

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const reducedMotion = '(prefers-reduced-motion: reduce)';

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popup,
  backgroundColor: vars.color.bg.overlay,
  selectors: {
    '&[data-entering]': { animationName: fade, animationDuration: vars.motion.duration.fade },
    '&[data-exiting]': {
      animationName: fade,
      animationDuration: vars.motion.duration.fade,
      animationDirection: 'reverse',
    },
  },
  '@media': {
    [reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animationName: 'none' } },
    },
  },
});

/** The drawer: full height at the inline start, as wide as the sidebar column (or 85% of a phone). */
export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: `min(85vw, ${vars.layout.sidebarWidth})`,
  overflowY: 'auto',
  backgroundColor: vars.color.bg.surfaceRaised,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animationName: slideIn,
      animationDuration: vars.motion.duration.fade,
      animationTimingFunction: vars.motion.easing.enter,
    },
    '&[data-exiting]': {
      animationName: slideIn,
      animationDuration: vars.motion.duration.fade,
      animationTimingFunction: vars.motion.easing.exit,
      animationDirection: 'reverse',
    },
  },
  '@media': {
    [reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animationName: 'none' } },
    },
  },
});

export const brandRoot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.layout.controlHeight.standard,
  borderRadius: vars.radius.standard,
  color: 'inherit',
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  textDecorationLine: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingVisible },
});

export const brandLogo = style({ display: 'inline-flex', color: vars.color.fg.brandAccent });

export const brandName = style({
  ...visuallyHidden,
  '@media': {
    [wideNavigationQuery]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minWidth: vars.layout.controlHeight.standard,
  minHeight: vars.layout.controlHeight.standard,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.standard,
  color: vars.color.fg.link,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.small.size,
  whiteSpace: 'nowrap',
  textDecorationLine: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationLine: 'underline', color: vars.color.fg.linkHover },
    '&[data-focus-visible]': focusRingVisible,
  },
});

export const phoneNumber = style([brandName]);

/** The Dialog inside the drawer fills it edge to edge: no popup corners on a full-height panel. */
export const drawerDialog = style({
  // Doubled class: wins over Dialog's own radius whatever order the sheets load in.
  selectors: { '&&': { minHeight: '100%', borderRadius: 0, maxHeight: 'none' } },
});

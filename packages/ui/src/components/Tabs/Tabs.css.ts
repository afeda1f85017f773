import { createVar, keyframes, style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.family.body,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

/** How far each edge of a scrolling tab row fades: none at the end the row is scrolled to. */
const fadeStart = createVar({ syntax: '<length>', inherits: false, initialValue: '0px' });
const fadeEnd = createVar({ syntax: '<length>', inherits: false, initialValue: '0px' });
const fadeWidth = '2rem';

const edgeFade = keyframes({
  '0%': { vars: { [fadeStart]: '0px', [fadeEnd]: fadeWidth } },
  '5%, 95%': { vars: { [fadeStart]: fadeWidth, [fadeEnd]: fadeWidth } },
  '100%': { vars: { [fadeStart]: fadeWidth, [fadeEnd]: '0px' } },
});

/**
 * A row of tabs wider than its place scrolls sideways on its own (the page does not), and its
 * edges fade where more tabs wait, driven by the row's own scroll; a row that fits has no fade.
 */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border.neutral}`,
  '@supports': {
    '(animation-timeline: scroll())': {
      // A mask reads only alpha: 'black' is fully shown, not a colour of the theme.
      maskImage: `linear-gradient(to right, transparent, black ${fadeStart}, black calc(100% - ${fadeEnd}), transparent)`,
      animationName: edgeFade,
      animationTimingFunction: 'linear',
      animationFillMode: 'both',
      animationTimeline: 'scroll(self inline)',
    },
  },
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'visible',
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.border.neutral}`,
      maskImage: 'none',
      animationName: 'none',
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

import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/breakpoints';
import { vars } from '../../tokens/contract.css';

/** Mobile: header, top bar, sidebar and content stacked. Tablet up: sidebar column on the left. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  // The bars and the menu take their own height; only the content stretches to fill the screen.
  gridTemplateRows: 'auto auto auto 1fr',
  gridTemplateAreas: '"header" "topbar" "sidebar" "content"',
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
  backgroundColor: vars.color.bg.body,
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: `${vars.layout.sidebarWidth} minmax(0, 1fr)`,
      gridTemplateRows: 'auto auto 1fr',
      gridTemplateAreas: '"header header" "sidebar topbar" "sidebar content"',
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

export const header = style({
  gridArea: 'header',
  borderBottom: `1px solid ${vars.color.border.neutral}`,
  backgroundColor: vars.color.bg.surface,
});

export const topBar = style({
  gridArea: 'topbar',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.layout.topBarHeight,
  paddingInline: vars.space.gutter,
  borderBottom: `1px solid ${vars.color.border.neutral}`,
  backgroundColor: vars.color.bg.surface,
});

export const sidebar = style({
  gridArea: 'sidebar',
  padding: vars.space.small,
  backgroundColor: vars.color.bg.surface,
  borderBottom: `1px solid ${vars.color.border.neutral}`,
  '@media': {
    [mediaQuery.tablet]: {
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border.neutral}`,
    },
  },
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
  paddingInline: vars.space.gutter,
  outline: 'none',
});

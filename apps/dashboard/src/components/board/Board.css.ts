import { focusRing, focusRingVisible, mediaQuery, vars } from '@staydesk/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * The board's height: from its top (`--board-top`, measured where it sits on the page) to the
 * bottom of the window, less the room the pager under it takes. Each column scrolls inside it,
 * so the page stays one window high however many cards a column holds.
 */
export const board = style({
  display: 'flex',
  gap: vars.space.medium,
  height: 'calc(100dvh - var(--board-top, 16rem) - 5.5rem)',
  // A phone's board may start low under its toolbar: it keeps most of the window then, and the
  // page scrolls up to it once.
  minHeight: 'min(32rem, 75dvh)',
  // Phones: one column a pane, swiped sideways inside the board (the page itself never scrolls
  // sideways), each pane snapping into place with the next one peeking in.
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.xxsmall,
  paddingBottom: vars.space.xxsmall,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '0 0 86%',
  minWidth: 0,
  scrollSnapAlign: 'start',
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.bg.neutral,
  '@media': {
    [mediaQuery.tablet]: { flex: '1 1 0', minWidth: '15rem', maxWidth: '26rem' },
  },
});

export const columnHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.xsmall}`,
});

export const columnTitle = style({
  margin: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.fg.neutral,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const columnCount = style({
  flexShrink: 0,
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.secondary,
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.standard.lineHeight,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

/** The column's cards: the part that scrolls. */
export const cards = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    flex: '1 1 auto',
    minHeight: 0,
    margin: 0,
    padding: `${vars.space.xxsmall} ${vars.space.small} ${vars.space.small}`,
    overflowY: 'auto',
    overscrollBehaviorY: 'contain',
    borderRadius: vars.radius.standard,
    outlineOffset: '-2px',
  },
]);

export const empty = style({
  padding: vars.space.small,
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  padding: vars.space.small,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.neutral,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.neutral,
  boxShadow: vars.shadow.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-moving]': { opacity: 0.6 },
  },
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

/** The card menu's button, pulled into the card's corner so it adds no height to the title. */
export const cardMenu = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
});

/** The card's title: two lines at most, the whole of it in the dialog it opens. */
export const cardTitle = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const cardMeta = style({
  color: vars.color.fg.secondary,
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const cardFoot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginTop: vars.space.xxsmall,
  minHeight: '1.875rem',
});

export const cardFacts = style({
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flex: '1 1 auto',
  minWidth: 0,
});

export const due = style({
  color: vars.color.fg.secondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-overdue]': { color: vars.color.fg.critical, fontWeight: vars.font.weight.medium },
  },
});

export const nobody = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.875rem',
  height: '1.875rem',
  borderRadius: vars.radius.full,
  border: `1px dashed ${vars.color.border.strong}`,
  color: vars.color.fg.secondary,
  fontSize: vars.text.xsmall.size,
});

/** Board / List: two links drawn as one segmented control. */
export const viewSwitch = style({
  display: 'inline-flex',
  padding: '2px',
  gap: '2px',
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.bg.neutral,
});

export const viewOption = style([
  focusRing,
  {
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    borderRadius: vars.radius.small,
    color: vars.color.fg.secondary,
    fontSize: vars.text.small.size,
    lineHeight: vars.text.small.lineHeight,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { color: vars.color.fg.neutral },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.bg.surface,
        color: vars.color.fg.neutral,
        boxShadow: vars.shadow.small,
      },
    },
  },
]);

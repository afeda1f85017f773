import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  fontFamily: vars.font.family.body,
});

/**
 * One placeholder bar, a line of text tall (`1lh`). Static classes rather than `Skeleton`'s
 * recipe: the shell shows this on every screen change, and the recipe's runtime would be one
 * more script in the shell.
 */
export const bar = style({
  display: 'block',
  height: '1lh',
  width: '100%',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.bg.neutralHover,
  animationName: pulse,
  animationDuration: '1.6s',
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
  selectors: { '&:nth-child(3n)': { width: '75%' } },
});

/** The page title's line: a heading of level 1's size, so the title that replaces it sits there. */
export const title = style({
  width: '25%',
  fontSize: vars.heading[1].size,
  lineHeight: vars.heading[1].lineHeight,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  paddingTop: vars.space.small,
});

/** The announced label: read, not shown (a class, not react-aria's component: no script). */
export const label = style({
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

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The toggle's chevron turns while the list is open. */
export const chevron = style({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fade,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

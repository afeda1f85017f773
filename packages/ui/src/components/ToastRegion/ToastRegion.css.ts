import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

/** Bottom-centre, 95% wide up to 700px (both from tokens), newest at the bottom of the stack. */
export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.medium,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: vars.layout.toastWidth,
  maxWidth: vars.layout.toastMaxWidth,
  marginInline: 'auto',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingVisible },
});

export const toast = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingVisible },
});

import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Lists laid out by Box are layout, not prose: no bullets, no indent (Braid's element reset).
 * `:where()` keeps it below sprinkles, so a padding prop still wins whatever the CSS order.
 */
export const listReset = style({});
globalStyle(`:where(${listReset})`, { listStyle: 'none', padding: 0 });

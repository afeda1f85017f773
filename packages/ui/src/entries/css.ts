// For apps' own `.css.ts` files: the token contract, sprinkles and layout helpers.
export { breakpoints, mediaQuery } from '../css/breakpoints';
export { focusRing, focusRingVisible } from '../css/focusRing.css';
export type { Sprinkles } from '../css/sprinkles.css';
export { sprinkles } from '../css/sprinkles.css';
export { vars } from '../tokens/contract.css';

import { vars } from '../../tokens/contract.css';

/**
 * RAC puts an inline z-index of 100000 on its popovers; the spec's popup layer is 99. Passed as the
 * `style` of every RAC Popover, since only an inline value overrides RAC's.
 */
export const popupLayer = { zIndex: vars.zIndex.popup } as const;

import { style } from '@vanilla-extract/css';

/**
 * Visual stories only: open popups are absolutely positioned, so the screenshot's canvas needs room
 * below the trigger or the popup would be cut off.
 */
export const popupStage = style({ minHeight: '20rem', minWidth: '26rem' });

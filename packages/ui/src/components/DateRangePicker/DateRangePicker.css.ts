import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/**
 * Added to the shared day cell: days inside the range get the soft accent band (square, so the
 * band reads as one stretch), the first and last day keep the round solid accent.
 */
export const rangeCell = style({
  selectors: {
    '&[data-selected]': {
      borderRadius: 0,
      backgroundColor: vars.color.bg.brandAccentSoft,
      color: vars.color.fg.neutral,
    },
    '&[data-selected][data-hovered]': { backgroundColor: vars.color.bg.brandAccentSoftHover },
    '&[data-selection-start], &[data-selection-end]': {
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.brandAccent,
      color: vars.color.fg.onBrandAccent,
    },
    '&[data-selection-start][data-hovered], &[data-selection-end][data-hovered]': {
      backgroundColor: vars.color.bg.brandAccentHover,
    },
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.bg.criticalSoft,
      color: vars.color.fg.critical,
    },
  },
});

/** The dash between the start and end inputs. */
export const separator = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.xxsmall,
  color: vars.color.fg.secondary,
});

export const inputs = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  flexWrap: 'wrap',
});

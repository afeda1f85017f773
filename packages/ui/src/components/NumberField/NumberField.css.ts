import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
});

/** Two half-height buttons stacked beside the input. */
export const stepperButton = style({
  flex: 1,
  minHeight: 0,
  minWidth: vars.layout.controlHeight.small,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border.neutral}` },
  },
});

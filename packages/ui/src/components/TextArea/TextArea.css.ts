import { style } from '@vanilla-extract/css';

export const textArea = style({
  display: 'block',
  resize: 'vertical',
});

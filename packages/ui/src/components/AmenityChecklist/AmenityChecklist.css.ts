import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const chosenList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.neutral,
});

export const chosenItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const tick = style({ color: vars.color.fg.positive, flexShrink: 0 });

export const emptyText = style({
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.secondary,
});

/** The "add an amenity of your own" row under the checkboxes. */
export const addRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.medium,
  maxWidth: vars.layout.formMaxWidth,
});

export const addField = style({ flex: '1 1 14rem' });

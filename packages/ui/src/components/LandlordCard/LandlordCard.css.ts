import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const name = style({
  margin: 0,
  color: vars.color.fg.neutral,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const company = style({
  margin: 0,
  color: vars.color.fg.secondary,
  overflowWrap: 'anywhere',
});

export const contacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.fg.secondary,
});

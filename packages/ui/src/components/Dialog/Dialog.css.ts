import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxHeight: 'inherit',
  minHeight: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.bg.surfaceRaised,
  color: vars.color.fg.neutral,
  fontFamily: vars.font.family.body,
  outline: 'none',
  overflow: 'auto',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.heading[3].size,
  lineHeight: vars.heading[3].lineHeight,
  fontWeight: vars.heading[3].weight,
  overflowWrap: 'anywhere',
});

export const body = style({
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

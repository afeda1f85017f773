import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: vars.color.border.neutral,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.bg.surface,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
});

export const title = style({
  margin: 0,
  color: vars.color.fg.neutral,
  fontSize: vars.heading[4].size,
  lineHeight: vars.heading[4].lineHeight,
  fontWeight: vars.heading[4].weight,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.fg.secondary,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  overflowWrap: 'anywhere',
});

export const action = style({ marginTop: vars.space.xsmall });

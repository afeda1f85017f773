import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
});

export const iconWrap = style({
  display: 'inline-flex',
  padding: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.criticalSoft,
  color: vars.color.fg.critical,
});

export const title = style({
  margin: 0,
  fontSize: vars.heading[2].size,
  lineHeight: vars.heading[2].lineHeight,
  fontWeight: vars.heading[2].weight,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  color: vars.color.fg.secondary,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.medium,
});

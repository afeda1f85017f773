import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/breakpoints';
import { vars } from '../../tokens/contract.css';

/** Stacked on mobile, two equal panels from tablet up. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  color: vars.color.fg.neutral,
  backgroundColor: vars.color.bg.surface,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const brandPanel = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  backgroundColor: vars.color.bg.brandAccentSoft,
  '@media': {
    [mediaQuery.desktop]: { padding: vars.space.xxlarge },
  },
});

export const logo = style({ color: vars.color.fg.brandAccent, display: 'inline-flex' });

export const heading = style({
  margin: 0,
  fontSize: vars.heading[1].size,
  lineHeight: vars.heading[1].lineHeight,
  fontWeight: vars.heading[1].weight,
  overflowWrap: 'anywhere',
});

export const tagline = style({
  margin: 0,
  maxWidth: '28rem',
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
});

export const version = style({
  margin: 0,
  color: vars.color.fg.secondary,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const formPanel = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  outline: 'none',
  '@media': {
    [mediaQuery.desktop]: { padding: vars.space.xxlarge },
  },
});

export const formInner = style({ width: '100%', maxWidth: '28rem', marginInline: 'auto' });

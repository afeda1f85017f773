import { style } from '@vanilla-extract/css';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  color: vars.color.fg.secondary,
  overflowWrap: 'anywhere',
});

/** The chevron between crumbs; drawn with borders so it needs no glyph or icon. */
export const separator = style({
  display: 'inline-block',
  width: '0.4em',
  height: '0.4em',
  marginInline: vars.space.xxsmall,
  borderTop: `0.1em solid ${vars.color.fg.secondary}`,
  borderRight: `0.1em solid ${vars.color.fg.secondary}`,
  transform: 'rotate(45deg)',
  selectors: { [`${item}:last-child > &`]: { display: 'none' } },
});

export const link = style({
  color: vars.color.fg.link,
  textDecorationLine: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationLine: 'underline', color: vars.color.fg.linkHover },
    '&[data-focus-visible]': focusRingVisible,
    '&[data-current]': {
      color: vars.color.fg.neutral,
      fontWeight: vars.font.weight.strong,
      cursor: 'default',
      textDecorationLine: 'none',
    },
    '&:not([href]):not([data-current])': { color: vars.color.fg.secondary, cursor: 'default' },
  },
});

import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../tokens/contract.css';
import { mediaQuery } from './breakpoints';

const space = { none: '0', ...vars.space };

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/**
 * Layout atoms that take one value at every width: nothing set them per breakpoint, and each
 * responsive property costs three class names per value in the sprinkles table every screen
 * loads.
 */
const fixedLayoutProperties = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    rowGap: space,
    columnGap: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: ['auto', '100%'],
    height: ['auto', '100%'],
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const { body: _body, ...surfaceBackgrounds } = vars.color.bg;

const colorProperties = defineProperties({
  properties: {
    color: vars.color.fg,
    // `body` stays off the atoms: only the theme root paints it.
    background: surfaceBackgrounds,
    borderColor: vars.color.border,
  },
});

const shapeProperties = defineProperties({
  properties: {
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    borderStyle: ['none', 'solid'],
    borderWidth: { none: '0', standard: '1px', large: '2px' },
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
    fontWeight: vars.font.weight,
    minWidth: ['0'],
  },
});

export const sprinkles = createSprinkles(
  responsiveProperties,
  fixedLayoutProperties,
  colorProperties,
  shapeProperties,
);

export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof space;

import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQuery } from '../../css/breakpoints';

const columnCounts = [1, 2, 3, 4, 6, 12] as const;

const gridProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    gridTemplateColumns: Object.fromEntries(
      columnCounts.map((count) => [count, `repeat(${count}, minmax(0, 1fr))`]),
    ) as Record<(typeof columnCounts)[number], string>,
  },
});

export const gridSprinkles = createSprinkles(gridProperties);
export type GridColumns = NonNullable<Parameters<typeof gridSprinkles>[0]['gridTemplateColumns']>;

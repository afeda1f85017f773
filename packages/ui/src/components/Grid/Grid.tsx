import type { ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box, type BoxElement } from '../Box/Box';
import { type GridColumns, gridSprinkles } from './Grid.css';

export interface GridProps {
  /** Equal-width columns, responsive: `[1, 2, 4]` = 1 on mobile, 2 on tablet, 4 on desktop. */
  columns: GridColumns;
  space: Sprinkles['gap'] & {};
  as?: BoxElement;
  children?: ReactNode;
  'aria-label'?: string;
}

/** Children in equal columns with an even token gap. */
export function Grid({ columns, space, as = 'div', children, ...rest }: GridProps) {
  return (
    <Box
      as={as}
      display="grid"
      gap={space}
      className={gridSprinkles({ gridTemplateColumns: columns })}
      data-component="Grid"
      {...rest}
    >
      {children}
    </Box>
  );
}

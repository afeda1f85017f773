import type { ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box, type BoxElement } from '../Box/Box';

export interface InlineProps {
  /** Gap between children (both axes when they wrap), responsive. */
  space: Sprinkles['gap'] & {};
  align?: Sprinkles['justifyContent'];
  alignY?: Sprinkles['alignItems'];
  /** Keep children on one line instead of wrapping. */
  noWrap?: boolean;
  as?: BoxElement;
  children?: ReactNode;
  'aria-label'?: string;
}

/** Children side by side, wrapping onto new lines, with an even token gap. */
export function Inline({
  space,
  align = 'flex-start',
  alignY = 'center',
  noWrap = false,
  as = 'div',
  children,
  ...rest
}: InlineProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={space}
      justifyContent={align}
      alignItems={alignY}
      data-component="Inline"
      {...rest}
    >
      {children}
    </Box>
  );
}

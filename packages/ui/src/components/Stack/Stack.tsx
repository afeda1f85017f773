import type { ReactNode } from 'react';
import type { Space, Sprinkles } from '../../css/sprinkles.css';
import { Box, type BoxElement } from '../Box/Box';

export const stackAlignments = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

export interface StackProps {
  /** Gap between children, responsive (`['small', 'large']` = mobile, tablet…). */
  space: Sprinkles['gap'] & {};
  align?: Sprinkles['alignItems'];
  as?: BoxElement;
  children?: ReactNode;
  'aria-label'?: string;
}

/** Children one under another with an even token gap. */
export function Stack({ space, align = 'stretch', as = 'div', children, ...rest }: StackProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align}
      data-component="Stack"
      {...rest}
    >
      {children}
    </Box>
  );
}

export type { Space };

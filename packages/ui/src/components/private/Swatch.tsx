import type { ReactNode } from 'react';
import { Box } from '../Box/Box';

/** A labelled block used by layout stories and tests to make gaps visible. */
export function Swatch({ children }: { children: ReactNode }) {
  return (
    <Box
      background="brandAccentSoft"
      color="neutral"
      borderStyle="solid"
      borderWidth="standard"
      borderColor="brandAccent"
      borderRadius="small"
      paddingX="small"
      paddingY="xsmall"
    >
      {children}
    </Box>
  );
}

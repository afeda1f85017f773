import { Box, BrandHeader } from '@staydesk/ui';
import type { ReactNode } from 'react';

/** The frame of a public page: the brand's header across the top, then the page's content. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box>
      <BrandHeader />
      <Box as="main" paddingX={['medium', 'xlarge']} paddingY="xlarge">
        {children}
      </Box>
    </Box>
  );
}

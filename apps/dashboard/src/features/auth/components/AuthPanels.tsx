import { APP_VERSION } from '@staydesk/domain';
import { Box, Stack, useBrand } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { format, useT } from '../../../i18n';

/**
 * The two-panel layout of the sign-in and sign-up pages (spec §1): product name, tagline and
 * version label on the left, the form on the right.
 */
export function AuthPanels({ children }: { children: ReactNode }) {
  const t = useT();
  const { productName, Logo } = useBrand();
  return (
    <Box as="main" display="flex" data-auth-layout="">
      <Box as="section" padding="xlarge" aria-label={productName}>
        <Stack space="medium">
          <Logo />
          <h2>{productName}</h2>
          <p>{t.auth.tagline}</p>
          <p>{format(t.auth.versionLabel, { version: APP_VERSION })}</p>
        </Stack>
      </Box>
      <Box as="section" padding="xlarge">
        {children}
      </Box>
    </Box>
  );
}

import { APP_VERSION } from '@staydesk/domain';
import { AuthLayout, Stack } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { format } from '../../../i18n';
import { useAuthTexts } from '../messages';

/**
 * The two-panel layout of the sign-in and sign-up pages (spec §1): product name, tagline and
 * version label on the left; the form, titled by the page's h1, on the right.
 */
export function AuthPanels({ children }: { children: ReactNode }) {
  const t = useAuthTexts();
  return (
    <AuthLayout
      headingLevel={2}
      tagline={t.auth.tagline}
      version={format(t.auth.versionLabel, { version: APP_VERSION })}
    >
      <Stack space="large">{children}</Stack>
    </AuthLayout>
  );
}

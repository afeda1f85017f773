import type { BrandTheme } from '@staydesk/ui';
import { RouterProvider } from 'react-router';
import type { ClientSettings } from '../lib/client-settings';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

export function App({
  theme,
  settings,
  router,
}: {
  theme: BrandTheme;
  settings: ClientSettings;
  router: AppRouter;
}) {
  return (
    <AppProviders theme={theme} settings={settings}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

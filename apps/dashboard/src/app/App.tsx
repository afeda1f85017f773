import type { BrandTheme } from '@staydesk/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { ClientSettings } from '../lib/client-settings';
import { AppProviders } from './providers';
import { createRouter } from './router';

export function App({ theme, settings }: { theme: BrandTheme; settings: ClientSettings }) {
  const [router] = useState(createRouter);
  return (
    <AppProviders theme={theme} settings={settings}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

import type { BrandTheme } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { type ClientSettings, ClientSettingsProvider } from '../lib/client-settings';
import { SwrProvider } from '../lib/swr';
import { UiStateProvider } from '../lib/ui-state';
import { ThemedRoot } from './themed-root';

export function AppProviders({
  theme,
  settings,
  children,
}: {
  theme: BrandTheme;
  settings: ClientSettings;
  children: ReactNode;
}) {
  return (
    <ClientSettingsProvider initial={settings}>
      <UiStateProvider>
        <ThemedRoot theme={theme}>
          <SwrProvider>{children}</SwrProvider>
        </ThemedRoot>
      </UiStateProvider>
    </ClientSettingsProvider>
  );
}

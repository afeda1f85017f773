import { type BrandTheme, ThemeProvider } from '@staydesk/ui';
import type { ReactNode } from 'react';
import {
  type ClientSettings,
  ClientSettingsProvider,
  useClientSettings,
} from '../lib/client-settings';
import { SwrProvider } from '../lib/swr';
import { UiStateProvider } from '../lib/ui-state';

/** Applies the brand and the persisted light/dark choice at the root (data-color-mode). */
function ThemedRoot({ theme, children }: { theme: BrandTheme; children: ReactNode }) {
  const { settings } = useClientSettings();
  return (
    <ThemeProvider theme={theme} mode={settings.theme.type}>
      {children}
    </ThemeProvider>
  );
}

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

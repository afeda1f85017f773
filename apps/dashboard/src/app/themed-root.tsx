import { type BrandTheme, ThemeProvider } from '@staydesk/ui';
import { type ReactNode, useLayoutEffect } from 'react';
import { setActiveLanguage } from '../i18n';
import { useClientSettings } from '../lib/client-settings';

/**
 * Applies the brand and the persisted light/dark choice at the root (data-color-mode). The
 * sign-in page (app/SignInPage.tsx) renders it too, without the app's other providers.
 */
export function ThemedRoot({ theme, children }: { theme: BrandTheme; children: ReactNode }) {
  const { settings } = useClientSettings();
  // `format` outside hooks formats in this language; screen readers and the browser's own
  // hyphenation and spell checking follow <html lang>.
  setActiveLanguage(settings.language);
  useLayoutEffect(() => {
    document.documentElement.lang = settings.language;
  }, [settings.language]);
  return (
    <ThemeProvider theme={theme} mode={settings.theme.type}>
      {children}
    </ThemeProvider>
  );
}

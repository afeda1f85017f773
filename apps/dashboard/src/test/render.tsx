import type { RoleGrants, User } from '@staydesk/domain';
import { ThemeProvider, ToastRegion } from '@staydesk/ui';
import { staydeskTheme } from '@staydesk/ui/themes/staydesk';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { render } from 'vitest-browser-react';
import { loadLanguage } from '../i18n';
import { CurrentUserProvider } from '../lib/auth';
import { ClientSettingsProvider, type Language } from '../lib/client-settings';
import { swrConfig } from '../lib/swr';

export const TEST_USER: User = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2030-01-01T09:00:00.000Z',
  updatedAt: '2030-01-01T09:00:00.000Z',
  createdBy: null,
  version: 1,
  deleted: false,
  email: 'ada@staydesk.test',
  fullName: 'Ada Admin',
  firstName: 'Ada',
  role: 'admin',
  imageUrl: null,
  experiments: [],
  phone: null,
  isActive: true,
  lastSignInAt: null,
};

export interface AppRenderOptions {
  language?: Language;
  user?: User;
  users?: readonly User[];
  /** The finance permissions granted per role beyond the table's defaults (none unless given). */
  roleGrants?: RoleGrants;
  /** The route the component is shown at; other paths render their path, to see a navigation. */
  at?: string;
}

/**
 * Renders a feature component as the app would show it: the user's language and theme, a fresh
 * SWR cache, the signed-in user, a router and the toasts. Its data comes as props; the network
 * is whatever the test answers (test/network.ts).
 */
export async function renderInApp(ui: ReactNode, options: AppRenderOptions = {}) {
  const {
    language = 'en',
    user = TEST_USER,
    users = [user],
    roleGrants = {},
    at = '/record',
  } = options;
  await loadLanguage(language);
  return render(
    <ClientSettingsProvider initial={{ theme: { type: 'light', custom: false }, language }}>
      <ThemeProvider theme={staydeskTheme} mode="light">
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <CurrentUserProvider value={{ userData: user, roleGrants, users, companies: [] }}>
            <MemoryRouter initialEntries={[at]}>
              <Routes>
                <Route path={at} element={ui} />
                <Route path="*" element={<NavigatedTo />} />
              </Routes>
            </MemoryRouter>
            <ToastRegion aria-label="Notifications" dismissLabel="Dismiss" />
          </CurrentUserProvider>
        </SWRConfig>
      </ThemeProvider>
    </ClientSettingsProvider>,
  );
}

function NavigatedTo() {
  const location = useLocation();
  return <output data-testid="navigated">{`${location.pathname}${location.search}`}</output>;
}

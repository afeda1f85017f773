import type { BrandTheme } from '@staydesk/ui';
import { BrowserRouter } from 'react-router';
import type { ClientSettings } from '../lib/client-settings';
import { RouteTree } from '../lib/routing';
import { AppProviders } from './providers';
import { routes } from './router';

/**
 * Navigations render at once rather than in a transition (`useTransitions={false}`): a screen
 * whose chunk is still downloading shows the loader where it will appear, as the spec's loading
 * state asks, instead of leaving the previous screen up with no sign that anything happened.
 */
export function App({ theme, settings }: { theme: BrandTheme; settings: ClientSettings }) {
  return (
    <AppProviders theme={theme} settings={settings}>
      <BrowserRouter useTransitions={false}>
        <RouteTree routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}

// The sign-in page's entry (signin.html, a second input of the dashboard's build).
import '@staydesk/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadBrandTheme } from './app/brand';
import { loadFirstSettings } from './app/first-settings';
import { SignInPage } from './app/SignInPage';
import { showStartupFailure } from './app/startup-failure';
import { env } from './config/env';
import { href } from './config/paths';
import { fetchPublicSettings } from './lib/fetch-global-settings';
import { safeFrom } from './lib/safe-redirect';
import { canWrite } from './lib/storage';

/**
 * /signin is the first screen of most visits, so it is a page of its own: React, react-aria's
 * fields, the design system's few parts and the sign-in call, without the dashboard's router,
 * data layer and module table. The server answers it at /signin; inside the dashboard, /signin
 * stays a route of the app (after a log-out, a session failure).
 */
const container = document.getElementById('root');
if (!container) throw new Error('signin.html has no #root element');

// This page hands the session to the dashboard's page through storage. Where the browser refuses
// to store it (spec §8: a warning, and the session lives in memory), the dashboard sends the
// visitor to its own sign-in route, in the page that will go on to show it.
if (!canWrite('local') || !canWrite('session')) {
  const from = new URLSearchParams(window.location.search).get('from');
  window.location.replace(safeFrom(from, href('home')));
} else {
  const root = createRoot(container);
  try {
    const { BRAND } = env();
    const globalSettings = fetchPublicSettings();
    // Awaited by the page; a failure meanwhile is not an unhandled rejection.
    globalSettings.catch(() => undefined);
    const [theme, settings] = await Promise.all([loadBrandTheme(BRAND), loadFirstSettings()]);
    root.render(
      <StrictMode>
        <SignInPage theme={theme} settings={settings} globalSettings={globalSettings} />
      </StrictMode>,
    );
  } catch (error) {
    await showStartupFailure(root, error);
  }
}

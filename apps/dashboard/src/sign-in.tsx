// The sign-in page's entry (signin.html, built beside the dashboard: vite.config.ts).
import '@staydesk/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { loadBrandTheme } from './app/brand';
import { showStartupFailure } from './app/startup-failure';
import { env } from './config/env';
import { href } from './config/paths';
import { prefetchDashboard } from './lib/handover';
import { safeFrom } from './lib/safe-redirect';
import { canWrite } from './lib/storage';
import { nextTask } from './lib/tasks';

const container = document.getElementById('root');
if (!container) throw new Error('signin.html has no #root element');

/**
 * /signin is the first screen of most visits, so it is a page of its own (issue #11): React,
 * react-aria's fields, the design system's few parts and the sign-in call, without the
 * dashboard's router, data layer and module table (120 KiB gzip at most, the bundle budget).
 * Start-up in steps as main.tsx's, each in a task of its own (no long task): the environment's
 * settings and the theme; the API client and the global settings call; the client settings and
 * their texts; react-dom; the page. Each step's modules are in the entry's own file
 * (vite.config.ts, `signInPageConfig`): an import only evaluates what is already there.
 */
async function start(rootElement: HTMLElement): Promise<void> {
  // This page hands the session to the dashboard's page through storage. Where the browser
  // refuses to store it (spec §8: a warning, and the session lives in memory), the dashboard
  // sends the visitor to its own sign-in route, in the page that will go on to show it.
  if (!canWrite('local') || !canWrite('session')) {
    const from = new URLSearchParams(window.location.search).get('from');
    window.location.replace(safeFrom(from, href('home')));
    return;
  }
  try {
    const { BRAND } = env();
    const theme = loadBrandTheme(BRAND);
    theme.catch(() => undefined);
    await nextTask();
    const globalSettings = (await import('./lib/global-settings')).fetchGlobalSettings();
    globalSettings.catch(() => undefined);
    await nextTask();
    const settings = (await import('./app/first-settings')).loadFirstSettings();
    settings.catch(() => undefined);
    await nextTask();
    const { pageRoot } = await import('./app/page-root');
    const appRoot = pageRoot(rootElement);
    await nextTask();
    const [{ SignInPage }, loadedTheme, loadedSettings] = await Promise.all([
      import('./app/SignInPage'),
      theme,
      settings,
    ]);
    // In a transition, as main.tsx's first render: React renders in slices of about 5 ms.
    startTransition(() => {
      appRoot.render(
        <StrictMode>
          <SignInPage
            theme={loadedTheme}
            settings={loadedSettings}
            globalSettings={globalSettings}
          />
        </StrictMode>,
      );
    });
    prefetchDashboard(__DASHBOARD_FILES__, BRAND);
  } catch (error) {
    await showStartupFailure(rootElement, error);
  }
}

void start(container);

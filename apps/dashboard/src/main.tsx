// The design system's component styles; the configured brand's tokens load in app/brand.ts.
import '@staydesk/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { loadBrandTheme } from './app/brand';
import { showStartupFailure } from './app/startup-failure';
import { env } from './config/env';
import { nextTask } from './lib/tasks';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Start-up in steps, each in a task of its own (issue #11): the environment's settings and the
 * theme; the API client (zod and the domain's schemas it reads); the first request; the client
 * settings and their texts; the modules' registrations; the app's root and its fallbacks; the
 * route table, matched against the address; entering the address (its chunks and data);
 * react-dom; the app. As one module graph evaluated at once they were one 600–900 ms task at 4×
 * CPU, during which the page could neither paint nor answer; as seven steps the route table's
 * (110–210 ms at 4×) and the first request's (100–160) were still the longest. Each step's module
 * is imported here, not above, but built into the entry's own chunk (vite.config.ts, `boot`): its
 * code downloads with the entry, and the import only evaluates what is already there.
 */
async function start(rootElement: HTMLElement): Promise<void> {
  try {
    const { BRAND } = env();
    const theme = loadBrandTheme(BRAND);
    // Awaited below; a failure meanwhile is not an unhandled rejection.
    theme.catch(() => undefined);
    await nextTask();
    const { startFirstRequests } = await import('./app/first-requests');
    await nextTask();
    startFirstRequests();
    await nextTask();
    const settings = (await import('./app/first-settings')).loadFirstSettings();
    settings.catch(() => undefined);
    await nextTask();
    await import('./app/modules');
    await nextTask();
    await import('./app/fallbacks');
    await nextTask();
    await import('./app/AppRoot');
    await nextTask();
    const { routes, enterRoutes, matchAddress } = await import('./app/router');
    const matches = matchAddress(routes, window.location);
    await nextTask();
    // The route's chunks and first requests.
    enterRoutes(routes, window.location, matches);
    await nextTask();
    const appRoot = (await import('./app/page-root')).pageRoot(rootElement);
    await nextTask();
    const [{ App }, loadedTheme, loadedSettings] = await Promise.all([
      import('./app/App'),
      theme,
      settings,
    ]);
    // The first render is a transition (issue #11): React renders it in slices of about 5 ms,
    // yielding to the browser between them, where an urgent render is one task: the shell and
    // the first list's rows, with the compiling of their code, were one 250–440 ms task at 4×
    // CPU.
    startTransition(() => {
      appRoot.render(
        <StrictMode>
          <App theme={loadedTheme} settings={loadedSettings} />
        </StrictMode>,
      );
    });
  } catch (error) {
    await showStartupFailure(rootElement, error);
  }
}

void start(container);

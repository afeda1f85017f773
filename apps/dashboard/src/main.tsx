// The design system's component styles; the configured brand's tokens load in app/brand.ts.
import '@staydesk/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadBrandTheme } from './app/brand';
import { StartupFailure } from './app/StartupFailure';
import { env, MissingEnvError } from './config/env';
import { loadLanguage } from './i18n';
import { api } from './lib/api-client';
import { rehydrateClientSettings } from './lib/client-settings';
import { globalSettingsKey } from './lib/global-settings';
import { enterRoutes } from './lib/routing';
import { nextTask } from './lib/tasks';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/**
 * Start-up in steps, each in a task of its own (issue #11): the first requests; the route table
 * (every module's registration, with the domain's schemas they read); entering the address (its
 * chunks and data); the app. As one module graph evaluated at once they were one 600–900 ms task
 * at 4× CPU, during which the page could neither paint nor answer. The route table and the app
 * are imported here, not above, but built into the entry's own chunk (vite.config.ts, `boot`):
 * their code downloads with it, and each import only evaluates what is already there.
 */
async function start(): Promise<void> {
  try {
    const { BRAND } = env();
    // Everything the first screen needs that the route table does not starts now, in parallel:
    // the global settings call, the theme and the language.
    api.prefetch(globalSettingsKey);
    const themeAndSettings = Promise.all([
      loadBrandTheme(BRAND),
      // The persisted language's texts load beside the theme (English ships with the code).
      rehydrateClientSettings().then(async (settings) => {
        await loadLanguage(settings.language);
        return settings;
      }),
    ]);
    // Awaited below; a failure meanwhile is not an unhandled rejection.
    themeAndSettings.catch(() => undefined);
    await nextTask();
    const { routes } = await import('./app/router');
    await nextTask();
    // The route's chunks and first requests.
    enterRoutes(routes, window.location);
    await nextTask();
    const [{ App }, [theme, settings]] = await Promise.all([import('./app/App'), themeAndSettings]);
    // The first render is a transition (issue #11): React renders it in slices of about 5 ms,
    // yielding to the browser between them, where an urgent render is one task: the shell and
    // the first list's rows, with the compiling of their code, were one 250–440 ms task at 4×
    // CPU.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App theme={theme} settings={settings} />
        </StrictMode>,
      );
    });
  } catch (error) {
    // Spec §5/§8: a missing setting stops start-up with its 'Add ...' message, shown plainly.
    console.error(error);
    const message =
      error instanceof MissingEnvError || error instanceof Error ? error.message : String(error);
    const theme = await loadBrandTheme('staydesk');
    root.render(<StartupFailure theme={theme} message={message} />);
  }
}

void start();

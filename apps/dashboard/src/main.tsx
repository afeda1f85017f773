// The design system's component styles; the configured brand's tokens load in app/brand.ts.
import '@staydesk/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadBrandTheme } from './app/brand';
import { routes } from './app/router';
import { StartupFailure } from './app/StartupFailure';
import { env, MissingEnvError } from './config/env';
import { loadLanguage } from './i18n';
import { api } from './lib/api-client';
import { rehydrateClientSettings } from './lib/client-settings';
import { globalSettingsKey } from './lib/global-settings';
import { enterRoutes } from './lib/routing';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function start(): Promise<void> {
  try {
    const { BRAND } = env();
    // Everything the first screen needs starts now, in parallel (issue #11): the global settings
    // call, the route's chunks and data (entering it), the theme and the language.
    api.prefetch(globalSettingsKey);
    enterRoutes(routes, window.location);
    // The persisted language's texts load beside the theme (English ships with the code).
    const [theme, settings] = await Promise.all([
      loadBrandTheme(BRAND),
      rehydrateClientSettings().then(async (settings) => {
        await loadLanguage(settings.language);
        return settings;
      }),
    ]);
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

// The design system's component styles; the configured brand's tokens load in app/brand.ts.
import '@staydesk/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadBrandTheme } from './app/brand';
import { startFirstRequests } from './app/first-requests';
import { loadFirstSettings } from './app/first-settings';
import { enterRoutes, routes } from './app/router';
import { showStartupFailure } from './app/startup-failure';
import { env } from './config/env';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

try {
  const { BRAND } = env();
  // The global settings call and the address's chunks and data start now, while the brand theme
  // and the language's texts load, rather than once the app first renders.
  startFirstRequests();
  enterRoutes(routes, window.location);
  const [theme, settings] = await Promise.all([loadBrandTheme(BRAND), loadFirstSettings()]);
  root.render(
    <StrictMode>
      <App theme={theme} settings={settings} />
    </StrictMode>,
  );
} catch (error) {
  await showStartupFailure(root, error);
}

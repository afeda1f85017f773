import { NavigationProvider, ToastRegion } from '@staydesk/ui';
import { Suspense, useEffect } from 'react';
import { type NavigateOptions, Outlet, useHref, useNavigate } from 'react-router';
import { useT } from '../i18n';
import { useSessionExpiry } from '../lib/auth';
import { useConnectivitySnackbar } from '../lib/connectivity';
import { usePublicSettings } from '../lib/global-settings';
import { registerNavigate } from '../lib/navigation';
import { RouteLoadingFallback, StartupErrorFallback } from './fallbacks';
import { SnackbarRegion } from './SnackbarRegion';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Resolves in-app paths like the router; `tel:`, `mailto:` and full URLs stay as they are. */
function useAppHref(to: string): string {
  const resolved = useHref(to);
  return /^[a-z][a-z0-9+.-]*:/i.test(to) ? to : resolved;
}

/**
 * The root of every route: hands the router to the design system's links and to code outside React,
 * watches the 24-hour session limit, and holds the app until global settings have loaded.
 */
export function AppRoot() {
  const navigate = useNavigate();
  const t = useT();
  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
  }, [navigate]);
  useSessionExpiry();
  useConnectivitySnackbar();
  const settings = usePublicSettings();

  return (
    <NavigationProvider navigate={(to, options) => void navigate(to, options)} useHref={useAppHref}>
      {settings.data ? (
        // A screen whose chunk is downloading shows the loader; inside the dashboard its layout
        // shows it in the content area instead.
        <Suspense fallback={<RouteLoadingFallback />}>
          <Outlet />
        </Suspense>
      ) : settings.error ? (
        <StartupErrorFallback retry={() => void settings.mutate()} />
      ) : (
        <RouteLoadingFallback />
      )}
      <SnackbarRegion />
      <ToastRegion aria-label={t.layout.notifications} dismissLabel={t.common.dismiss} />
    </NavigationProvider>
  );
}

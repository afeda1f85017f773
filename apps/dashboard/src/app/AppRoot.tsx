import { NavigationProvider, ToastRegion } from '@staydesk/ui';
import { useEffect } from 'react';
import {
  type NavigateOptions,
  Outlet,
  useHref,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router';
import { href } from '../config/paths';
import { useT } from '../i18n';
import { useSessionExpiry } from '../lib/auth';
import { useConnectivitySnackbar } from '../lib/connectivity';
import { useGlobalSettings } from '../lib/global-settings';
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
  const settings = useGlobalSettings();
  // The data router keeps the old screen while the next one's chunk loads; say so. Inside the
  // dashboard its layout shows the loader in the content area instead.
  const isNavigating = useNavigation().state !== 'idle';
  const inDashboard = useLocation().pathname.startsWith(href('home'));

  return (
    <NavigationProvider navigate={(to, options) => void navigate(to, options)} useHref={useAppHref}>
      {settings.data ? (
        <Outlet />
      ) : settings.error ? (
        <StartupErrorFallback retry={() => void settings.mutate()} />
      ) : (
        <RouteLoadingFallback />
      )}
      {isNavigating && !inDashboard && settings.data ? <RouteLoadingFallback /> : null}
      <SnackbarRegion />
      <ToastRegion aria-label={t.layout.notifications} dismissLabel={t.common.dismiss} />
    </NavigationProvider>
  );
}

import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useHref, useNavigate, useNavigation } from 'react-router';
import { useSessionExpiry } from '../lib/auth';
import { useGlobalSettings } from '../lib/global-settings';
import { registerNavigate } from '../lib/navigation';
import { RouteLoadingFallback, StartupErrorFallback } from './fallbacks';
import { SnackbarRegion } from './SnackbarRegion';
import { ToastRegion } from './ToastRegion';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * The root of every route: hands the router to the UI links (RAC) and to code outside React,
 * watches the 24-hour session limit, and holds the app until global settings have loaded.
 */
export function AppRoot() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
  }, [navigate]);
  useSessionExpiry();
  const settings = useGlobalSettings();
  // The data router keeps the old screen while the next one's chunk loads; say so.
  const isNavigating = useNavigation().state !== 'idle';

  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {settings.data ? (
        <Outlet />
      ) : settings.error ? (
        <StartupErrorFallback retry={() => void settings.mutate()} />
      ) : (
        <RouteLoadingFallback />
      )}
      {isNavigating && settings.data ? <RouteLoadingFallback /> : null}
      <SnackbarRegion />
      <ToastRegion />
    </AriaRouterProvider>
  );
}

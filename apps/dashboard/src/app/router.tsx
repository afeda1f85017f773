import { SCREENS, screenHref } from '@staydesk/domain';
import { Box } from '@staydesk/ui';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import { sessionKeys } from '../lib/auth';
import { lazyComponent } from '../lib/chunk';
import { navLabels } from '../lib/module';
import type { RouteHandle } from '../lib/routing';
import { isSignedIn } from '../lib/session';
import { AppRoot } from './AppRoot';
import { dashboardRoutesOf } from './module-routes';
import { MODULES } from './modules';
import { RouteBoundary } from './route-boundary';

// main.tsx enters the first address with the route table it imports from here.
export { enterRoutes, matchAddress } from '../lib/routing';

/**
 * The route table of spec §2. Routes stay thin: path, lazy chunk, guard and error
 * boundary. Each screen module is its own chunk, loaded when first entered (lib/routing.tsx).
 * The dashboard's screens come from the module descriptors; only the public pages are listed here.
 */

/** A lazily loaded public screen. */
function screen(path: string, load: () => Promise<ComponentType>): RouteObject {
  const { Component, preload } = lazyComponent(load);
  const handle: RouteHandle = {
    enter: () => {
      preload();
      return undefined;
    },
  };
  return {
    path,
    element: (
      <RouteBoundary>
        <Component />
      </RouteBoundary>
    ),
    handle,
  };
}

const features = {
  signIn: () => import('../features/auth/sign-in-route'),
  auth: () => import('../features/auth/routes'),
  publicPages: () => import('../features/public/routes'),
  errors: () => import('../features/errors/routes'),
  layout: () => import('../features/layout/routes'),
};

/** Every screen under /dashboard, from the registered module descriptors (src/app/modules.ts). */
export const dashboardRoutes: RouteObject[] = dashboardRoutesOf(MODULES);

/** The start-up calls are started ahead once per page load: the layout mounts once. */
let sessionPrefetched = false;

const layout = lazyComponent(() => features.layout().then((m) => m.DashboardLayout));

/**
 * Entering the dashboard signed in starts, the first time, the three start-up calls (spec §3)
 * before the layout first renders: the layout's own requests take their answers (lib/api-client
 * `prefetch`). The layout is a lazy chunk (the server links it for /dashboard addresses), so
 * that the pages outside the dashboard do not load it. Signed out it starts nothing, so a
 * signed-out visit downloads nothing more before RequireSession sends it to sign-in.
 */
export function enterDashboard(): boolean {
  if (!isSignedIn()) return false;
  if (!sessionPrefetched) {
    sessionPrefetched = true;
    for (const url of Object.values(sessionKeys)) api.prefetch(url);
  }
  layout.preload();
  return true;
}

/**
 * The app shell around the dashboard, and around the error and not-found pages too, so that a
 * signed-in user who meets them keeps the top bar and the sidebar. Without a token the
 * dashboard redirects to /signin, remembering where the user was going (spec §2), while the
 * error and not-found pages show on their own.
 */
function ShellRoute() {
  const { pathname, search } = useLocation();
  const inDashboard = pathname === SCREENS.home || pathname.startsWith(`${SCREENS.home}/`);
  if (!isSignedIn()) {
    if (inDashboard) return <Navigate replace to={paths.signIn.href(`${pathname}${search}`)} />;
    return (
      <Box as="main">
        <Outlet />
      </Box>
    );
  }
  return (
    <RouteBoundary>
      <layout.Component navLabels={labels} standalone={!inDashboard} />
    </RouteBoundary>
  );
}

/** `/` (spec: "landing, content not shown"): signed-in users go to the dashboard, others to sign-in. */
function LandingRedirect() {
  return <Navigate replace to={isSignedIn() ? screenHref('home') : paths.signIn.href()} />;
}

const labels = navLabels(MODULES);
const dashboardHandle: RouteHandle = { enter: enterDashboard };
/** The error and not-found pages draw in the shell when signed in: its chunk and calls start. */
const shellHandle: RouteHandle = {
  enter: () => {
    enterDashboard();
    return undefined;
  },
};

export const routes: RouteObject[] = [
  {
    element: (
      <RouteBoundary>
        <AppRoot />
      </RouteBoundary>
    ),
    children: [
      { path: paths.landing.path, element: <LandingRedirect /> },
      screen(paths.signIn.path, () => features.signIn().then((m) => m.SignInRoute)),
      screen(paths.signUp.path, () => features.auth().then((m) => m.SignUpRoute)),
      screen(paths.recoverPassword.path, () => features.auth().then((m) => m.RecoverPasswordRoute)),
      screen(paths.newPassword.path, () => features.auth().then((m) => m.NewPasswordRoute)),
      screen(paths.verifyEmail.path, () => features.auth().then((m) => m.VerifyEmailRoute)),
      screen(paths.publicProperty.path, () =>
        features.publicPages().then((m) => m.PublicPropertyRoute),
      ),
      screen(paths.publicRequestProperty.path, () =>
        features.publicPages().then((m) => m.RequestPropertyRoute),
      ),
      screen(paths.publicRequestConfirmation.path, () =>
        features.publicPages().then((m) => m.RequestConfirmationRoute),
      ),
      {
        element: <ShellRoute />,
        handle: shellHandle,
        children: [
          { path: SCREENS.home, handle: dashboardHandle, children: dashboardRoutes },
          screen(paths.error.path, () => features.errors().then((m) => m.ErrorRoute)),
          screen('*', () => features.errors().then((m) => m.NotFoundRoute)),
        ],
      },
    ],
  },
];

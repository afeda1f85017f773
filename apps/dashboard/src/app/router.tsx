import { SCREENS, screenHref } from '@staydesk/domain';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import { sessionKeys } from '../lib/auth';
import { safeLazy, withChunkTimeout } from '../lib/chunk';
import { navLabels } from '../lib/module';
import { isSignedIn } from '../lib/session';
import { AppRoot } from './AppRoot';
import { RouteErrorFallback, RouteLoadingFallback } from './fallbacks';
import { dashboardRoutesOf } from './module-routes';
import { MODULES } from './modules';

/**
 * The route table of spec §2. Routes stay thin (STYLE §8): path, lazy chunk, guard and error
 * boundary. Each screen module is its own chunk, loaded when first visited. The dashboard's
 * screens come from the module descriptors; only the public pages are listed here.
 */

type Load = () => Promise<ComponentType>;

/** A lazily loaded public screen. */
function screen(path: string, load: Load): RouteObject {
  const lazy = safeLazy(async () => ({ Component: await withChunkTimeout(load()) }));
  return { path, lazy, ErrorBoundary: RouteErrorFallback };
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

/**
 * Without a token the dashboard redirects to /signin, remembering where the user was going
 * (spec §2). Runs before the layout chunk loads, so a signed-out visit downloads nothing more.
 * Signed in, the first time it starts the three start-up calls (spec §3) while the layout chunk
 * downloads: the layout's own requests take their answers (lib/api-client `prefetch`). Later
 * runs (a change of query revalidates it) leave them to SWR's cache.
 */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (isSignedIn()) {
    if (!sessionPrefetched) {
      sessionPrefetched = true;
      for (const url of Object.values(sessionKeys)) api.prefetch(url);
    }
    return null;
  }
  const url = new URL(request.url);
  throw redirect(paths.signIn.href(`${url.pathname}${url.search}`));
}

/** `/` (spec: "landing, content not shown"): signed-in users go to the dashboard, others to sign-in. */
export function landingRedirect() {
  throw redirect(isSignedIn() ? screenHref('home') : paths.signIn.href());
}

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: RouteLoadingFallback,
    ErrorBoundary: RouteErrorFallback,
    children: [
      { path: paths.landing.path, loader: landingRedirect },
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
      screen(paths.error.path, () => features.errors().then((m) => m.ErrorRoute)),
      {
        path: SCREENS.home,
        loader: requireSession,
        lazy: safeLazy(async () => {
          const Layout = await withChunkTimeout(features.layout().then((m) => m.DashboardLayout));
          return { element: <Layout navLabels={navLabels(MODULES)} /> };
        }),
        ErrorBoundary: RouteErrorFallback,
        children: dashboardRoutes,
      },
      screen('*', () => features.errors().then((m) => m.NotFoundRoute)),
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router starts the first route's loaders and lazy chunks as soon as it is created: main.tsx
 * creates it before awaiting the theme, so screen code, its data and the theme download together.
 */
export function createRouter(): AppRouter {
  return createBrowserRouter(routes);
}

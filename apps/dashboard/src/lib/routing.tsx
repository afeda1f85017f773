import { createContext, useContext, useMemo } from 'react';
import {
  type Location,
  matchRoutes,
  type RouteMatch,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import type { Crumb, RouteTarget } from './module';

/**
 * The app routes with React Router's declarative API (`<BrowserRouter>` + `useRoutes`), not its
 * data router: the data router's loaders, fetchers, actions and revalidation cost ~16 KiB gzip
 * on every first screen, and the app used it for three things it gets here in a few
 * lines: a route's chunk and data started together when it is entered (`RouteHandle.enter`), the
 * matched routes for the breadcrumbs (`useRouteMatches`), and an error boundary per route
 * (`RouteErrorBoundary`). A route's chunk is a `lazyComponent` (lib/chunk.ts); the Suspense
 * boundary of its parent shows the loader while it downloads.
 */

/** What the app attaches to a route as React Router's `handle`. */
export interface RouteHandle {
  /** The route's breadcrumb (the trail reads it from the matched routes). */
  readonly crumb?: Crumb;
  /** Whether the route's address is a screen: a crumb links only to a screen. */
  readonly isScreen?: boolean;
  /**
   * Starts what the route will need (its chunk, its first requests) when it is entered, before
   * anything renders; `false` stops the deeper routes' (a guard that is about to redirect).
   */
  readonly enter?: (target: RouteTarget) => boolean | undefined;
}

export function routeHandle(route: RouteObject): RouteHandle | undefined {
  return route.handle as RouteHandle | undefined;
}

/** The path last entered: a change of the query alone (a list's page) enters nothing again. */
let enteredPathname: string | undefined;

/**
 * The routes an address matches, outermost first. Each call ranks the whole route table (every
 * module's screens, a compiled pattern each), so a navigation matches once and shares the result.
 */
export function matchAddress(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
): readonly RouteMatch[] {
  return matchRoutes(routes, location) ?? [];
}

/**
 * Enters the routes an address matches, outermost first: each starts its chunk and its data at
 * once, in parallel, so the first rows need one round of requests rather than a chain of
 * parent chunk, child chunk, data. main.tsx calls it for the first address while the theme and
 * language load; `RouteTree` for each navigation.
 */
export function enterRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
  matches?: readonly RouteMatch[],
): void {
  if (location.pathname === enteredPathname) return;
  enteredPathname = location.pathname;
  const search = new URLSearchParams(location.search);
  // Matched here only when the path changed: RouteTree calls this on every render.
  for (const match of matches ?? matchAddress(routes, location)) {
    if (routeHandle(match.route)?.enter?.({ params: match.params, search }) === false) return;
  }
}

const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/** The routes the current address matched, outermost first (what the breadcrumbs walk). */
export function useRouteMatches(): readonly RouteMatch[] {
  return useContext(RouteMatchesContext);
}

/**
 * Renders the routes for the current address. Entering happens while rendering, because that is
 * the first moment a navigation is known: it only starts downloads that are idempotent (the
 * same chunk, the same request), so a render React discards costs nothing.
 */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => matchAddress(routes, location), [routes, location]);
  enterRoutes(routes, location, matches);
  const element = useRoutes(routes, location);
  return <RouteMatchesContext value={matches}>{element}</RouteMatchesContext>;
}

import { dashboardRelative, NAVIGATION_MENU, SCREENS } from '@staydesk/domain';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { api } from '../lib/api-client';
import { RequirePermission } from '../lib/can';
import { safeLazy, withChunkTimeout } from '../lib/chunk';
import type { Crumb, ModuleDescriptor, ModuleRoute, Prefetch, RouteHandle } from '../lib/module';
import { isSignedIn } from '../lib/session';
import { RouteErrorFallback } from './fallbacks';

/**
 * A loader that starts the screen's first requests. React Router runs a static loader beside the
 * route's `lazy`, so the data and the chunk download together; the screen's `api.get` of the
 * same address takes the answer. It returns nothing: the screen still reads through SWR.
 */
function prefetchLoader(prefetch: Prefetch) {
  return ({ params, request }: LoaderFunctionArgs) => {
    if (isSignedIn()) {
      const search = new URL(request.url).searchParams;
      for (const url of prefetch({ params, search })) api.prefetch(url);
    }
    return null;
  };
}

/**
 * The prefetch runs when the route is entered, not again for a change of its query (a list's
 * page or search): the screen fetches those itself, and a loader run would put the router in
 * its loading state, which swaps the screen for the loader and remounts it.
 */
const onEnterOnly: NonNullable<RouteObject['shouldRevalidate']> = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/** A lazily loaded screen behind its guard and error boundary. */
function screenRoute(
  route: ModuleRoute,
): Pick<RouteObject, 'lazy' | 'ErrorBoundary' | 'loader' | 'shouldRevalidate'> {
  const { permission, load, prefetch } = route;
  return {
    ...(prefetch ? { loader: prefetchLoader(prefetch), shouldRevalidate: onEnterOnly } : {}),
    lazy: safeLazy(async () => {
      const Screen = await withChunkTimeout(load());
      if (!permission) return { Component: Screen };
      return {
        element: (
          <RequirePermission permission={permission}>
            <Screen />
          </RequirePermission>
        ),
      };
    }),
    ErrorBoundary: RouteErrorFallback,
  };
}

interface Node {
  route?: ModuleRoute;
  crumb?: Crumb;
  children: Map<string, Node>;
}

const newNode = (): Node => ({ children: new Map() });

function nodeAt(root: Node, path: string): Node {
  let node = root;
  for (const segment of path.split('/').filter(Boolean)) {
    let child = node.children.get(segment);
    if (!child) {
      child = newNode();
      node.children.set(segment, child);
    }
    node = child;
  }
  return node;
}

function toRouteObjects(node: Node): RouteObject[] {
  return [...node.children].map(([segment, child]): RouteObject => {
    const handle: RouteHandle | undefined = child.crumb
      ? { crumb: child.crumb, isScreen: child.route !== undefined }
      : undefined;
    const base = { path: segment, ...(handle ? { handle } : {}) };
    if (child.children.size === 0 && child.route) return { ...base, ...screenRoute(child.route) };
    // A prefix with deeper screens nests them, so useMatches walks section > list > record.
    const nested = toRouteObjects(child);
    const index: RouteObject[] = child.route ? [{ index: true, ...screenRoute(child.route) }] : [];
    return { ...base, children: [...index, ...nested] };
  });
}

/**
 * The routes under /dashboard from the registered modules: every screen path split into nested
 * routes (section > list > record), each carrying its crumb. Home is the index route.
 */
export function dashboardRoutesOf(modules: readonly ModuleDescriptor[]): RouteObject[] {
  const root = newNode();
  const seen = new Set<string>();
  for (const module of modules) {
    for (const section of module.sections) nodeAt(root, section.path).crumb = section.crumb;
    for (const route of module.routes) {
      if (seen.has(route.screen)) throw new Error(`Screen ${route.screen} is registered twice`);
      seen.add(route.screen);
      const node = nodeAt(root, dashboardRelative(SCREENS[route.screen]));
      node.route = route;
      node.crumb = route.crumb;
    }
  }
  checkRegistry(modules, seen);
  const index: RouteObject[] = root.route ? [{ index: true, ...screenRoute(root.route) }] : [];
  return [...index, ...toRouteObjects(root)];
}

const menuKeys = new Set(
  NAVIGATION_MENU.flatMap((entry) =>
    entry.kind === 'link' ? [entry.key] : [entry.key, ...entry.children.map((child) => child.key)],
  ),
);

/**
 * Fails the app's start (and so every end-to-end test) when the registry and the domain disagree:
 * a screen of SCREENS that no module serves, or a sidebar label for a menu entry that does not exist.
 */
function checkRegistry(modules: readonly ModuleDescriptor[], served: ReadonlySet<string>): void {
  const missing = Object.keys(SCREENS).filter((name) => !served.has(name));
  if (missing.length > 0) throw new Error(`No module serves ${missing.join(', ')}`);
  for (const module of modules) {
    for (const key of Object.keys(module.nav)) {
      if (!menuKeys.has(key))
        throw new Error(`Module ${module.id} labels unknown menu entry ${key}`);
    }
  }
}

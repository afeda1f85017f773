import { dashboardRelative, NAVIGATION_MENU, SCREENS } from '@staydesk/domain';
import type { RouteObject } from 'react-router';
import { api } from '../lib/api-client';
import { RequirePermission } from '../lib/can';
import { lazyComponent } from '../lib/chunk';
import type { Crumb, ModuleDescriptor, ModuleRoute, RouteTarget } from '../lib/module';
import type { RouteHandle } from '../lib/routing';
import { isSignedIn } from '../lib/session';
import { RouteBoundary } from './route-boundary';

interface ScreenRoute {
  readonly element: RouteObject['element'];
  readonly enter: NonNullable<RouteHandle['enter']>;
}

/**
 * A lazily loaded screen behind its guard and error boundary. Entering the route starts its
 * chunk and its first requests together (`prefetch`); the screen's `api.get` of the same
 * address takes the answer, and it still reads through SWR. A change of the query alone (a
 * list's page or search) enters nothing: the screen fetches those itself.
 */
function screenRoute(route: ModuleRoute): ScreenRoute {
  const { permission, load, prefetch } = route;
  const screen = lazyComponent(load);
  const content = <screen.Component />;
  return {
    element: (
      <RouteBoundary>
        {permission ? (
          <RequirePermission permission={permission}>{content}</RequirePermission>
        ) : (
          content
        )}
      </RouteBoundary>
    ),
    enter: (target: RouteTarget) => {
      screen.preload();
      if (prefetch && isSignedIn()) for (const url of prefetch(target)) api.prefetch(url);
      return undefined;
    },
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

function leaf(path: string, crumb: RouteHandle, route: ModuleRoute): RouteObject {
  const { element, enter } = screenRoute(route);
  const handle: RouteHandle = { ...crumb, enter };
  return { path, element, handle };
}

function indexRoute(route: ModuleRoute): RouteObject {
  const { element, enter } = screenRoute(route);
  const handle: RouteHandle = { enter };
  return { index: true, element, handle };
}

function toRouteObjects(node: Node): RouteObject[] {
  return [...node.children].map(([segment, child]): RouteObject => {
    const crumb: RouteHandle = child.crumb
      ? { crumb: child.crumb, isScreen: child.route !== undefined }
      : {};
    if (child.children.size === 0 && child.route) return leaf(segment, crumb, child.route);
    // A prefix with deeper screens nests them, so the trail walks section > list > record.
    const nested = toRouteObjects(child);
    const index = child.route ? [indexRoute(child.route)] : [];
    return { path: segment, handle: crumb, children: [...index, ...nested] };
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
  const index = root.route ? [indexRoute(root.route)] : [];
  return [...index, ...toRouteObjects(root)];
}

const menuKeys = new Set(
  NAVIGATION_MENU.flatMap((entry) =>
    entry.kind === 'link' ? [entry.key] : [entry.key, ...entry.children.map((child) => child.key)],
  ),
);

/**
 * Fails the app's start (and so every end-to-end test) when the registry and the domain disagree:
 * a screen of SCREENS that no module serves, a sidebar label for a menu entry that does not exist,
 * or a menu entry no module labels (the domain keeps the menu's order and permissions, the
 * modules its words).
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
  const labelled = new Set(modules.flatMap((module) => Object.keys(module.nav)));
  const unlabelled = [...menuKeys].filter((key) => !labelled.has(key));
  if (unlabelled.length > 0)
    throw new Error(`No module labels menu entry ${unlabelled.join(', ')}`);
}

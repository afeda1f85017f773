import type { Permission, ScreenName } from '@staydesk/domain';
import type { ComponentType } from 'react';
import { type Language, type MessageBundle, messagesIn, type Widen } from '../i18n';

/** Picks a text out of a module's messages: typed, so a mistyped key fails the typecheck. */
export type Pick<M> = (messages: Widen<M>) => string;

/** A breadcrumb: a fixed text, or the name of the record a route parameter identifies. */
export type CrumbSpec<M> = Pick<M> | { readonly record: string };

/** Where a route is going: its path parameters and its address's query. */
export interface RouteTarget {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
}

/**
 * The API addresses (each exactly the SWR key the screen reads) its route starts fetching while
 * the screen's chunk downloads, so the first rows need one round of requests, not a chain.
 */
export type Prefetch = (target: RouteTarget) => readonly string[];

export interface ModuleRouteSpec<M> {
  /** The screen (its path comes from the domain's SCREENS). */
  readonly screen: ScreenName;
  /** The route guard; none for a screen every signed-in user may open. */
  readonly permission?: Permission;
  /** The lazily loaded screen (one chunk per module). */
  readonly load: () => Promise<ComponentType>;
  readonly crumb: CrumbSpec<M>;
  /** The screen's first requests, started with its chunk (keep it light: it ships in the entry). */
  readonly prefetch?: Prefetch;
}

/** A path prefix that is not a screen but names a part of the trail ('Guests' for clients/). */
export interface ModuleSectionSpec<M> {
  /** Relative to /dashboard, e.g. 'clients'. */
  readonly path: string;
  readonly crumb: Pick<M>;
}

export interface ModuleSpec<M> {
  readonly id: string;
  readonly messages: MessageBundle<M>;
  readonly sections?: readonly ModuleSectionSpec<M>[];
  readonly routes: readonly ModuleRouteSpec<M>[];
  /** Sidebar labels, keyed by the domain's NAVIGATION_MENU entry key (the domain keeps order and permission). */
  readonly nav?: Readonly<Record<string, Pick<M>>>;
}

/** A text in the active language, resolved when shown. */
export type Label = (language: Language) => string;
export type Crumb = Label | { readonly record: string };

export interface ModuleRoute {
  readonly screen: ScreenName;
  readonly permission?: Permission;
  readonly load: () => Promise<ComponentType>;
  readonly crumb: Crumb;
  readonly prefetch?: Prefetch;
}

/** A module as the router, sidebar and breadcrumbs read it: its texts bound to its messages. */
export interface ModuleDescriptor {
  readonly id: string;
  readonly sections: readonly { readonly path: string; readonly crumb: Label }[];
  readonly routes: readonly ModuleRoute[];
  readonly nav: Readonly<Record<string, Label>>;
}

function bind<M>(messages: MessageBundle<M>, pick: Pick<M>): Label {
  return (language) => pick(messagesIn(messages, language));
}

/**
 * One module: its routes (screen, guard, lazy screen, breadcrumb), its sidebar labels and its
 * messages. The app registers each descriptor with one line (src/app/modules.ts).
 */
export function defineModule<M>(spec: ModuleSpec<M>): ModuleDescriptor {
  return {
    id: spec.id,
    sections: (spec.sections ?? []).map((section) => ({
      path: section.path,
      crumb: bind(spec.messages, section.crumb),
    })),
    routes: spec.routes.map((route) => ({
      screen: route.screen,
      load: route.load,
      crumb: typeof route.crumb === 'function' ? bind(spec.messages, route.crumb) : route.crumb,
      ...(route.permission ? { permission: route.permission } : {}),
      ...(route.prefetch ? { prefetch: route.prefetch } : {}),
    })),
    nav: Object.fromEntries(
      Object.entries(spec.nav ?? {}).map(([key, pick]) => [key, bind(spec.messages, pick)]),
    ),
  };
}

/** Every module's sidebar labels, keyed by NAVIGATION_MENU entry key. */
export function navLabels(modules: readonly ModuleDescriptor[]): Readonly<Record<string, Label>> {
  return Object.assign({}, ...modules.map((module) => module.nav));
}

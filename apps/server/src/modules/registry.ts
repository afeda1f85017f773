/**
 * The modules built on the module kit, one line each: every export here is a route factory
 * `(deps: AppDeps) => RouteSpec[]`, and server.ts mounts them all (routes, OpenAPI and the
 * permission test follow from the routes). Adding a module is its folder plus one line here.
 */
export { agentRoutes } from './agents/routes.js';
export { clientRoutes } from './clients/routes.js';

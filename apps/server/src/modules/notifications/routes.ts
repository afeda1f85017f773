import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { type RouteSpec, route, SIGNED_IN } from '../../http/route.js';
import { success } from '../../lib/errors.js';
import * as registeredModules from '../registry.js';
import {
  attentionProviders,
  gatherItems,
  ITEM_ID_PATTERN,
  markRead,
  withReadMarks,
} from './service.js';

const BASE = '/api/v1/notifications';
const TAG = 'Notifications';

const itemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  subject: z.optional(z.string()),
  href: z.string(),
  tone: z.enum(['attention', 'info']),
  createdAt: z.string(),
  dueAt: z.optional(z.nullable(z.string())),
  read: z.boolean(),
});

const listSchema = z.object({
  data: z.object({
    generatedAt: z.string(),
    unread: z.number().check(z.int()),
    items: z.array(itemSchema),
  }),
});

const itemId = z.string().check(z.regex(ITEM_ID_PATTERN, 'Not a valid notification id'));
const readBodySchema = z.union([
  z.strictObject({
    ids: z.array(itemId).check(z.minLength(1, 'Name at least one notification'), z.maxLength(200)),
  }),
  z.strictObject({ all: z.literal(true) }),
]);

/**
 * The bell: the signed-in user's items from every module's attention providers (any signed-in
 * role; each provider is asked only for roles holding its permission), and their read marks.
 */
export function notificationRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock, log } = deps;
  // Read here, when the server mounts the routes, not at import: registry.ts imports this module.
  const providers = attentionProviders(Object.values(registeredModules));
  return [
    route({
      method: 'get',
      path: BASE,
      tag: TAG,
      summary:
        "The signed-in user's notifications: most urgent then newest first, with the unread count",
      access: SIGNED_IN,
      response: listSchema,
      handler: async ({ user }) => {
        const now = clock.now();
        const items = await gatherItems(db, log, providers, user, now);
        const marked = await withReadMarks(db, user.id, items);
        return { data: { generatedAt: now.toISOString(), ...marked } };
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/read`,
      tag: TAG,
      summary:
        "Mark notifications read: `{ ids }` (ids of the caller's current items) or `{ all: true }`",
      access: SIGNED_IN,
      body: { type: 'json', schema: readBodySchema },
      response: z.object({
        message: z.string(),
        data: z.object({ marked: z.number().check(z.int()), unread: z.number().check(z.int()) }),
      }),
      handler: async ({ user, body }) => {
        const now = clock.now();
        const items = await gatherItems(db, log, providers, user, now);
        const marked = await markRead(db, user.id, items, 'all' in body ? 'all' : body.ids, now);
        const { unread } = await withReadMarks(db, user.id, items);
        return { ...success('notificationsMarkedRead'), data: { marked, unread } };
      },
    }),
  ];
}

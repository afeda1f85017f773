import type { ServerModule } from '../kit.js';
import { notificationRoutes } from './routes.js';

/**
 * The notification bell of spec §2: `GET /api/v1/notifications` merges the
 * items of every module's `attention` providers (modules/kit.ts) for the signed-in user, and
 * `POST /api/v1/notifications/read` stores their read marks (./migrations).
 */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: notificationRoutes,
};

import type { ServerModule } from '../kit.js';
import { taskAttention } from './attention.js';
import { taskRoutes } from './routes.js';
import { seedTasks } from './seed.js';

/**
 * Tasks: `/api/v1/tasks` (ADMINISTRATION), the `tasks` table (./migrations), the demo tasks and
 * the bell's items for tasks due or overdue (./attention.ts).
 */
export const tasksModule: ServerModule = {
  name: 'tasks',
  routes: taskRoutes,
  attention: taskAttention,
  seed: seedTasks,
};

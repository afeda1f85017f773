import type { ServerModule } from '../kit.js';
import { taskRoutes } from './routes.js';
import { seedTasks } from './seed.js';

/** Tasks: `/api/v1/tasks` (ADMINISTRATION), the `tasks` table (./migrations) and the demo tasks. */
export const tasksModule: ServerModule = { name: 'tasks', routes: taskRoutes, seed: seedTasks };

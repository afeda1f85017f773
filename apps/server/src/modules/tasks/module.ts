import { screenHref } from '@staydesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { ServerModule } from '../kit.js';
import { taskAttention } from './attention.js';
import { taskTabs } from './repository.js';
import { taskRoutes } from './routes.js';
import { seedTasks } from './seed.js';
import { tasks } from './table.js';

/**
 * Tasks: `/api/v1/tasks` (ADMINISTRATION), the `tasks` table (./migrations), the demo tasks and
 * the bell's items for tasks due or overdue (./attention.ts).
 */
export const tasksModule: ServerModule = {
  name: 'tasks',
  routes: taskRoutes,
  attention: taskAttention,
  seed: seedTasks,
  // Home: the caller's overdue tasks (the overdue tab with the caller as assignee).
  homeCounters: [
    {
      key: 'tasksMineOverdue',
      label: 'Your overdue tasks',
      section: 'queue',
      rank: 60,
      permission: 'ADMINISTRATION',
      severity: { warning: 1, critical: 1 },
      count: ({ today, userId }) =>
        sql`select count(*)::int from ${tasks} where ${and(taskTabs(userId, today.now).overdue, eq(tasks.assigneeId, userId))}`,
      href: ({ userId }) => screenHref('tasks', { tab: 'overdue', assigneeId: userId }),
    },
  ],
};

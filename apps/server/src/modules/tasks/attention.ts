import { screenHref } from '@staydesk/domain';
import type { AttentionProvider } from '../kit.js';

/** A task due within this long shows in its assignee's bell (an overdue one until it is done). */
const DUE_WITHIN_MS = 24 * 60 * 60 * 1000;

interface Row {
  id: string;
  title: string;
  created_at: Date;
  due_at: Date;
}

/**
 * The bell's task items (modules/kit.ts `attention`): the signed-in user's open tasks due within a
 * day or overdue, due at their due time. Only roles that may open tasks (ADMINISTRATION) get them;
 * each links to the task's modal. The id carries the due time, so a task moved later is new again.
 */
export const taskAttention: readonly AttentionProvider[] = [
  {
    key: 'taskDue',
    permission: 'ADMINISTRATION',
    load: async ({ db, user, now }) => {
      const result = await db.query<Row>(
        `select id, title, created_at, due_at from tasks
          where assignee_id = $1::uuid and deleted = false and status in ('open', 'inProgress')
            and due_at is not null and due_at <= $2::timestamptz
          order by due_at, id
          limit 50`,
        [user.id, new Date(now.getTime() + DUE_WITHIN_MS).toISOString()],
      );
      return result.rows.map((row) => {
        const overdue = row.due_at.getTime() < now.getTime();
        const kind = overdue ? 'taskOverdue' : 'taskDue';
        return {
          id: `${kind}:${row.id}:${Math.floor(row.due_at.getTime() / 1000)}`,
          kind,
          title: overdue ? 'Your task is overdue' : 'Your task is due soon',
          subject: row.title,
          href: `${screenHref('tasks')}?task=${row.id}`,
          tone: overdue ? ('attention' as const) : ('info' as const),
          createdAt: new Date(row.created_at).toISOString(),
          dueAt: new Date(row.due_at).toISOString(),
        };
      });
    },
  },
];

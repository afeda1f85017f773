import { screenHref } from '@staydesk/domain';
import type { AttentionProvider, ServerModule } from '../kit.js';
import { trackerRoutes } from './routes.js';
import { existingTrackerSync } from './sync.js';

/**
 * The bell's tracker items: the caller's entries still chased (assigned to them, or made by them
 * and assigned to no one) that are due within the next 24 hours or overdue, soonest first. The
 * automatic entries are brought up to date first (the list's throttled sync, shared): the bell is
 * often read before the board, and an arrival made a moment ago belongs in it.
 */
const trackerAttention: AttentionProvider[] = [
  {
    key: 'trackerDue',
    permission: 'TRACKER',
    load: async ({ db, user, now }) => {
      // A failed sync is the list's to report; the bell still shows the entries already made.
      await existingTrackerSync(db)
        ?.run()
        .catch(() => undefined);
      const result = await db.query<{
        id: string;
        summary: string;
        subject_label: string;
        due_at: Date;
        updated_at: Date;
      }>(
        `select id, summary, subject_label, due_at, updated_at from tracker_entries
          where deleted = false and status in ('open', 'waiting')
            and (assignee_id = $1 or (assignee_id is null and created_by = $1))
            and due_at <= $2::timestamptz + interval '24 hours'
          order by due_at, id limit 50`,
        [user.id, now.toISOString()],
      );
      return result.rows.map((row) => {
        const dueAt = new Date(row.due_at).toISOString();
        return {
          id: `trackerDue:${row.id}:${dueAt}`,
          kind: 'trackerDue',
          title: row.summary,
          subject: row.subject_label || row.summary,
          href: screenHref('tracker', { entry: row.id }),
          tone: new Date(row.due_at).getTime() <= now.getTime() ? 'attention' : 'info',
          createdAt: new Date(row.updated_at).toISOString(),
          dueAt,
        };
      });
    },
  },
];

/**
 * The tracker: `/api/v1/tracker` (the board's entries, by hand and automatic), the
 * `tracker_entries` table (./migrations) and the bell's due entries. No demo rows of its own: the
 * automatic entries come from the demo bookings, properties and invoices at the first read.
 */
export const trackerModule: ServerModule = {
  name: 'tracker',
  routes: trackerRoutes,
  attention: trackerAttention,
};

import { PAGE_SIZE, pagedSchema } from '@staydesk/domain';
import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { pageParam } from '../../http/schemas.js';
import { iso, pageOf } from '../../lib/sql.js';

export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actorId: z.nullable(z.string()),
  actorName: z.nullable(z.string()),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** The record's readable name when it was written (null for events from before names). */
  recordName: z.nullable(z.string()),
  changes: z.record(
    z.string(),
    z.object({ from: z.optional(z.unknown()), to: z.optional(z.unknown()) }),
  ),
});

interface AuditRow {
  id: string | number | bigint;
  occurred_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  record_type: string;
  record_id: string;
  record_name: string | null;
  changes: Record<string, { from?: unknown; to?: unknown }>;
}

export function auditRoutes(deps: AppDeps): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/api/v1/audit',
      tag: 'Audit',
      summary: 'The audit trail: who changed what, when, from what to what',
      description:
        'Newest first, 29 a page; filter by `recordType` (user, company, billingCompany, settings, propertyRequest…) and `recordId`.',
      access: needs('ADMINISTRATION'),
      query: z.object({
        page: pageParam,
        recordType: z.optional(z.string().check(z.trim(), z.maxLength(40))),
        recordId: z.optional(z.string().check(z.trim(), z.maxLength(100))),
        actorId: z.optional(z.uuid('Not a valid id')),
      }),
      response: pagedSchema(auditEventSchema),
      handler: async ({ query }) => {
        const where: string[] = ['true'];
        const params: unknown[] = [];
        for (const [column, value] of [
          ['a.record_type', query.recordType],
          ['a.record_id', query.recordId],
          ['a.actor_id', query.actorId],
        ] as const) {
          if (value === undefined) continue;
          params.push(value);
          where.push(`${column} = $${params.length}`);
        }
        const clause = where.join(' and ');
        const count = await deps.db.query<{ total: number }>(
          `select count(*)::int as total from audit_events a where ${clause}`,
          params,
        );
        const paging = pageOf(count.rows[0]?.total ?? 0, query.page, PAGE_SIZE);
        const rows = await deps.db.query<AuditRow>(
          `select a.*, u.full_name as actor_name from audit_events a left join users u on u.id = a.actor_id
           where ${clause} order by a.occurred_at desc, a.id desc limit ${PAGE_SIZE} offset ${paging.offset}`,
          params,
        );
        return {
          items: rows.rows.map((row) => ({
            id: String(row.id),
            occurredAt: iso(row.occurred_at) ?? '',
            actorId: row.actor_id,
            actorName: row.actor_name,
            action: row.action,
            recordType: row.record_type,
            recordId: row.record_id,
            recordName: row.record_name,
            changes: row.changes,
          })),
          total: paging.total,
          page: paging.page,
          pageCount: paging.pageCount,
          pageSize: PAGE_SIZE,
        };
      },
    }),
  ];
}

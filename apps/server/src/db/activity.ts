import {
  type ActivityPage,
  COST_FIELD_NAMES,
  can,
  PAGE_SIZE,
  type Permission,
  type Role,
} from '@staydesk/domain';
import { notFound } from '../lib/errors.js';
import { iso, pageOf } from '../lib/sql.js';
import type { Changes } from '../services/audit.js';
import type { Queryable } from './database.js';

/**
 * A record's activity read from the audit trail (the kit's reader: every record module audits its
 * writes, so its activity is those events): who, when, which action, the fields before and after,
 * newest first, 29 a page. Fields a role may not see are taken out of each event, and an update
 * that changed nothing else is left out (its count too), so the paging stays exact.
 */
export interface ActivitySpec {
  /** The audit trail's record type ('invoice'). */
  recordType: string;
  /** The record's label for the 404 ('Invoice'). */
  label: string;
  /** The record's table: the id must be a row of it (a purged record answers 404). */
  table: string;
  /** Fields never shown: derived copies kept for lists and search. */
  omit?: readonly string[];
  /** Fields whose changes only holders of a permission see (default: cost fields, COST_AUDIT_TRAIL). */
  restricted?: readonly { permission: Permission; fields: readonly string[] }[];
}

const DEFAULT_RESTRICTED = [
  { permission: 'COST_AUDIT_TRAIL' as Permission, fields: COST_FIELD_NAMES },
] as const;

interface EventRow {
  id: string | number | bigint;
  occurred_at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  changes: Changes | null;
}

/** The fields hidden from this role, the omitted ones included. */
function hiddenFields(spec: ActivitySpec, role: Role): string[] {
  const restricted = (spec.restricted ?? DEFAULT_RESTRICTED)
    .filter((rule) => !can(role, rule.permission))
    .flatMap((rule) => [...rule.fields]);
  return [...new Set([...(spec.omit ?? []), ...restricted])];
}

/** One page of the record's activity as `role` may see it; 404 when the record does not exist. */
export async function readActivity(
  db: Queryable,
  spec: ActivitySpec,
  query: { id: string; page: number; role: Role },
): Promise<ActivityPage> {
  if (!/^[a-z_]+$/.test(spec.table)) throw new Error(`Not a table name: ${spec.table}`);
  const found = await db.query<{ id: string }>(`select id from ${spec.table} where id = $1`, [
    query.id,
  ]);
  if (!found.rows[0]) throw notFound(spec.label);
  const hidden = hiddenFields(spec, query.role);
  // An update whose every changed field is hidden says nothing to this role: left out.
  const where = `a.record_type = $1 and a.record_id = $2
    and (a.action <> 'update' or cardinality($3::text[]) = 0
         or exists (select 1 from jsonb_object_keys(coalesce(a.changes, '{}'::jsonb)) as k(name)
                     where k.name <> all($3::text[]))
         or a.changes = '{}'::jsonb)`;
  const params = [spec.recordType, query.id, hidden];
  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from audit_events a where ${where}`,
    params,
  );
  const paging = pageOf(count.rows[0]?.total ?? 0, query.page, PAGE_SIZE);
  const rows = await db.query<EventRow>(
    `select a.id, a.occurred_at, a.actor_id, u.full_name as actor_name, a.action,
            coalesce(a.changes, '{}'::jsonb) - $3::text[] as changes
       from audit_events a left join users u on u.id = a.actor_id
      where ${where}
      order by a.occurred_at desc, a.id desc
      limit ${PAGE_SIZE} offset ${paging.offset}`,
    params,
  );
  return {
    items: rows.rows.map((row) => ({
      id: String(row.id),
      at: iso(row.occurred_at) ?? '',
      actor: row.actor_id === null ? null : { id: row.actor_id, fullName: row.actor_name ?? '' },
      action: row.action,
      changes: row.changes ?? {},
    })),
    total: paging.total,
    page: paging.page,
    pageCount: paging.pageCount,
    pageSize: PAGE_SIZE,
  };
}

import type { Transaction } from '../db/database.js';

/** Field name -> its value before and after; `from` is absent on create, `to` on delete. */
export type Changes = Record<string, { from?: unknown; to?: unknown }>;

export interface AuditEntry {
  actorId: string | null;
  action: string;
  recordType: string;
  recordId: string;
  /** A readable name of the record (a guest's full name), kept with the event. */
  recordName?: string;
  changes: Changes;
  at: Date;
}

/** Fields never copied into the audit trail. */
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'password_hash']);

/** The fields whose values differ between two snapshots of a record. */
export function diff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELDS.has(key) || key === 'updatedAt' || key === 'version') continue;
    const from = before?.[key];
    const to = after?.[key];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[key] = {
      ...(before ? { from: from ?? null } : {}),
      ...(after ? { to: to ?? null } : {}),
    };
  }
  return changes;
}

/**
 * Written in the same transaction as the change it records: the parameter is a `Transaction`,
 * which the pool handle is not, so the type checker refuses an audit written outside one.
 */
export async function writeAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_events (occurred_at, actor_id, action, record_type, record_id, record_name, changes)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.at,
      entry.actorId,
      entry.action,
      entry.recordType,
      entry.recordId,
      entry.recordName ?? null,
      JSON.stringify(entry.changes),
    ],
  );
}

import { canReadDeleted, type DeletedRecordKind, type Role } from '@staydesk/domain';
import { notFound } from '../lib/errors.js';
import type { Queryable } from './database.js';

/**
 * A deleted record is read by id only by the roles that see its list's Deleted tab; to anyone
 * else it answers as a record that does not exist (404), as it is missing from every list they
 * are shown. Its sub-resources (activity, lines, quotes) follow the record.
 */
const RECORDS: Record<DeletedRecordKind, { table: string; label: string }> = {
  enquiry: { table: 'enquiries', label: 'Enquiry' },
  booking: { table: 'bookings', label: 'Booking' },
};

/** 404 unless the record exists and `role` may read it. */
export async function assertReadable(
  db: Queryable,
  kind: DeletedRecordKind,
  id: string,
  role: Role,
): Promise<void> {
  const { table, label } = RECORDS[kind];
  const found = await db.query<{ deleted: boolean }>(`select deleted from ${table} where id = $1`, [
    id,
  ]);
  const row = found.rows[0];
  if (!row || (row.deleted && !canReadDeleted(role, kind))) throw notFound(label);
}

/** The record's view as read, or 404 when it is deleted and `role` may not read it. */
export function readableView<View extends { deleted: boolean }>(
  view: View,
  kind: DeletedRecordKind,
  role: Role,
): View {
  if (view.deleted && !canReadDeleted(role, kind)) throw notFound(RECORDS[kind].label);
  return view;
}

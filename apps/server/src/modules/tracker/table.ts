import type {
  TrackerKind,
  TrackerStatus,
  TrackerSubjectKind,
  TrackerTrigger,
  TrackerValues,
} from '@staydesk/domain/tracker';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from '../../db/schema.js';

/** Tracker entries, as Drizzle sees the table of ./migrations/0031_tracker.sql. */
export const trackerEntries = pgTable('tracker_entries', {
  id: uuid().primaryKey().defaultRandom(),
  kind: text().$type<TrackerKind>().notNull(),
  subjectKind: text().$type<TrackerSubjectKind>(),
  subjectId: uuid(),
  subjectLabel: text().notNull().default(''),
  summary: text().notNull(),
  dueAt: instant(),
  status: text().$type<TrackerStatus>().notNull().default('open'),
  outcome: text().notNull().default(''),
  before: jsonb().$type<TrackerValues>(),
  after: jsonb().$type<TrackerValues>(),
  nextActionAt: instant(),
  assigneeId: uuid(),
  loggedBy: uuid(),
  loggedAt: instant(),
  trigger: text().$type<TrackerTrigger>(),
  syncKey: text(),
  closedBySystemAt: instant(),
  appliedAt: instant(),
  searchText: text().notNull().default(''),
  ...recordColumns(),
});

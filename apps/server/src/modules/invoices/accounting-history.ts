import { PAGE_SIZE } from '@staydesk/domain';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { users } from '../../db/schema.js';
import {
  ACCOUNTING_EXPORT_KINDS,
  type AccountingExportKind,
  type AccountingExportView,
  accountingExportViewSchema,
} from './accounting-schemas.js';
import { accountingExports } from './accounting-table.js';

/** The exports made, as the API shows them: one, the last, a page of them, or one's file. */

// Every column but the file itself, which only its download reads.
const { content: _content, ...exportColumns } = getTableColumns(accountingExports);

const selectExports = (orm: Orm) =>
  orm
    .select({ ...exportColumns, createdByName: users.fullName })
    .from(accountingExports)
    .leftJoin(users, eq(users.id, accountingExports.createdBy));

type ExportRow = Awaited<ReturnType<typeof selectExports>>[number];

const newestFirst = [desc(accountingExports.createdAt), desc(accountingExports.seq)];

const totalsSchema = accountingExportViewSchema.shape.totals;

function kindsOf(list: readonly string[]): AccountingExportKind[] {
  return ACCOUNTING_EXPORT_KINDS.filter((kind) => list.includes(kind));
}

function exportView(row: ExportRow): AccountingExportView {
  const totals = totalsSchema.safeParse(row.totals);
  return {
    id: row.id,
    provider: row.provider,
    providerName: row.providerName,
    from: row.periodFrom,
    to: row.periodTo,
    kinds: kindsOf(row.kinds),
    includeExported: row.includeExported,
    counts: {
      invoices: row.invoiceCount,
      creditNotes: row.creditNoteCount,
      payments: row.paymentCount,
    },
    lineCount: row.lineCount,
    totals: totals.success ? totals.data : [],
    fileName: row.fileName,
    remoteReference: row.remoteReference,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdBy === null ? null : { id: row.createdBy, fullName: row.createdByName ?? '' },
  };
}

export async function readExport(orm: Orm, id: string): Promise<AccountingExportView | null> {
  const [row] = await selectExports(orm).where(eq(accountingExports.id, id));
  return row ? exportView(row) : null;
}

export async function latestExport(orm: Orm): Promise<AccountingExportView | null> {
  const [row] = await selectExports(orm)
    .orderBy(...newestFirst)
    .limit(1);
  return row ? exportView(row) : null;
}

/** One page of the exports, newest first, with how many there are. */
export async function exportPage(
  orm: Orm,
  page: number,
): Promise<{ items: AccountingExportView[]; total: number }> {
  const total = await orm.$count(accountingExports);
  const rows = await selectExports(orm)
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { items: rows.map(exportView), total };
}

/** The journal file one export made, as it was sent. */
export async function exportFile(
  orm: Orm,
  id: string,
): Promise<{ fileName: string; content: string } | undefined> {
  const [row] = await orm
    .select({ fileName: accountingExports.fileName, content: accountingExports.content })
    .from(accountingExports)
    .where(eq(accountingExports.id, id));
  return row;
}

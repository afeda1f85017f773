import { apiMessage } from '@staydesk/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import type { AuthUser } from '../../http/context.js';
import type { Clock } from '../../lib/clock.js';
import { notFound, refusal } from '../../lib/errors.js';
import { writeAudit } from '../../services/audit.js';
import type { AccountingConnectionService } from './accounting-connection.js';
import { journalOf, type Selection } from './accounting-documents.js';
import { readExport } from './accounting-history.js';
import { type AccountingDocumentKind, journalCsv, journalTotals } from './accounting-journal.js';
import type { AccountingProvider } from './accounting-providers.js';
import {
  type AccountingExportRequest,
  type AccountingExportView,
  EXPORT_DOCUMENT_LIMIT,
} from './accounting-schemas.js';
import { accountingExports } from './accounting-table.js';

/**
 * One export of a period's journal: the documents are claimed (one export at a time, so two
 * never carry the same document), the file is kept, and a provider that needs a connection is
 * sent it; if it does not take it, the export is undone and its documents are free again.
 */

export interface ExportDeps {
  db: Database;
  clock: Clock;
  providerOf: () => AccountingProvider;
  connection: AccountingConnectionService;
}

/** Which documents an export carried: one statement for up to EXPORT_DOCUMENT_LIMIT of them. */
const MARK_EXPORTED_SQL = `insert into accounting_exported_documents (export_id, provider, document_type, document_id)
select $1, $2, d.type, d.id
  from unnest($3::text[], $4::uuid[]) as d(type, id)`;

/**
 * One `export` audit event on each invoice an export carries (the invoice itself, a credit note
 * on it or a payment of it), so the invoice's activity shows when and by whom it went to
 * accounting: `exported` names the provider, the export and the kinds of documents sent.
 */
const AUDIT_INVOICE_EXPORTS_SQL = `insert into audit_events (occurred_at, actor_id, action, record_type, record_id, record_name, changes)
select $2, $3, 'export', 'invoice', i.id::text, coalesce(i.number, ''),
       jsonb_build_object('exported', jsonb_build_object('to', jsonb_build_object(
         'provider', $4::text, 'exportId', $1::text,
         'documents', jsonb_agg(distinct d.document_type))))
  from accounting_exported_documents d
  left join credit_notes c on d.document_type = 'creditNote' and c.id = d.document_id
  left join invoice_payments p on d.document_type = 'payment' and p.id = d.document_id
  join invoices i on i.id = case d.document_type when 'invoice' then d.document_id
                             when 'creditNote' then c.invoice_id else p.invoice_id end
 where d.export_id = $1::uuid
 group by i.id, i.number`;

async function auditInvoiceExports(
  tx: Transaction,
  exportId: string,
  providerName: string,
  actorId: string,
  at: Date,
): Promise<void> {
  await tx.query(AUDIT_INVOICE_EXPORTS_SQL, [exportId, at, actorId, providerName]);
}

export async function runExport(
  { db, clock, providerOf, connection }: ExportDeps,
  request: AccountingExportRequest,
  user: AuthUser,
): Promise<AccountingExportView> {
  const provider = providerOf();
  const tokens = await connection.tokensFor(provider, user);
  const selection: Selection = {
    from: request.from,
    to: request.to,
    provider: provider.id,
    includeExported: request.includeExported,
  };
  const fileName = `journal-${request.from}-to-${request.to}.csv`;
  // Claim the documents: one export at a time, so two at once never carry the same document.
  const made = await db.transaction(async (tx: Transaction) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['staydesk-accounting-export']);
    const entries = await journalOf(tx, selection, request.kinds);
    if (entries.length === 0) {
      const earlier = request.includeExported
        ? 0
        : (await journalOf(tx, { ...selection, includeExported: true }, request.kinds)).length;
      const period = { from: request.from, to: request.to };
      throw refusal(
        422,
        earlier > 0
          ? apiMessage('accountingNothingNew', { ...period, count: earlier })
          : apiMessage('accountingNothingToExport', period),
      );
    }
    if (entries.length > EXPORT_DOCUMENT_LIMIT) {
      throw refusal(422, apiMessage('accountingTooManyDocuments', { max: EXPORT_DOCUMENT_LIMIT }));
    }
    const csv = journalCsv(entries);
    const count = (kind: AccountingDocumentKind) =>
      entries.filter((entry) => entry.kind === kind).length;
    const lineCount = entries.reduce((sum, entry) => sum + entry.lines.length, 0);
    const [recorded] = await tx.orm
      .insert(accountingExports)
      .values({
        provider: provider.id,
        providerName: provider.name,
        periodFrom: request.from,
        periodTo: request.to,
        kinds: request.kinds,
        includeExported: request.includeExported,
        invoiceCount: count('invoice'),
        creditNoteCount: count('creditNote'),
        paymentCount: count('payment'),
        lineCount,
        totals: journalTotals(entries),
        fileName,
        content: csv,
        createdAt: clock.now(),
        createdBy: user.id,
      })
      .returning({ id: accountingExports.id });
    const id = recorded?.id;
    if (!id) throw new Error('The export was not recorded');
    await tx.query(MARK_EXPORTED_SQL, [
      id,
      provider.id,
      entries.map((entry) => entry.kind),
      entries.map((entry) => entry.documentId),
    ]);
    if (!provider.needsConnection)
      await auditInvoiceExports(tx, id, provider.name, user.id, clock.now());
    await writeAudit(tx, {
      actorId: user.id,
      action: 'create',
      recordType: 'accountingExport',
      recordId: id,
      recordName: fileName,
      changes: {
        provider: { to: provider.id },
        period: { to: `${request.from}/${request.to}` },
        documents: { to: entries.length },
      },
      at: clock.now(),
    });
    return { id, entries, csv };
  });
  if (provider.needsConnection) {
    try {
      const { remoteReference } = await provider.exportJournal(
        {
          period: { from: request.from, to: request.to },
          entries: made.entries,
          csv: made.csv,
          fileName,
        },
        tokens,
      );
      await db.transaction(async (tx) => {
        await tx.orm
          .update(accountingExports)
          .set({ remoteReference })
          .where(eq(accountingExports.id, made.id));
        // Only once the provider has taken it does each invoice show it as exported.
        await auditInvoiceExports(tx, made.id, provider.name, user.id, clock.now());
      });
    } catch (error) {
      // The provider has not taken it: the documents are free for the next export.
      await db.transaction(async (tx) => {
        await tx.orm.delete(accountingExports).where(eq(accountingExports.id, made.id));
        await writeAudit(tx, {
          actorId: user.id,
          action: 'delete',
          recordType: 'accountingExport',
          recordId: made.id,
          recordName: fileName,
          changes: { refused: { to: error instanceof Error ? error.message : 'failed' } },
          at: clock.now(),
        });
      });
      throw await connection.providerFailure(provider, error, user);
    }
  }
  const view = await db.read((orm) => readExport(orm, made.id));
  if (!view) throw notFound('Export');
  return view;
}

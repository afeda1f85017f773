import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { calendarDateSchema, PAGE_SIZE } from '@staydesk/domain';
import { z } from 'zod/mini';
import type { Queryable, Transaction } from '../../db/database.js';
import type { AppDeps, AuthUser } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema, pageParam } from '../../http/schemas.js';
import { HttpError, notFound, success } from '../../lib/errors.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { writeAudit } from '../../services/audit.js';
import {
  type AccountingDocumentKind,
  creditNoteEntry,
  invoiceEntry,
  type JournalEntry,
  journalCsv,
  journalTotals,
  paymentEntry,
  type RateTotals,
} from './accounting-journal.js';
import {
  type AccountingProvider,
  AccountingProviderError,
  type AccountingTokens,
  configuredProvider,
} from './accounting-providers.js';

/**
 * The accounting connection: `/api/v1/accounting`. The configured provider
 * (accounting-providers.ts) is read at every request, so the environment decides it; the journal
 * (accounting-journal.ts) is built from issued invoices, credit notes and payments of a period.
 */

const TAG = 'Accounting';
const BASE = '/api/v1/accounting';
/** Where spec §8 sends the user when a response carries `redirectTo`. */
export const ACCOUNTING_REDIRECT = '/dashboard/invoices/auth';
/** An authorisation must come back within this time. */
export const AUTH_STATE_TTL_MS = 10 * 60_000;
/** One export carries at most this many documents (narrow the period for more). */
export const EXPORT_DOCUMENT_LIMIT = 5_000;

export const ACCOUNTING_EXPORT_KINDS = ['invoices', 'creditNotes', 'payments'] as const;
export type AccountingExportKind = (typeof ACCOUNTING_EXPORT_KINDS)[number];

const personSchema = z.object({ id: z.string(), fullName: z.string() });

export const accountingExportViewSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  providerName: z.string(),
  from: z.string(),
  to: z.string(),
  kinds: z.array(z.enum(ACCOUNTING_EXPORT_KINDS)),
  includeExported: z.boolean(),
  counts: z.object({
    invoices: z.number().check(z.int()),
    creditNotes: z.number().check(z.int()),
    payments: z.number().check(z.int()),
  }),
  lineCount: z.number().check(z.int()),
  totals: z.array(z.object({ currency: z.string(), debit: z.string(), credit: z.string() })),
  fileName: z.string(),
  remoteReference: z.nullable(z.string()),
  createdAt: z.string(),
  createdBy: z.nullable(personSchema),
});
export type AccountingExportView = z.infer<typeof accountingExportViewSchema>;

export const accountingConnectionSchema = z.object({
  provider: z.object({ id: z.string(), name: z.string(), needsConnection: z.boolean() }),
  connected: z.boolean(),
  /** True when an export can run now: the provider needs no connection, or it has one. */
  ready: z.boolean(),
  connectedAt: z.nullable(z.string()),
  connectedBy: z.nullable(personSchema),
  organisation: z.nullable(z.string()),
  lastExport: z.nullable(accountingExportViewSchema),
});
export type AccountingConnection = z.infer<typeof accountingConnectionSchema>;

export const accountingExportListSchema = z.object({
  items: z.array(accountingExportViewSchema),
  total: z.number().check(z.int()),
  page: z.number().check(z.int()),
  pageCount: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
});

export const accountingConfirmSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.minLength(1, 'The authorisation code is missing'), z.maxLength(2048)),
  state: z
    .string()
    .check(z.trim(), z.minLength(1, 'The authorisation state is missing'), z.maxLength(256)),
});

export const accountingExportRequestSchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    kinds: z.pipe(
      z._default(
        z
          .array(z.enum(ACCOUNTING_EXPORT_KINDS))
          .check(
            z.minLength(1, 'Choose what to export'),
            z.maxLength(ACCOUNTING_EXPORT_KINDS.length),
          ),
        [...ACCOUNTING_EXPORT_KINDS],
      ),
      z.transform((kinds) => ACCOUNTING_EXPORT_KINDS.filter((kind) => kinds.includes(kind))),
    ),
    /** Export documents again that an earlier export to the same provider carried. */
    includeExported: z._default(z.boolean(), false),
  })
  .check(
    z.refine((period) => period.from <= period.to, {
      path: ['to'],
      message: 'The period ends before it starts',
    }),
  );
export type AccountingExportRequest = z.infer<typeof accountingExportRequestSchema>;

const exportParams = z.object({ exportId: z.uuid('Not a valid id') });

// ---------------------------------------------------------------------------------------------
// Sealed credentials: the provider's tokens, AES-256-GCM under a key derived from the secret.

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('accounting-connection').digest();
}

export function sealCredentials(tokens: AccountingTokens, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  organisation: z.string(),
});

/** The tokens, or undefined when they do not open (the server secret changed). */
export function openCredentials(sealed: string, secret: string): AccountingTokens | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
      'utf8',
    );
    const parsed = tokensSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the documents of a period.

const toIso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

interface RateRow {
  document_id: string;
  percent: string;
  net: string;
  tax: string;
}

function ratesByDocument(rows: RateRow[]): Map<string, RateTotals[]> {
  const map = new Map<string, RateTotals[]>();
  for (const row of rows) {
    const list = map.get(row.document_id) ?? [];
    list.push({ percent: row.percent, net: row.net, tax: row.tax });
    map.set(row.document_id, list);
  }
  return map;
}

const notExported = (type: AccountingDocumentKind, column: string) =>
  `and ($4::boolean or not exists (select 1 from accounting_exported_documents d
     where d.provider = $3 and d.document_type = '${type}' and d.document_id = ${column}))`;

interface Selection {
  from: string;
  to: string;
  provider: string;
  includeExported: boolean;
}

async function invoiceEntries(db: Queryable, s: Selection): Promise<JournalEntry[]> {
  const { rows } = await db.query<{
    id: string;
    number: string;
    issue_date: string;
    currency: string;
    customer: string;
    gross: string;
  }>(
    `select i.id, i.number, i.issue_date::text as issue_date, i.currency,
            coalesce(nullif(i.bill_to->>'legalName', ''), b.legal_name, '') as customer, i.gross::text as gross
       from invoices i left join billing_companies b on b.id = i.billing_company_id
      where not i.deleted and i.status not in ('draft', 'void') and i.number is not null
        and i.issue_date between $1 and $2 ${notExported('invoice', 'i.id')}
      order by i.issue_date, i.number
      limit ${EXPORT_DOCUMENT_LIMIT + 1}`,
    [s.from, s.to, s.provider, s.includeExported],
  );
  if (rows.length === 0) return [];
  const rates = ratesByDocument(
    (
      await db.query<RateRow>(
        `select invoice_id as document_id, tax_percent::text as percent,
                sum(net)::text as net, sum(tax)::text as tax
           from invoice_lines where invoice_id = any($1::uuid[])
          group by invoice_id, tax_percent order by invoice_id, tax_percent desc`,
        [rows.map((row) => row.id)],
      )
    ).rows,
  );
  return rows.map((row) =>
    invoiceEntry({
      id: row.id,
      number: row.number,
      issueDate: row.issue_date,
      currency: row.currency,
      customer: row.customer,
      gross: row.gross,
      rates: rates.get(row.id) ?? [],
    }),
  );
}

async function creditNoteEntries(db: Queryable, s: Selection): Promise<JournalEntry[]> {
  const { rows } = await db.query<{
    id: string;
    number: string;
    invoice_number: string;
    issue_date: string;
    currency: string;
    customer: string;
    gross: string;
  }>(
    `select c.id, c.number, coalesce(i.number, '') as invoice_number, c.issue_date::text as issue_date,
            c.currency, coalesce(nullif(c.bill_to->>'legalName', ''), '') as customer, c.gross::text as gross
       from credit_notes c join invoices i on i.id = c.invoice_id
      where not c.deleted and c.issue_date between $1 and $2 ${notExported('creditNote', 'c.id')}
      order by c.issue_date, c.number
      limit ${EXPORT_DOCUMENT_LIMIT + 1}`,
    [s.from, s.to, s.provider, s.includeExported],
  );
  if (rows.length === 0) return [];
  const rates = ratesByDocument(
    (
      await db.query<RateRow>(
        `select credit_note_id as document_id, tax_percent::text as percent,
                sum(net)::text as net, sum(tax)::text as tax
           from credit_note_lines where credit_note_id = any($1::uuid[])
          group by credit_note_id, tax_percent order by credit_note_id, tax_percent desc`,
        [rows.map((row) => row.id)],
      )
    ).rows,
  );
  return rows.map((row) =>
    creditNoteEntry({
      id: row.id,
      number: row.number,
      invoiceNumber: row.invoice_number,
      issueDate: row.issue_date,
      currency: row.currency,
      customer: row.customer,
      gross: row.gross,
      rates: rates.get(row.id) ?? [],
    }),
  );
}

async function paymentEntries(db: Queryable, s: Selection): Promise<JournalEntry[]> {
  const { rows } = await db.query<{
    id: string;
    invoice_number: string;
    paid_on: string;
    currency: string;
    customer: string;
    amount: string;
    method: string;
    reference: string;
  }>(
    `select p.id, coalesce(i.number, '') as invoice_number, p.paid_on::text as paid_on, i.currency,
            coalesce(nullif(i.bill_to->>'legalName', ''), '') as customer, p.amount::text as amount,
            p.method, p.reference
       from invoice_payments p join invoices i on i.id = p.invoice_id
      where not i.deleted and p.paid_on between $1 and $2 ${notExported('payment', 'p.id')}
      order by p.paid_on, i.number, p.created_at, p.id
      limit ${EXPORT_DOCUMENT_LIMIT + 1}`,
    [s.from, s.to, s.provider, s.includeExported],
  );
  return rows.map((row) =>
    paymentEntry({
      id: row.id,
      invoiceNumber: row.invoice_number,
      paidOn: row.paid_on,
      currency: row.currency,
      customer: row.customer,
      amount: row.amount,
      method: row.method,
      reference: row.reference,
    }),
  );
}

const KIND_ORDER: Record<AccountingDocumentKind, number> = {
  invoice: 0,
  creditNote: 1,
  payment: 2,
};

/** The journal of a period: the chosen kinds, by date, invoices before credit notes before payments. */
export async function journalOf(
  db: Queryable,
  selection: Selection,
  kinds: readonly AccountingExportKind[],
): Promise<JournalEntry[]> {
  const entries: JournalEntry[] = [];
  if (kinds.includes('invoices')) entries.push(...(await invoiceEntries(db, selection)));
  if (kinds.includes('creditNotes')) entries.push(...(await creditNoteEntries(db, selection)));
  if (kinds.includes('payments')) entries.push(...(await paymentEntries(db, selection)));
  return entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.reference.localeCompare(b.reference),
  );
}

// ---------------------------------------------------------------------------------------------
// Views.

interface ExportRow {
  id: string;
  provider: string;
  provider_name: string;
  period_from: string;
  period_to: string;
  kinds: string[] | string;
  include_exported: boolean;
  invoice_count: number;
  credit_note_count: number;
  payment_count: number;
  line_count: number;
  totals: unknown;
  file_name: string;
  remote_reference: string | null;
  created_at: unknown;
  created_by: string | null;
  created_by_name: string | null;
}

const EXPORT_COLUMNS = `e.id, e.provider, e.provider_name, e.period_from::text as period_from,
  e.period_to::text as period_to, e.kinds, e.include_exported, e.invoice_count, e.credit_note_count,
  e.payment_count, e.line_count, e.totals, e.file_name, e.remote_reference, e.created_at,
  e.created_by, u.full_name as created_by_name`;

const totalsSchema = accountingExportViewSchema.shape.totals;

function kindsOf(value: string[] | string): AccountingExportKind[] {
  // A text[] arrives as an array (node-postgres, PGlite) or, from some drivers, as '{a,b}'.
  const list = Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',');
  return ACCOUNTING_EXPORT_KINDS.filter((kind) => list.includes(kind));
}

function exportView(row: ExportRow): AccountingExportView {
  const totals = totalsSchema.safeParse(
    typeof row.totals === 'string' ? JSON.parse(row.totals) : row.totals,
  );
  return {
    id: row.id,
    provider: row.provider,
    providerName: row.provider_name,
    from: row.period_from,
    to: row.period_to,
    kinds: kindsOf(row.kinds),
    includeExported: row.include_exported,
    counts: {
      invoices: Number(row.invoice_count),
      creditNotes: Number(row.credit_note_count),
      payments: Number(row.payment_count),
    },
    lineCount: Number(row.line_count),
    totals: totals.success ? totals.data : [],
    fileName: row.file_name,
    remoteReference: row.remote_reference,
    createdAt: toIso(row.created_at),
    createdBy:
      row.created_by === null ? null : { id: row.created_by, fullName: row.created_by_name ?? '' },
  };
}

async function readExport(db: Queryable, id: string): Promise<AccountingExportView | null> {
  const { rows } = await db.query<ExportRow>(
    `select ${EXPORT_COLUMNS} from accounting_exports e left join users u on u.id = e.created_by
      where e.id = $1`,
    [id],
  );
  const [row] = rows;
  return row ? exportView(row) : null;
}

interface ConnectionRow {
  credentials: string;
  organisation: string;
  connected_at: unknown;
  connected_by: string | null;
  connected_by_name: string | null;
}

/**
 * One `export` audit event on each invoice an export carries (the invoice itself, a credit note
 * on it or a payment of it), so the invoice's activity shows when and by whom it went to
 * accounting: `exported` names the provider, the export and the kinds of documents sent.
 */
async function auditInvoiceExports(
  tx: Transaction,
  exportId: string,
  providerName: string,
  actorId: string,
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into audit_events (occurred_at, actor_id, action, record_type, record_id, record_name, changes)
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
      group by i.id, i.number`,
    [exportId, at, actorId, providerName],
  );
}

async function readConnectionRow(db: Queryable, provider: string): Promise<ConnectionRow | null> {
  const { rows } = await db.query<ConnectionRow>(
    `select c.credentials, c.organisation, c.connected_at, c.connected_by,
            u.full_name as connected_by_name
       from accounting_connections c left join users u on u.id = c.connected_by
      where c.provider = $1`,
    [provider],
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Routes.

export interface AccountingOptions {
  /** The provider in force; by default the environment's (configuredProvider), read per request. */
  provider?: () => AccountingProvider;
}

/** The accounting journal routes; they need INVOICES, as every invoices route. */
export function accountingRoutes(deps: AppDeps, options: AccountingOptions = {}): RouteSpec[] {
  const { db, clock, config } = deps;
  const access = needs('INVOICES');
  // Who may see what was exported is the area's; connecting, exporting and the journal files an action.
  const exporting = needs('EXPORT_JOURNALS');
  const providerOf = options.provider ?? (() => configuredProvider());
  const secret = config.refreshTokenSecret;

  const notConnected = (provider: AccountingProvider, why?: string) =>
    new HttpError(
      409,
      why ??
        `Connect ${provider.name} before exporting: the export needs an authorised connection.`,
      { redirectTo: ACCOUNTING_REDIRECT },
    );

  /** A provider's failure as the API answers it; a lost connection is removed and redirected. */
  async function providerFailure(
    provider: AccountingProvider,
    error: unknown,
    actor: AuthUser | null,
  ): Promise<HttpError> {
    if (!(error instanceof AccountingProviderError)) throw error;
    if (error.reason === 'unreachable') return new HttpError(503, error.message);
    if (error.reason === 'refused') return new HttpError(422, error.message);
    await db.transaction(async (tx) => {
      const { rowCount } = await tx.query(
        'delete from accounting_connections where provider = $1',
        [provider.id],
      );
      if (rowCount > 0) {
        await writeAudit(tx, {
          actorId: actor?.id ?? null,
          action: 'delete',
          recordType: 'accountingConnection',
          recordId: provider.id,
          recordName: `${provider.name} (refused by the provider)`,
          changes: { connected: { from: true, to: false } },
          at: clock.now(),
        });
      }
    });
    return notConnected(provider, error.message);
  }

  async function connectionView(): Promise<AccountingConnection> {
    const provider = providerOf();
    const row = provider.needsConnection ? await readConnectionRow(db, provider.id) : null;
    const { rows } = await db.query<ExportRow>(
      `select ${EXPORT_COLUMNS} from accounting_exports e left join users u on u.id = e.created_by
        order by e.created_at desc, e.seq desc limit 1`,
    );
    const [last] = rows;
    return {
      provider: { id: provider.id, name: provider.name, needsConnection: provider.needsConnection },
      connected: row !== null,
      ready: !provider.needsConnection || row !== null,
      connectedAt: row ? toIso(row.connected_at) : null,
      connectedBy:
        row?.connected_by != null
          ? { id: row.connected_by, fullName: row.connected_by_name ?? '' }
          : null,
      organisation: row ? row.organisation || null : null,
      lastExport: last ? exportView(last) : null,
    };
  }

  const redirectUriOf = (client: string) =>
    `${client.replace(/\/+$/, '')}/dashboard/invoices/confirmation`;

  /** The tokens of the provider's connection, fresh; a redirect when there is none that works. */
  async function tokensFor(
    provider: AccountingProvider,
    user: AuthUser,
  ): Promise<AccountingTokens | null> {
    if (!provider.needsConnection) return null;
    const row = await readConnectionRow(db, provider.id);
    if (!row) throw notConnected(provider);
    const tokens = openCredentials(row.credentials, secret);
    if (!tokens) {
      throw await providerFailure(
        provider,
        new AccountingProviderError(
          'unauthorised',
          `The connection to ${provider.name} can no longer be read. Connect again.`,
        ),
        user,
      );
    }
    let fresh: AccountingTokens;
    try {
      fresh = await provider.refreshIfNeeded(tokens, clock.now());
    } catch (error) {
      throw await providerFailure(provider, error, user);
    }
    if (fresh !== tokens) {
      await db.query('update accounting_connections set credentials = $2 where provider = $1', [
        provider.id,
        sealCredentials(fresh, secret),
      ]);
    }
    return fresh;
  }

  async function runExport(
    request: AccountingExportRequest,
    user: AuthUser,
  ): Promise<AccountingExportView> {
    const provider = providerOf();
    const tokens = await tokensFor(provider, user);
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
        throw new HttpError(
          422,
          earlier > 0
            ? `Nothing new to export between ${request.from} and ${request.to}: its ${earlier} document${earlier === 1 ? ' was' : 's were'} exported before. Choose to export them again to include them.`
            : `Nothing to export: no issued invoices, credit notes or payments between ${request.from} and ${request.to}.`,
        );
      }
      if (entries.length > EXPORT_DOCUMENT_LIMIT) {
        throw new HttpError(
          422,
          `More than ${EXPORT_DOCUMENT_LIMIT} documents in this period: export a shorter period.`,
        );
      }
      const csv = journalCsv(entries);
      const count = (kind: AccountingDocumentKind) =>
        entries.filter((entry) => entry.kind === kind).length;
      const lineCount = entries.reduce((sum, entry) => sum + entry.lines.length, 0);
      const { rows } = await tx.query<{ id: string }>(
        `insert into accounting_exports (provider, provider_name, period_from, period_to, kinds,
           include_exported, invoice_count, credit_note_count, payment_count, line_count, totals,
           file_name, content, created_at, created_by)
         values ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15)
         returning id`,
        [
          provider.id,
          provider.name,
          request.from,
          request.to,
          request.kinds,
          request.includeExported,
          count('invoice'),
          count('creditNote'),
          count('payment'),
          lineCount,
          JSON.stringify(journalTotals(entries)),
          fileName,
          csv,
          clock.now(),
          user.id,
        ],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('The export was not recorded');
      await tx.query(
        `insert into accounting_exported_documents (export_id, provider, document_type, document_id)
         select $1, $2, d.type, d.id
           from unnest($3::text[], $4::uuid[]) as d(type, id)`,
        [
          id,
          provider.id,
          entries.map((entry) => entry.kind),
          entries.map((entry) => entry.documentId),
        ],
      );
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
          await tx.query('update accounting_exports set remote_reference = $2 where id = $1', [
            made.id,
            remoteReference,
          ]);
          // Only once the provider has taken it does each invoice show it as exported.
          await auditInvoiceExports(tx, made.id, provider.name, user.id, clock.now());
        });
      } catch (error) {
        // The provider has not taken it: the documents are free for the next export.
        await db.transaction(async (tx) => {
          await tx.query('delete from accounting_exports where id = $1', [made.id]);
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
        throw await providerFailure(provider, error, user);
      }
    }
    const view = await readExport(db, made.id);
    if (!view) throw notFound('Export');
    return view;
  }

  return [
    route({
      method: 'get',
      path: `${BASE}/connection`,
      tag: TAG,
      summary: 'The accounting connection: provider, whether connected, by whom, the last export',
      description:
        'The provider is the environment’s: the built-in CSV journal (needs no connection) unless the ACCOUNTING_OAUTH_* settings configure an OAuth provider. `ready` says whether an export can run now.',
      access,
      response: accountingConnectionSchema,
      handler: () => connectionView(),
    }),
    route({
      method: 'post',
      path: `${BASE}/connect`,
      tag: TAG,
      summary: 'Start authorising the provider: answers the address to send the browser to',
      description:
        'A one-use state (10 minutes, tied to the caller) is kept server-side; the provider returns to /dashboard/invoices/confirmation with code and state. 422 when the provider needs no connection.',
      access: exporting,
      response: mutationSchema(z.object({ authorisationUrl: z.string() })),
      handler: async ({ c, user }) => {
        const provider = providerOf();
        if (!provider.needsConnection) {
          throw new HttpError(422, `${provider.name} needs no connection: export directly.`);
        }
        const state = randomToken();
        const now = clock.now();
        await db.transaction(async (tx) => {
          await tx.query('delete from accounting_auth_states where expires_at < $1', [now]);
          await tx.query(
            `insert into accounting_auth_states (state_hash, provider, user_id, created_at, expires_at)
             values ($1, $2, $3, $4, $5)`,
            [
              hashToken(state, secret),
              provider.id,
              user.id,
              now,
              new Date(now.getTime() + AUTH_STATE_TTL_MS),
            ],
          );
        });
        return {
          ...success('continueAtProvider', { provider: provider.name }),
          data: {
            authorisationUrl: provider.authorisationUrl({
              state,
              redirectUri: redirectUriOf(c.get('urls').client),
            }),
          },
        };
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/confirm`,
      tag: TAG,
      summary: 'Finish the authorisation with the code and state the provider returned',
      description:
        '400 when the state was not started by the caller, was used already or has expired (start again); 422 when the provider refuses the code.',
      access: exporting,
      body: { type: 'json', schema: accountingConfirmSchema },
      response: mutationSchema(accountingConnectionSchema),
      handler: async ({ c, body, user }) => {
        const provider = providerOf();
        const now = clock.now();
        const used = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{
            provider: string;
            user_id: string;
            expires_at: unknown;
          }>(
            `delete from accounting_auth_states where state_hash = $1
             returning provider, user_id, expires_at`,
            [hashToken(body.state, secret)],
          );
          return rows[0] ?? null;
        });
        if (!used || used.provider !== provider.id || used.user_id !== user.id) {
          throw new HttpError(
            400,
            'This authorisation was not started from this account, or it was used already. Start the connection again from the accounting page.',
            { fields: { state: 'Not an authorisation under way' } },
          );
        }
        if (new Date(toIso(used.expires_at)).getTime() <= now.getTime()) {
          throw new HttpError(
            400,
            'This authorisation has expired: it must be finished within 10 minutes. Start the connection again from the accounting page.',
            { fields: { state: 'Expired' } },
          );
        }
        let tokens: AccountingTokens;
        try {
          tokens = await provider.exchangeCode({
            code: body.code,
            redirectUri: redirectUriOf(c.get('urls').client),
            now,
          });
        } catch (error) {
          if (error instanceof AccountingProviderError) {
            throw new HttpError(error.reason === 'unreachable' ? 503 : 422, error.message);
          }
          throw error;
        }
        await db.transaction(async (tx) => {
          await tx.query(
            `insert into accounting_connections (provider, credentials, organisation, connected_at, connected_by)
             values ($1, $2, $3, $4, $5)
             on conflict (provider) do update set credentials = excluded.credentials,
               organisation = excluded.organisation, connected_at = excluded.connected_at,
               connected_by = excluded.connected_by`,
            [
              provider.id,
              sealCredentials(tokens, secret),
              tokens.organisation.slice(0, 200),
              now,
              user.id,
            ],
          );
          await writeAudit(tx, {
            actorId: user.id,
            action: 'create',
            recordType: 'accountingConnection',
            recordId: provider.id,
            recordName: provider.name,
            changes: { connected: { to: true }, organisation: { to: tokens.organisation } },
            at: now,
          });
        });
        return {
          ...success('connectedTo', { provider: provider.name }),
          data: await connectionView(),
        };
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/disconnect`,
      tag: TAG,
      summary: 'Forget the provider’s authorisation',
      description: 'Exports to a provider that needs a connection then answer redirectTo.',
      access: exporting,
      response: mutationSchema(accountingConnectionSchema),
      handler: async ({ user }) => {
        const provider = providerOf();
        await db.transaction(async (tx) => {
          const { rowCount } = await tx.query(
            'delete from accounting_connections where provider = $1',
            [provider.id],
          );
          if (rowCount > 0) {
            await writeAudit(tx, {
              actorId: user.id,
              action: 'delete',
              recordType: 'accountingConnection',
              recordId: provider.id,
              recordName: provider.name,
              changes: { connected: { from: true, to: false } },
              at: clock.now(),
            });
          }
        });
        return {
          ...success('disconnectedFrom', { provider: provider.name }),
          data: await connectionView(),
        };
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/exports`,
      tag: TAG,
      summary: 'Export a period’s issued invoices, credit notes and payments as a journal',
      description:
        '`from`/`to` (inclusive: invoices and credit notes by issue date, payments by date paid), `kinds` (invoices, creditNotes, payments; all by default). Documents an earlier export to the same provider carried are left out unless `includeExported`. When the provider needs a connection and none is authorised: 409 with `redirectTo` (spec §8). 422 when nothing is left to export.',
      access: exporting,
      body: { type: 'json', schema: accountingExportRequestSchema },
      response: mutationSchema(accountingExportViewSchema),
      status: 201,
      handler: async ({ body, user }) => {
        const made = await runExport(body, user);
        const documents = made.counts.invoices + made.counts.creditNotes + made.counts.payments;
        return {
          ...success('documentsExported', { count: documents, provider: made.providerName }),
          data: made,
        };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/exports`,
      tag: TAG,
      summary: 'The exports made, newest first, 29 a page',
      access,
      query: z.object({ page: pageParam }),
      response: accountingExportListSchema,
      handler: async ({ query }) => {
        const page = query.page;
        const [{ rows: counted }, { rows }] = [
          await db.query<{ total: number | string }>(
            'select count(*) as total from accounting_exports',
          ),
          await db.query<ExportRow>(
            `select ${EXPORT_COLUMNS} from accounting_exports e left join users u on u.id = e.created_by
              order by e.created_at desc, e.seq desc limit $1 offset $2`,
            [PAGE_SIZE, (page - 1) * PAGE_SIZE],
          ),
        ];
        const total = Number(counted[0]?.total ?? 0);
        return {
          items: rows.map(exportView),
          total,
          page,
          pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
          pageSize: PAGE_SIZE,
        };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/exports/:exportId/file`,
      tag: TAG,
      summary: 'The journal file of one export (text/csv)',
      access: exporting,
      params: exportParams,
      handler: async ({ c, params }) => {
        const { rows } = await db.query<{ file_name: string; content: string }>(
          'select file_name, content from accounting_exports where id = $1',
          [params.exportId],
        );
        const [row] = rows;
        if (!row) throw notFound('Export');
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header(
          'content-disposition',
          `attachment; filename="${row.file_name.replace(/[^A-Za-z0-9.-]/g, '-')}"`,
        );
        return c.body(row.content);
      },
    }),
  ];
}

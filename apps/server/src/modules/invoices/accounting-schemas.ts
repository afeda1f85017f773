import { calendarDateSchema } from '@staydesk/domain';
import { z } from 'zod/mini';

/**
 * What the accounting routes take and answer, and the limits they keep: the connection to the
 * provider, one export of a period's journal and the list of exports made.
 */

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

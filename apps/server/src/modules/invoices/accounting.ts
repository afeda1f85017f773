import { PAGE_SIZE } from '@staydesk/domain';
import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema, pageParam } from '../../http/schemas.js';
import { notFound, success } from '../../lib/errors.js';
import { accountingConnection } from './accounting-connection.js';
import { runExport } from './accounting-export.js';
import { exportFile, exportPage } from './accounting-history.js';
import { type AccountingProvider, configuredProvider } from './accounting-providers.js';
import {
  accountingConfirmSchema,
  accountingConnectionSchema,
  accountingExportListSchema,
  accountingExportRequestSchema,
  accountingExportViewSchema,
} from './accounting-schemas.js';

/**
 * The accounting routes: `/api/v1/accounting`. The configured provider (accounting-providers.ts)
 * is read at every request, so the environment decides it; the connection to it
 * (accounting-connection.ts), the journal of a period (accounting-documents.ts,
 * accounting-journal.ts) and one export of it (accounting-export.ts) are files of their own.
 */

const TAG = 'Accounting';
const BASE = '/api/v1/accounting';

const exportParams = z.object({ exportId: z.uuid('Not a valid id') });

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
  const connection = accountingConnection({
    db,
    clock,
    secret: config.refreshTokenSecret,
    providerOf,
  });
  const exportDeps = { db, clock, providerOf, connection };

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
      handler: () => connection.view(),
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
        const { provider, authorisationUrl } = await connection.start(user, c.get('urls').client);
        return {
          ...success('continueAtProvider', { provider: provider.name }),
          data: { authorisationUrl },
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
        const provider = await connection.confirm(body, user, c.get('urls').client);
        return {
          ...success('connectedTo', { provider: provider.name }),
          data: await connection.view(),
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
        const provider = await connection.disconnect(user);
        return {
          ...success('disconnectedFrom', { provider: provider.name }),
          data: await connection.view(),
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
        const made = await runExport(exportDeps, body, user);
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
        const { items, total } = await db.read((orm) => exportPage(orm, query.page));
        return {
          items,
          total,
          page: query.page,
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
        const file = await db.read((orm) => exportFile(orm, params.exportId));
        if (!file) throw notFound('Export');
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header(
          'content-disposition',
          `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9.-]/g, '-')}"`,
        );
        return c.body(file.content);
      },
    }),
  ];
}

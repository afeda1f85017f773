import { mutationResponseSchema } from '@staydesk/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';

/**
 * The accounting connection (/api/v1/accounting, apps/server/src/modules/invoices/accounting.ts):
 * the connection, connect / confirm / disconnect, exports and their files. The shapes mirror the
 * server's schemas (they are the server module's own, not in the domain package).
 */
export const ACCOUNTING_BASE = '/api/v1/accounting';
export const CONNECTION_KEY = `${ACCOUNTING_BASE}/connection`;
const EXPORTS_BASE = `${ACCOUNTING_BASE}/exports`;
export const exportsKey = (page: number) => `${EXPORTS_BASE}?page=${page}`;

export const EXPORT_KINDS = ['invoices', 'creditNotes', 'payments'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const personSchema = z.object({ id: z.string(), fullName: z.string() });

export const exportViewSchema = z.object({
  id: z.string(),
  provider: z.string(),
  providerName: z.string(),
  from: z.string(),
  to: z.string(),
  kinds: z.array(z.enum(EXPORT_KINDS)),
  includeExported: z.boolean(),
  counts: z.object({
    invoices: z.number(),
    creditNotes: z.number(),
    payments: z.number(),
  }),
  lineCount: z.number(),
  totals: z.array(z.object({ currency: z.string(), debit: z.string(), credit: z.string() })),
  fileName: z.string(),
  remoteReference: z.nullable(z.string()),
  createdAt: z.string(),
  createdBy: z.nullable(personSchema),
});
export type ExportView = z.infer<typeof exportViewSchema>;

export const connectionSchema = z.object({
  provider: z.object({ id: z.string(), name: z.string(), needsConnection: z.boolean() }),
  connected: z.boolean(),
  ready: z.boolean(),
  connectedAt: z.nullable(z.string()),
  connectedBy: z.nullable(personSchema),
  organisation: z.nullable(z.string()),
  lastExport: z.nullable(exportViewSchema),
});
export type Connection = z.infer<typeof connectionSchema>;

const exportListSchema = z.object({
  items: z.array(exportViewSchema),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
  pageSize: z.number(),
});

export interface ExportRequest {
  from: string;
  to: string;
  kinds: ExportKind[];
  includeExported: boolean;
}

export const useConnection = () =>
  useSWR(CONNECTION_KEY, (url: string) => api.get(url, connectionSchema));

export const useExports = (page: number) =>
  useSWR(exportsKey(page), (url: string) => api.get(url, exportListSchema), {
    keepPreviousData: true,
  });

/** Every accounting read is stale after a write. */
const isAccountingKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith(ACCOUNTING_BASE);

export const useConnect = () =>
  useMutation(
    () =>
      api.post(
        `${ACCOUNTING_BASE}/connect`,
        undefined,
        mutationResponseSchema(z.object({ authorisationUrl: z.string() })),
      ),
    {},
  );

export const useDisconnect = () =>
  useMutation(
    () =>
      api.post(
        `${ACCOUNTING_BASE}/disconnect`,
        undefined,
        mutationResponseSchema(connectionSchema),
      ),
    { revalidate: isAccountingKey },
  );

export const useExport = () =>
  useMutation(
    (request: ExportRequest) =>
      api.post(EXPORTS_BASE, request, mutationResponseSchema(exportViewSchema)),
    { revalidate: isAccountingKey },
  );

/** The code and state the provider returned, confirmed once (a second call would spend nothing). */
export function confirmConnection(code: string, state: string) {
  return api.post(
    `${ACCOUNTING_BASE}/confirm`,
    { code, state },
    mutationResponseSchema(connectionSchema),
  );
}

/** Refreshes the accounting reads after the confirmation page connected. */
export function useRevalidateAccounting() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isAccountingKey), [mutate]);
}

/** The journal file of an export, as text (the API wants the bearer token: no plain link). */
export const fetchExportFile = (id: string) =>
  api.get(`${EXPORTS_BASE}/${encodeURIComponent(id)}/file`, z.string(), {
    headers: { Accept: 'text/csv' },
  });

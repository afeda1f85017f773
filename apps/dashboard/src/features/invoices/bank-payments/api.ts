import {
  BANK_PAYMENT_SORTS,
  type BankPaymentAllocate,
  type BankPaymentEdit,
  type BankPaymentIgnore,
  type BankPaymentInput,
  type BankPaymentTab,
  bankPaymentListSchema,
  bankPaymentSuggestionsSchema,
  bankPaymentViewSchema,
  type InvoiceListItem,
  invoiceListSchema,
  mutationResponseSchema,
  type StatementMappingInput,
  statementImportResultSchema,
  statementPreviewSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import { type ListConfig, type ListQuery, listUrl } from '../../../lib/list';
import type { OptionSource } from '../../../lib/options';
import { resourceKeys, useRecord, useResourceMutation } from '../../../lib/resource';

/**
 * The bank payments resource (/api/v1/bank-payments): the list, one payment,
 * its suggested invoices, and the writes (enter, match, undo a match, ignore, unignore, import a
 * statement). Every write revalidates every bank payments key, and the invoices' (a match moves
 * an invoice's balance and status).
 */
export const bankPaymentKeys = resourceKeys('/api/v1/bank-payments');
const invoiceKeys = resourceKeys('/api/v1/invoices');

/** The tabs in the order the list shows them: the work to do first, all last. */
export const BANK_PAYMENT_TAB_ORDER = [
  'unmatched',
  'partlyMatched',
  'matched',
  'ignored',
  'all',
] as const satisfies readonly BankPaymentTab[];

type BankPaymentSort = (typeof BANK_PAYMENT_SORTS)[number];

export const bankPaymentsListConfig = {
  tabs: BANK_PAYMENT_TAB_ORDER,
  defaultTab: 'unmatched',
  sorts: BANK_PAYMENT_SORTS,
} as const satisfies ListConfig<BankPaymentTab, BankPaymentSort, never>;

/** One page of the list with the count of each tab. */
export const useBankPayments = (query: ListQuery) =>
  useSWR(
    listUrl(bankPaymentKeys.base, query),
    (url: string) => api.get(url, bankPaymentListSchema),
    {
      keepPreviousData: true,
    },
  );

/** GET /api/v1/bank-payments/:id. */
export const useBankPayment = (id: string | null) =>
  useRecord(id === null ? null : bankPaymentKeys.detail(id), bankPaymentViewSchema);

const suggestionsKey = (id: string) => `${bankPaymentKeys.detail(id)}/suggestions`;
const suggestionsAnswer = z.object({ data: bankPaymentSuggestionsSchema });

/** GET /api/v1/bank-payments/:id/suggestions: open invoices, best first (null: not asked). */
export const useSuggestions = (id: string | null) =>
  useSWR(id === null ? null : suggestionsKey(id), async (url: string) => {
    return (await api.get(url, suggestionsAnswer)).data.suggestions;
  });

const paymentMutation = mutationResponseSchema(bankPaymentViewSchema);
const alsoInvoices = invoiceKeys.shows;

/** POST /api/v1/bank-payments: one payment entered by hand. */
export const useCreateBankPayment = () =>
  useResourceMutation(bankPaymentKeys, (input: BankPaymentInput) =>
    api.post(bankPaymentKeys.base, input, paymentMutation),
  );

/**
 * PATCH …/:id with the version read (409 when stale): notes at any time; payer, reference, day,
 * amount and currency only while unmatched (422 otherwise).
 */
export const useEditBankPayment = () =>
  useResourceMutation(bankPaymentKeys, ({ id, ...input }: BankPaymentEdit & { id: string }) =>
    api.patch(bankPaymentKeys.detail(id), input, paymentMutation),
  );

/** A refused write (409 stale, 422 no longer allowed): the toast says why; the payment is read again. */
export const useBankPaymentConflictRefresh = () => useConflictRefresh(bankPaymentKeys.shows);

/** POST …/:id/allocations: the person's confirmed match (moves the invoices' balances). */
export const useAllocate = () =>
  useResourceMutation(
    bankPaymentKeys,
    ({ id, ...input }: BankPaymentAllocate & { id: string }) =>
      api.post(`${bankPaymentKeys.detail(id)}/allocations`, input, paymentMutation),
    alsoInvoices,
  );

/** DELETE …/:id/allocations/:allocationId: undo a match (the invoice's balance comes back). */
export const useUndoAllocation = () =>
  useResourceMutation(
    bankPaymentKeys,
    ({ id, allocationId, version }: { id: string; allocationId: string; version: number }) =>
      api.delete(
        `${bankPaymentKeys.detail(id)}/allocations/${encodeURIComponent(allocationId)}`,
        paymentMutation,
        { params: { version } },
      ),
    alsoInvoices,
  );

/** POST …/:id/ignore with the reason. */
export const useIgnore = () =>
  useResourceMutation(bankPaymentKeys, ({ id, ...input }: BankPaymentIgnore & { id: string }) =>
    api.post(`${bankPaymentKeys.detail(id)}/ignore`, input, paymentMutation),
  );

/** POST …/:id/unignore: back to unmatched. */
export const useUnignore = () =>
  useResourceMutation(bankPaymentKeys, ({ id, version }: { id: string; version: number }) =>
    api.post(`${bankPaymentKeys.detail(id)}/unignore`, { version }, paymentMutation),
  );

function statementForm(file: File, mapping: StatementMappingInput | null): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return form;
}

const previewAnswer = z.object({ data: statementPreviewSchema });

/**
 * POST /api/v1/bank-payments/imports/preview: the rows as they would be imported, nothing
 * written. Without a mapping the server guesses one from the header names.
 */
export async function previewStatement(file: File, mapping: StatementMappingInput | null) {
  return (
    await api.post(
      `${bankPaymentKeys.base}/imports/preview`,
      statementForm(file, mapping),
      previewAnswer,
    )
  ).data;
}

/** POST /api/v1/bank-payments/imports: every valid row in one transaction, or nothing. */
export const useImportStatement = () =>
  useResourceMutation(
    bankPaymentKeys,
    (input: { file: File; mapping: StatementMappingInput; skipDuplicates: boolean }) => {
      const form = statementForm(input.file, input.mapping);
      form.append('skipDuplicates', String(input.skipDuplicates));
      return api.post(
        `${bankPaymentKeys.base}/imports`,
        form,
        mutationResponseSchema(statementImportResultSchema),
      );
    },
  );

const OPEN = new Set<InvoiceListItem['status']>(['issued', 'partPaid', 'overdue']);

/**
 * The open invoices the pickers have listed, by id, so that the chosen one's balance is known.
 * Module-wide, not per panel: a picker's options are read once per server answer and then served
 * from the cache, so a panel opened later may be shown options it never read itself.
 */
const listedOpenInvoices = new Map<string, InvoiceListItem>();

/** The open invoice a picker listed with this id, as last read. */
export const listedOpenInvoice = (id: string) => listedOpenInvoices.get(id);

/**
 * Open invoices (issued, part paid, overdue) whose number, company or purchase order matches,
 * for matching by hand (each one listed is remembered: listedOpenInvoice).
 */
export function openInvoiceSource(detail: (item: InvoiceListItem) => string): OptionSource {
  return {
    url: (search) => {
      const params = new URLSearchParams();
      if (search) params.set('search', search);
      return `${invoiceKeys.base}?${params.toString()}`;
    },
    read: (body) =>
      invoiceListSchema
        .parse(body)
        .items.filter((item) => item.number !== null && OPEN.has(item.status))
        .map((item) => {
          listedOpenInvoices.set(item.id, item);
          return { id: item.id, name: item.number ?? '', detail: detail(item) };
        }),
  };
}

import {
  type CreditNoteRequest,
  creditNoteListSchema,
  creditNoteViewSchema,
  type InvoiceDraftUpdate,
  type InvoicePaymentCreate,
  invoiceViewSchema,
  mutationResponseSchema,
  taxRateListSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import type { ListQuery } from '../../../lib/list';
import { useResourceMutation } from '../../../lib/resource';
import { invoiceKeys } from './invoices';
import {
  CREDIT_NOTES_BASE,
  creditNoteListKey,
  creditNotePdfPath,
  invoiceKey,
  invoicePdfPath,
} from './keys';

// The invoice page's writes. Every write revalidates the invoices' lists and records (all start
// with the invoices base), and a credit note also the credit notes' lists.

const answer = mutationResponseSchema(invoiceViewSchema);
const showsCreditNotes = (key: unknown) =>
  typeof key === 'string' && key.startsWith(CREDIT_NOTES_BASE);

type Versioned = { id: string; version: number };

/** PATCH a draft (lines, dates, purchase order…) with the version read: 409 when stale. */
export const useUpdateInvoiceDraft = () =>
  useResourceMutation(invoiceKeys, ({ id, ...body }: InvoiceDraftUpdate & { id: string }) =>
    api.patch(invoiceKey(id), body, answer),
  );

/** Issue a draft: the billing company's next number, then frozen. */
export const useIssueInvoice = () =>
  useResourceMutation(invoiceKeys, ({ id, version }: Versioned) =>
    api.post(`${invoiceKey(id)}/issue`, { version }, answer),
  );

/** Void an issued invoice without payments or credits (its number stays used). */
export const useVoidInvoice = () =>
  useResourceMutation(invoiceKeys, ({ id, version }: Versioned) =>
    api.post(`${invoiceKey(id)}/void`, { version }, answer),
  );

/** Delete a draft (its nights are free again). */
export const useDeleteInvoice = () =>
  useResourceMutation(invoiceKeys, ({ id, version }: Versioned) =>
    api.delete(`${invoiceKey(id)}?version=${version}`, answer),
  );

/** A deleted draft back (409 when its nights were invoiced since). */
export const useRestoreInvoice = () =>
  useResourceMutation(invoiceKeys, ({ id, version }: Versioned) =>
    api.post(`${invoiceKey(id)}/restore`, { version }, answer),
  );

/** Record a payment: the balance falls, the status becomes part paid or paid. */
export const useRecordPayment = () =>
  useResourceMutation(invoiceKeys, ({ id, ...body }: InvoicePaymentCreate & { id: string }) =>
    api.post(`${invoiceKey(id)}/payments`, body, answer),
  );

/** Credit an issued invoice: the whole, chosen lines or an amount, with a reason. */
export const useCreateCreditNote = () =>
  useResourceMutation(
    invoiceKeys,
    (body: CreditNoteRequest) =>
      api.post(CREDIT_NOTES_BASE, body, mutationResponseSchema(creditNoteViewSchema)),
    showsCreditNotes,
  );

/** A refused write (409 stale, 422 no longer allowed): the toast says why; the invoice is read again. */
export const useInvoiceConflictRefresh = () => useConflictRefresh(invoiceKeys.shows);

/** The tax rates a line or a credit may use (active ones). */
export const TAX_RATES_KEY = '/api/v1/tax-rates?tab=active&sort=name';
export const useActiveTaxRates = () =>
  useSWR(TAX_RATES_KEY, async (url: string) => (await api.get(url, taxRateListSchema)).items);

/** One page of credit notes. */
export const useCreditNoteList = (query: ListQuery) =>
  useSWR(creditNoteListKey(query), (url: string) => api.get(url, creditNoteListSchema), {
    keepPreviousData: true,
  });

/** A PDF as a file (the API wants the bearer token, so no plain link). */
function fetchPdf(url: string): Promise<Blob> {
  return api.get(url, z.instanceof(Blob), {
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
  });
}

export const fetchInvoicePdf = (id: string) => fetchPdf(invoicePdfPath(id));
export const fetchCreditNotePdf = (id: string) => fetchPdf(creditNotePdfPath(id));

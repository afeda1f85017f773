import { INVOICE_SORTS, INVOICE_TABS, type InvoiceTab } from '@staydesk/domain';
import { type ListConfig, type ListQuery, listUrl, readListQuery } from '../../../lib/list';

// Light on purpose: module.ts (in the app's entry) builds the keys its routes prefetch from here,
// and the screens read exactly the same keys (a prefetched answer is then taken, not refetched).

export const INVOICES_BASE = '/api/v1/invoices';
export const CREDIT_NOTES_BASE = '/api/v1/credit-notes';

type InvoiceSort = (typeof INVOICE_SORTS)[number];

export const INVOICE_FILTERS = ['billingCompanyId', 'companyId'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/** The invoices list's address state: tabs, server sorts and filters. */
export const invoicesListConfig = {
  tabs: INVOICE_TABS,
  sorts: INVOICE_SORTS,
  filters: INVOICE_FILTERS,
} as const satisfies ListConfig<InvoiceTab, InvoiceSort, InvoiceFilter>;

/**
 * The list's request as its address holds it: the default tab (all) is left out of the key, as
 * the server's default, so the route's prefetch and the screen ask for the same address.
 */
export function invoiceListQuery(search: URLSearchParams): ListQuery {
  const query = readListQuery(search, invoicesListConfig);
  return { ...query, tab: query.tab === 'all' ? undefined : query.tab };
}

export const invoiceListKey = (query: ListQuery) => listUrl(INVOICES_BASE, query);
export const invoiceKey = (id: string) => `${INVOICES_BASE}/${encodeURIComponent(id)}`;
/** One page of an invoice's activity. */
export const invoiceActivityKey = (id: string, page: number) =>
  `${invoiceKey(id)}/activity${page > 1 ? `?page=${page}` : ''}`;
/** The PDF of an invoice (opened in a new tab with the session's cookie). */
export const invoicePdfPath = (id: string) => `${invoiceKey(id)}/pdf`;

export const CREDIT_NOTE_SORT_VALUES = ['number', 'issueDate', 'createdAt'] as const;
export const creditNotesListConfig = { sorts: CREDIT_NOTE_SORT_VALUES } as const;
export const creditNoteListQuery = (search: URLSearchParams): ListQuery => ({
  ...readListQuery(search, creditNotesListConfig),
  tab: undefined,
});
export const creditNoteListKey = (query: ListQuery) => listUrl(CREDIT_NOTES_BASE, query);
export const creditNotePdfPath = (id: string) =>
  `${CREDIT_NOTES_BASE}/${encodeURIComponent(id)}/pdf`;

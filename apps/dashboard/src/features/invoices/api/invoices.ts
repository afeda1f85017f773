import { activityPageSchema, invoiceListSchema, invoiceViewSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list';
import { resourceKeys, useRecord } from '../../../lib/resource';
import { INVOICES_BASE, invoiceActivityKey, invoiceKey, invoiceListKey } from './keys';

/**
 * The invoices resource (/api/v1/invoices): reads here, writes beside them. Every write
 * revalidates every invoices list and record key (all start with the base).
 */
export const invoiceKeys = resourceKeys(INVOICES_BASE);

/** One page of the list with the count of each tab (as the server counts them). */
export const useInvoiceList = (query: ListQuery) =>
  useSWR(invoiceListKey(query), (url: string) => api.get(url, invoiceListSchema), {
    keepPreviousData: true,
  });

/** GET /api/v1/invoices/:id: the invoice with its lines, totals, payments and credit notes. */
export const useInvoice = (id: string | null) =>
  useRecord(id === null ? null : invoiceKey(id), invoiceViewSchema);

/**
 * GET /api/v1/invoices/:id/activity: its changes, newest first, 29 a page (the key starts with
 * the invoices base, so every invoices write reads it again).
 */
export const useInvoiceActivity = (id: string, page: number) =>
  useSWR(invoiceActivityKey(id, page), (url: string) => api.get(url, activityPageSchema), {
    keepPreviousData: true,
  });

import {
  billingCompanySchema,
  bookingsToInvoiceSchema,
  type CreditNoteRequest,
  catalogueItemListSchema,
  creditNoteViewSchema,
  type InvoiceDraftCreate,
  type InvoiceFromBookings,
  type InvoiceGrouping,
  type InvoiceListItem,
  invoiceListSchema,
  invoiceViewSchema,
  mutationResponseSchema,
  taxRateListSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import type { OptionSource } from '../../../lib/options';
import { resourceKeys, useRecord, useResourceMutation } from '../../../lib/resource';

/**
 * What billing reads and writes: bookings to invoice, drafts from bookings or by hand, credit
 * notes. A write revalidates every invoices key (lists, invoices, bookings to invoice: they all
 * start with /api/v1/invoices) and the credit notes.
 */
const invoiceKeys = resourceKeys('/api/v1/invoices');
const creditNoteKeys = resourceKeys('/api/v1/credit-notes');
const bookingKeys = resourceKeys('/api/v1/bookings');

export function bookingsToInvoiceKey(grouping: InvoiceGrouping | null): string {
  const base = `${invoiceKeys.base}/bookings-to-invoice`;
  return grouping ? `${base}?grouping=${grouping}` : base;
}

/** GET /api/v1/invoices/bookings-to-invoice: by billing company, what would be billed. */
export const useBookingsToInvoice = (grouping: InvoiceGrouping | null) =>
  useSWR(bookingsToInvoiceKey(grouping), (url: string) => api.get(url, bookingsToInvoiceSchema), {
    keepPreviousData: true,
  });

const draftsMadeSchema = mutationResponseSchema(z.object({ invoices: z.array(invoiceViewSchema) }));

/** POST /api/v1/invoices/from-bookings: the drafts made (409 when nights were taken meanwhile). */
export const useCreateFromBookings = () =>
  useResourceMutation(
    invoiceKeys,
    (input: InvoiceFromBookings) =>
      api.post(`${invoiceKeys.base}/from-bookings`, input, draftsMadeSchema),
    bookingKeys.shows,
  );

const invoiceMutation = mutationResponseSchema(invoiceViewSchema);

/** POST /api/v1/invoices: a draft by hand. */
export const useCreateDraft = () =>
  useResourceMutation(invoiceKeys, (input: InvoiceDraftCreate) =>
    api.post(invoiceKeys.base, input, invoiceMutation),
  );

/** One billing company (its purchase order rule and payment terms). */
export const useBillingCompany = (id: string | null) =>
  useRecord(
    id === null ? null : `/api/v1/billing-companies/${encodeURIComponent(id)}`,
    billingCompanySchema,
  );

/** The active catalogue (one page of 29: a catalogue is short) and the active tax rates. */
export const useActiveItems = () =>
  useSWR('/api/v1/invoice-items?tab=active', (url: string) =>
    api.get(url, catalogueItemListSchema),
  );
export const useActiveTaxRates = () =>
  useSWR('/api/v1/tax-rates?tab=active', (url: string) => api.get(url, taxRateListSchema));

/** An invoice with its lines. */
export const useInvoice = (id: string | null) =>
  useRecord(id === null ? null : invoiceKeys.detail(id), invoiceViewSchema);

const CREDITABLE = new Set(['issued', 'partPaid', 'paid', 'overdue']);

/** Issued invoices (issued, part paid, paid or overdue) whose number matches: what may be credited. */
export function creditableInvoiceSource(detail: (item: InvoiceListItem) => string): OptionSource {
  return {
    url: (search) => {
      // Newest first (the default sort; sorting by issue date trips on drafts' empty dates).
      const params = new URLSearchParams();
      if (search) params.set('search', search);
      return `${invoiceKeys.base}?${params.toString()}`;
    },
    read: (body) =>
      invoiceListSchema
        .parse(body)
        .items.filter((item) => item.number !== null && CREDITABLE.has(item.status))
        .map((item) => ({
          id: item.id,
          name: item.number ?? '',
          detail: detail(item),
        })),
  };
}

const creditNoteMutation = mutationResponseSchema(creditNoteViewSchema);

/** POST /api/v1/credit-notes: issued at once with its CN- number. */
export const useCreateCreditNote = () =>
  useResourceMutation(
    creditNoteKeys,
    (input: CreditNoteRequest) => api.post(creditNoteKeys.base, input, creditNoteMutation),
    invoiceKeys.shows,
  );

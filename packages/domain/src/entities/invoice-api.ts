import { z } from 'zod/mini';
import { listTabSchema, pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import { INVOICE_SORTS, INVOICE_TABS } from '../list-values';
import { invoiceStatusSchema } from '../statuses';
import { addressSchema } from './address';
import { invoiceGroupingSchema } from './billing-company';
import {
  calendarDateSchema,
  recordIdSchema,
  recordShape,
  strict,
  TEXT_LIMITS,
  timestampSchema,
  updateShape,
} from './common';
import {
  invoiceItemKindSchema,
  periodSchema,
  quantitySchema,
  taxRateCreateSchema,
  taxRateSchema,
} from './invoice';
import {
  currencySchema,
  DEFAULT_CURRENCY,
  moneyAmountSchema,
  moneyInputSchema,
  moneySchema,
  totalAmountSchema,
} from './money';

/**
 * The invoices API (/api/v1/tax-rates, /api/v1/invoice-items, /api/v1/invoices,
 * /api/v1/credit-notes): what the server takes and answers. invoice.ts keeps the invoice
 * document model; these are the request and view shapes built on it.
 */

const positiveAmount = totalAmountSchema.check(
  z.refine((amount) => !amount.startsWith('-') && /[1-9]/.test(amount), 'Enter an amount above 0'),
);

// ---------------------------------------------------------------------------------------------
// Tax rates

export const TAX_RATE_TABS = ['active', 'retired', 'deleted'] as const;
export type TaxRateTab = (typeof TAX_RATE_TABS)[number];
export const TAX_RATE_SORTS = ['name', 'percentage', 'createdAt', 'updatedAt'] as const;

/** A tax rate as the API shows it: inUse when an invoice line or a catalogue item names it. */
export const taxRateViewSchema = z.extend(taxRateSchema, {
  id: recordIdSchema,
  inUse: z.boolean(),
});
export type TaxRateView = z.infer<typeof taxRateViewSchema>;
export const taxRateListSchema = pagedSchema(taxRateViewSchema);
export const taxRateListQuerySchema = z.extend(pageQuerySchema, {
  sort: z._default(sortParamSchema(TAX_RATE_SORTS), 'name'),
  tab: listTabSchema(TAX_RATE_TABS),
});
export type TaxRateListQuery = z.output<typeof taxRateListQuerySchema>;
/** The create schema again, named for the routes (isDefault makes every other rate not default). */
export const taxRateInputSchema = taxRateCreateSchema;

// ---------------------------------------------------------------------------------------------
// Catalogue items

export const CATALOGUE_ITEM_TABS = ['active', 'inactive', 'deleted'] as const;
export type CatalogueItemTab = (typeof CATALOGUE_ITEM_TABS)[number];
export const CATALOGUE_ITEM_SORTS = ['name', 'kind', 'createdAt', 'updatedAt'] as const;

export const catalogueItemCreateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120)),
  kind: invoiceItemKindSchema,
  description: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  defaultPrice: moneyInputSchema,
  taxRateId: z.nullable(recordIdSchema),
  isActive: z._default(z.boolean(), true),
});
export type CatalogueItemCreate = z.infer<typeof catalogueItemCreateSchema>;
export const catalogueItemUpdateSchema = strict(
  z.extend(z.partial(catalogueItemCreateSchema), updateShape),
);
export type CatalogueItemUpdate = z.infer<typeof catalogueItemUpdateSchema>;
export const catalogueItemViewSchema = z.object({
  ...recordShape,
  id: recordIdSchema,
  name: z.string(),
  kind: invoiceItemKindSchema,
  description: z.string(),
  defaultPrice: moneySchema,
  taxRateId: z.nullable(recordIdSchema),
  taxRateName: z.nullable(z.string()),
  taxPercent: z.nullable(z.string()),
  isActive: z.boolean(),
});
export type CatalogueItemView = z.infer<typeof catalogueItemViewSchema>;
export const catalogueItemListSchema = pagedSchema(catalogueItemViewSchema);
export const catalogueItemListQuerySchema = z.extend(pageQuerySchema, {
  sort: z._default(sortParamSchema(CATALOGUE_ITEM_SORTS), 'name'),
  tab: listTabSchema(CATALOGUE_ITEM_TABS),
});
export type CatalogueItemListQuery = z.output<typeof catalogueItemListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Invoices

/** One line as staff enter it: the tax percentage is copied from the rate when it is saved. */
export const invoiceLineInputSchema = z.object({
  kind: invoiceItemKindSchema,
  description: z
    .string()
    .check(z.trim(), z.minLength(1, 'Description is required'), z.maxLength(500)),
  /** Nights of a booking this line bills: they count as invoiced (never billed twice). */
  bookingId: z._default(z.nullable(recordIdSchema), null),
  period: z._default(
    z.nullable(
      periodSchema.check(
        z.refine((period) => period.from < period.to, 'The period ends after it starts'),
      ),
    ),
    null,
  ),
  quantity: quantitySchema.check(
    z.refine((value) => Number(value) > 0, 'Enter a quantity above 0'),
  ),
  /** In the invoice's currency; negative for a discount line. */
  unitPrice: moneyAmountSchema,
  taxRateId: recordIdSchema,
  catalogueItemId: z._default(z.nullable(recordIdSchema), null),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

/** Bill-to details: copied from the billing company on create, frozen when issued. */
export const invoiceBillToSchema = z.object({
  legalName: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.name)),
  address: addressSchema,
  vatNumber: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.code)),
  emails: z
    .array(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.email)))
    .check(z.maxLength(20)),
});
export type InvoiceBillTo = z.infer<typeof invoiceBillToSchema>;

const servicePeriodSchema = periodSchema.check(
  z.refine((period) => period.from <= period.to, 'The period ends after it starts'),
);

export const invoiceDraftCreateSchema = z.object({
  billingCompanyId: recordIdSchema,
  currency: z._default(currencySchema, DEFAULT_CURRENCY),
  servicePeriod: z._default(z.nullable(servicePeriodSchema), null),
  purchaseOrder: z._default(z.string().check(z.trim(), z.maxLength(120)), ''),
  /** Empty: the billing company's payment terms from the issue date. */
  dueDate: z._default(z.nullable(calendarDateSchema), null),
  notes: z._default(z.string().check(z.trim(), z.maxLength(5_000)), ''),
  billTo: z.optional(invoiceBillToSchema),
  lines: z._default(z.array(invoiceLineInputSchema).check(z.maxLength(200)), []),
});
export type InvoiceDraftCreate = z.input<typeof invoiceDraftCreateSchema>;

/** A draft's edit: any field but the billing company and currency, with the version read. */
export const invoiceDraftUpdateSchema = strict(
  z.extend(
    z.partial(
      z.object({
        servicePeriod: z.nullable(servicePeriodSchema),
        purchaseOrder: z.string().check(z.trim(), z.maxLength(120)),
        dueDate: z.nullable(calendarDateSchema),
        notes: z.string().check(z.trim(), z.maxLength(5_000)),
        billTo: invoiceBillToSchema,
        lines: z.array(invoiceLineInputSchema).check(z.maxLength(200)),
      }),
    ),
    updateShape,
  ),
);
export type InvoiceDraftUpdate = z.input<typeof invoiceDraftUpdateSchema>;

export const invoiceFromBookingsSchema = z.object({
  bookingIds: z
    .array(recordIdSchema)
    .check(z.minLength(1, 'Choose at least one booking'), z.maxLength(100)),
  /** Default: each billing company's own grouping. */
  grouping: z.optional(invoiceGroupingSchema),
  /** Bill only the nights before this day (a month end); default: every night of the stay. */
  until: z.optional(calendarDateSchema),
});
export type InvoiceFromBookings = z.input<typeof invoiceFromBookingsSchema>;

export const invoiceIssueSchema = z.object({ ...updateShape });

export const PAYMENT_METHODS = [
  'bankTransfer',
  'card',
  'cash',
  'cheque',
  'directDebit',
  'other',
] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const invoicePaymentCreateSchema = z.object({
  amount: positiveAmount,
  paidOn: calendarDateSchema,
  method: paymentMethodSchema,
  reference: z._default(z.string().check(z.trim(), z.maxLength(160)), ''),
});
export type InvoicePaymentCreate = z.input<typeof invoicePaymentCreateSchema>;

export const invoicePaymentSchema = z.object({
  id: recordIdSchema,
  amount: moneySchema,
  paidOn: calendarDateSchema,
  method: paymentMethodSchema,
  reference: z.string(),
  createdAt: timestampSchema,
  createdBy: z.nullable(z.string()),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceLineSchema = z.object({
  id: recordIdSchema,
  position: z.number().check(z.int()),
  kind: invoiceItemKindSchema,
  description: z.string(),
  bookingId: z.nullable(recordIdSchema),
  bookingReference: z.nullable(z.string()),
  period: z.nullable(periodSchema),
  quantity: z.string(),
  unitPrice: moneySchema,
  taxRateId: z.nullable(recordIdSchema),
  taxPercent: z.string(),
  catalogueItemId: z.nullable(recordIdSchema),
  net: moneySchema,
  tax: moneySchema,
  gross: moneySchema,
  /** Gross credited against this line so far. */
  credited: moneySchema,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

const documentTotalsSchema = z.object({ net: moneySchema, tax: moneySchema, gross: moneySchema });

export const invoiceViewSchema = z.object({
  ...recordShape,
  id: recordIdSchema,
  /** Null while a draft; the billing company's next number once issued, never changed. */
  number: z.nullable(z.string()),
  /** Overdue is worked out at read time from the due date. */
  status: invoiceStatusSchema,
  billingCompanyId: recordIdSchema,
  billingCompanyName: z.string(),
  purchaseOrderRequired: z.boolean(),
  companyId: z.nullable(recordIdSchema),
  companyName: z.nullable(z.string()),
  currency: currencySchema,
  issueDate: z.nullable(calendarDateSchema),
  dueDate: z.nullable(calendarDateSchema),
  taxPoint: z.nullable(calendarDateSchema),
  servicePeriod: z.nullable(periodSchema),
  purchaseOrder: z.string(),
  billTo: invoiceBillToSchema,
  notes: z.string(),
  lines: z.array(invoiceLineSchema),
  totals: documentTotalsSchema,
  taxAnalysis: z.array(z.object({ taxPercent: z.string(), net: moneySchema, tax: moneySchema })),
  amountPaid: moneySchema,
  amountCredited: moneySchema,
  balance: moneySchema,
  payments: z.array(invoicePaymentSchema),
  creditNotes: z.array(
    z.object({
      id: recordIdSchema,
      number: z.string(),
      issueDate: calendarDateSchema,
      gross: moneySchema,
    }),
  ),
  bookingIds: z.array(recordIdSchema),
  issuedAt: z.nullable(timestampSchema),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

export const invoiceListItemSchema = z.pick(invoiceViewSchema, {
  id: true,
  number: true,
  status: true,
  billingCompanyId: true,
  billingCompanyName: true,
  companyName: true,
  currency: true,
  issueDate: true,
  dueDate: true,
  servicePeriod: true,
  purchaseOrder: true,
  totals: true,
  amountPaid: true,
  balance: true,
  version: true,
  deleted: true,
  createdAt: true,
  updatedAt: true,
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceListSchema = pagedSchema(invoiceListItemSchema);
export const invoiceListQuerySchema = z.extend(pageQuerySchema, {
  sort: z._default(sortParamSchema(INVOICE_SORTS), '-createdAt'),
  tab: listTabSchema(INVOICE_TABS),
  billingCompanyId: z.optional(recordIdSchema),
  companyId: z.optional(recordIdSchema),
  /** The invoices with a line for this booking. */
  bookingId: z.optional(recordIdSchema),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** GET /api/v1/invoices/bookings-to-invoice */
export const bookingsToInvoiceQuerySchema = z.object({
  grouping: z.optional(invoiceGroupingSchema),
  until: z.optional(calendarDateSchema),
  billingCompanyId: z.optional(recordIdSchema),
});
export const billablePeriodSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  nights: z.number().check(z.int()),
  unitPrice: moneySchema,
  net: moneySchema,
  tax: moneySchema,
  gross: moneySchema,
});
export const bookingsToInvoiceSchema = z.object({
  taxPercent: z.string(),
  groups: z.array(
    z.object({
      billingCompanyId: recordIdSchema,
      billingCompanyName: z.string(),
      grouping: invoiceGroupingSchema,
      purchaseOrderRequired: z.boolean(),
      bookings: z.array(
        z.object({
          bookingId: recordIdSchema,
          reference: z.string(),
          propertyTitle: z.nullable(z.string()),
          checkIn: calendarDateSchema,
          checkOut: calendarDateSchema,
          purchaseOrder: z.string(),
          periods: z.array(billablePeriodSchema),
          totals: documentTotalsSchema,
        }),
      ),
      totals: documentTotalsSchema,
    }),
  ),
});
export type BookingsToInvoice = z.infer<typeof bookingsToInvoiceSchema>;

// ---------------------------------------------------------------------------------------------
// Credit notes

export const creditNoteRequestSchema = z.object({
  invoiceId: recordIdSchema,
  reason: z.string().check(z.trim(), z.minLength(1, 'Reason is required'), z.maxLength(500)),
  // A plain union, not z.discriminatedUnion: the same three shapes, told apart by `mode` all the
  // same; the discriminated kind was 0.4 KiB gzip of zod on every screen for this one field.
  credit: z.union([
    /** Everything not yet credited. */
    z.object({ mode: z.literal('whole') }),
    /** Chosen lines, each whole or a part of its quantity. */
    z.object({
      mode: z.literal('lines'),
      lines: z
        .array(z.object({ lineId: recordIdSchema, quantity: z.optional(quantitySchema) }))
        .check(z.minLength(1, 'Choose at least one line'), z.maxLength(200)),
    }),
    /** An amount (net) at one tax rate. */
    z.object({
      mode: z.literal('amount'),
      net: positiveAmount,
      taxRateId: recordIdSchema,
      description: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
    }),
  ]),
});
export type CreditNoteRequest = z.input<typeof creditNoteRequestSchema>;

export const creditNoteLineSchema = z.object({
  id: recordIdSchema,
  invoiceLineId: z.nullable(recordIdSchema),
  description: z.string(),
  quantity: z.string(),
  unitPrice: moneySchema,
  taxPercent: z.string(),
  net: moneySchema,
  tax: moneySchema,
  gross: moneySchema,
});

export const creditNoteViewSchema = z.object({
  ...recordShape,
  id: recordIdSchema,
  number: z.string(),
  invoiceId: recordIdSchema,
  invoiceNumber: z.nullable(z.string()),
  billingCompanyId: recordIdSchema,
  billingCompanyName: z.string(),
  billTo: invoiceBillToSchema,
  reason: z.string(),
  currency: currencySchema,
  issueDate: calendarDateSchema,
  lines: z.array(creditNoteLineSchema),
  totals: documentTotalsSchema,
});
export type CreditNoteView = z.infer<typeof creditNoteViewSchema>;
export const creditNoteListItemSchema = z.omit(creditNoteViewSchema, { lines: true, billTo: true });
export const CREDIT_NOTE_TABS = ['all'] as const;
export const CREDIT_NOTE_SORTS = ['createdAt', 'number', 'issueDate'] as const;
export const creditNoteListSchema = pagedSchema(creditNoteListItemSchema);
export const creditNoteListQuerySchema = z.extend(pageQuerySchema, {
  sort: z._default(sortParamSchema(CREDIT_NOTE_SORTS), '-createdAt'),
  tab: listTabSchema(CREDIT_NOTE_TABS),
  invoiceId: z.optional(recordIdSchema),
});
export type CreditNoteListQuery = z.output<typeof creditNoteListQuerySchema>;

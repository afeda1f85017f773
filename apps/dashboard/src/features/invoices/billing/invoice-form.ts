import {
  type InvoiceDraftCreate,
  invoiceDraftCreateSchema,
  type LineTotals,
  lineTotals,
  MONEY_AMOUNT_PATTERN,
  sumTotals,
} from '@staydesk/domain';
import type { Control } from 'react-hook-form';
import { z } from 'zod/mini';
import type { Widen } from '../../../i18n';
import type { BillingMessagesEn } from './messages';

/** The invoice's currency: the default one (a draft by hand bills in pounds). */
export const INVOICE_CURRENCY = 'GBP';
/** The item Select's value for a line typed by hand. */
export const FREE_TEXT = 'free';

const QUANTITY = /^\d{1,6}(\.\d{1,3})?$/;

const picked = z.object({ id: z.string(), name: z.string() });

/** The form of invoices/create; the purchase order is required when the billing company says so. */
export function invoiceFormSchema(
  e: Widen<BillingMessagesEn>['validation'],
  purchaseOrderRequired: boolean,
) {
  const line = z.object({
    itemId: z.string(),
    kind: z.enum(['accommodation', 'cleaning', 'parking', 'petFee', 'deposit', 'fee', 'other']),
    description: z
      .string()
      .check(z.trim(), z.minLength(1, e.required), z.maxLength(500, e.tooLong)),
    quantity: z.string().check(
      z.trim(),
      z.regex(QUANTITY, e.quantity),
      z.refine((value) => Number(value) > 0, e.quantity),
    ),
    unitPrice: z.string().check(z.trim(), z.regex(MONEY_AMOUNT_PATTERN, e.signedAmount)),
    taxRateId: z.string().check(z.minLength(1, e.taxRate)),
  });
  return z
    .object({
      billingCompany: z.nullable(picked),
      purchaseOrder: z.string().check(z.trim(), z.maxLength(120, e.tooLong)),
      serviceFrom: z.string(),
      serviceTo: z.string(),
      dueDate: z.string(),
      notes: z.string().check(z.trim(), z.maxLength(5_000, e.tooLong)),
      lines: z.array(line).check(z.maxLength(200, e.tooLong)),
    })
    .check(
      z.superRefine((form, context) => {
        if (!form.billingCompany) {
          context.addIssue({ code: 'custom', path: ['billingCompany'], message: e.billingCompany });
        }
        if (purchaseOrderRequired && form.purchaseOrder.trim() === '') {
          context.addIssue({ code: 'custom', path: ['purchaseOrder'], message: e.purchaseOrder });
        }
        if (form.serviceFrom && form.serviceTo && form.serviceTo < form.serviceFrom) {
          context.addIssue({ code: 'custom', path: ['serviceTo'], message: e.periodOrder });
        }
      }),
    );
}

export type InvoiceFormInput = z.input<ReturnType<typeof invoiceFormSchema>>;
export type InvoiceFormValues = z.output<ReturnType<typeof invoiceFormSchema>>;
export type InvoiceFormControl = Control<InvoiceFormInput, unknown, InvoiceFormValues>;
export type InvoiceFormLine = InvoiceFormInput['lines'][number];

export const blankLine = (taxRateId: string): InvoiceFormLine => ({
  itemId: FREE_TEXT,
  kind: 'other',
  description: '',
  quantity: '1',
  unitPrice: '',
  taxRateId,
});

export const blankInvoiceForm = (): InvoiceFormInput => ({
  billingCompany: null,
  purchaseOrder: '',
  serviceFrom: '',
  serviceTo: '',
  dueDate: '',
  notes: '',
  lines: [],
});

/**
 * A line's figures as the server will work them out (the domain's lineTotals: net to the penny,
 * tax per line half up, never a float), or null while its quantity, price or rate is not valid.
 */
export function formLineTotals(
  line: Pick<InvoiceFormLine, 'quantity' | 'unitPrice' | 'taxRateId'>,
  percentOf: (taxRateId: string) => string | undefined,
): LineTotals | null {
  const quantity = line.quantity.trim();
  const price = line.unitPrice.trim();
  const taxPercent = percentOf(line.taxRateId);
  if (!QUANTITY.test(quantity) || !MONEY_AMOUNT_PATTERN.test(price) || taxPercent === undefined) {
    return null;
  }
  return lineTotals({
    quantity,
    unitPrice: { amount: price, currency: INVOICE_CURRENCY },
    taxPercent,
  });
}

/** The document's totals: the sums of its rounded lines (the domain's sumTotals). */
export function formTotals(lines: readonly (LineTotals | null)[]): LineTotals {
  return sumTotals(
    lines.filter((line): line is LineTotals => line !== null),
    INVOICE_CURRENCY,
  );
}

/** The API body of POST /api/v1/invoices from a valid form. */
export function invoiceCreateBody(form: InvoiceFormValues): InvoiceDraftCreate {
  return invoiceDraftCreateSchema.parse({
    billingCompanyId: form.billingCompany?.id ?? '',
    currency: INVOICE_CURRENCY,
    servicePeriod:
      form.serviceFrom && form.serviceTo ? { from: form.serviceFrom, to: form.serviceTo } : null,
    purchaseOrder: form.purchaseOrder,
    dueDate: form.dueDate || null,
    notes: form.notes,
    lines: form.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRateId: line.taxRateId,
      catalogueItemId: line.itemId === FREE_TEXT ? null : line.itemId,
    })),
  });
}

/** Where a server field (400/422 `fields`) shows on the form. */
export function formFieldOf(name: string): string | null {
  if (name === 'billingCompanyId') return 'billingCompany';
  if (name === 'purchaseOrder' || name === 'dueDate' || name === 'notes') return name;
  if (name.startsWith('servicePeriod')) return 'serviceFrom';
  const line = /^lines\.(\d+)\.(description|quantity|unitPrice|taxRateId)$/.exec(name);
  if (line) return `lines.${line[1]}.${line[2]}`;
  if (/^lines\.(\d+)/.test(name)) return `lines.${name.split('.')[1]}.description`;
  return null;
}

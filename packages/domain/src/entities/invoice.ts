import { z } from 'zod/mini';
import { bankPaymentStatusSchema, invoiceStatusSchema } from '../statuses';
import { addressSchema } from './address';
import {
  calendarDateSchema,
  idSchema,
  recordShape,
  TEXT_LIMITS,
  timestampSchema,
  updateShape,
} from './common';
import {
  addMoney,
  type Money,
  moneyInputSchema,
  moneySchema,
  multiplyMoney,
  percentageSchema,
  percentOf,
  totalAmountSchema,
  zeroMoney,
} from './money';

export const taxRateCreateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(80)),
  percentage: percentageSchema,
  code: z.string().check(z.trim(), z.minLength(1, 'Code is required'), z.maxLength(20)),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});
export type TaxRateCreate = z.infer<typeof taxRateCreateSchema>;
export const taxRateUpdateSchema = z.extend(z.partial(taxRateCreateSchema), updateShape);
export type TaxRateUpdate = z.infer<typeof taxRateUpdateSchema>;
export const taxRateSchema = z.extend(taxRateCreateSchema, recordShape);
export type TaxRate = z.infer<typeof taxRateSchema>;

export const INVOICE_ITEM_KINDS = [
  { value: 'accommodation', label: 'Accommodation' },
  { value: 'cleaning', label: 'Cleaning' },
  { value: 'parking', label: 'Parking' },
  { value: 'petFee', label: 'Pet Fee' },
  { value: 'deposit', label: 'Deposit' },
  { value: 'fee', label: 'Fee' },
  { value: 'other', label: 'Other' },
] as const;
export const invoiceItemKindSchema = z.enum([
  'accommodation',
  'cleaning',
  'parking',
  'petFee',
  'deposit',
  'fee',
  'other',
]);
export type InvoiceItemKind = z.infer<typeof invoiceItemKindSchema>;

export const periodSchema = z.object({ from: calendarDateSchema, to: calendarDateSchema });
export type Period = z.infer<typeof periodSchema>;

/** Quantity as a decimal string (nights, units, part days). */
export const quantitySchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{1,6}(\.\d{1,3})?$/, 'Enter a quantity such as 1 or 2.5'));

/** What staff enter for an item; net, tax and gross are worked out by itemTotals. */
export const invoiceItemInputSchema = z.object({
  kind: invoiceItemKindSchema,
  description: z
    .string()
    .check(z.trim(), z.minLength(1, 'Description is required'), z.maxLength(500)),
  period: z.nullable(periodSchema),
  quantity: quantitySchema,
  unitPrice: moneyInputSchema,
  taxRateId: z.nullable(idSchema),
  /** Copied from the tax rate when the item is saved, so later rate changes never alter it. */
  taxPercent: percentageSchema,
  bookingId: z.nullable(idSchema),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemInputSchema>;

export const invoiceItemSchema = z.extend(invoiceItemInputSchema, {
  id: idSchema,
  net: moneySchema,
  tax: moneySchema,
  gross: moneySchema,
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export interface Totals {
  net: Money;
  tax: Money;
  gross: Money;
}
export const totalsSchema = z.object({ net: moneySchema, tax: moneySchema, gross: moneySchema });

/** net = quantity × unit price; tax = net × rate, each rounded to the penny; gross = net + tax. */
export function itemTotals(
  item: Pick<InvoiceItemInput, 'quantity' | 'unitPrice' | 'taxPercent'>,
): Totals {
  const net = multiplyMoney(item.unitPrice, item.quantity);
  const tax = percentOf(net, item.taxPercent);
  return { net, tax, gross: addMoney(net, tax) };
}

/** Document totals are the sums of the rounded item figures, so the lines always add up. */
export function documentTotals(items: readonly Totals[], currency: string): Totals {
  const sum = (pick: (totals: Totals) => Money) =>
    addMoney(zeroMoney(currency), ...items.map(pick));
  return { net: sum((t) => t.net), tax: sum((t) => t.tax), gross: sum((t) => t.gross) };
}

/** Who the invoice is addressed to, frozen when it is issued. */
export const billToSchema = z.object({
  legalName: z.string().check(z.maxLength(TEXT_LIMITS.name)),
  address: addressSchema,
  vatNumber: z.string().check(z.maxLength(TEXT_LIMITS.code)),
  emails: z.array(z.string().check(z.maxLength(TEXT_LIMITS.email))).check(z.maxLength(20)),
});
export type BillTo = z.infer<typeof billToSchema>;

export const invoiceCreateSchema = z.object({
  billingCompanyId: idSchema,
  issueDate: z.nullable(calendarDateSchema),
  dueDate: z.nullable(calendarDateSchema),
  servicePeriod: z.nullable(periodSchema),
  purchaseOrder: z.string().check(z.trim(), z.maxLength(120)),
  bookingIds: z.array(idSchema),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  items: z.array(invoiceItemInputSchema),
  notes: z.string().check(z.trim(), z.maxLength(5_000)),
});
export type InvoiceCreate = z.infer<typeof invoiceCreateSchema>;
/** Only a draft may be updated (isInvoiceEditable); an issued invoice is credited instead. */
export const invoiceUpdateSchema = z.extend(z.partial(invoiceCreateSchema), updateShape);
export type InvoiceUpdate = z.infer<typeof invoiceUpdateSchema>;

export const invoiceSchema = z.extend(invoiceCreateSchema, {
  ...recordShape,
  /** Per billing company series; null while draft, fixed once issued. */
  number: z.nullable(z.string()),
  status: invoiceStatusSchema,
  billTo: z.nullable(billToSchema),
  items: z.array(invoiceItemSchema),
  totals: totalsSchema,
  amountPaid: moneySchema,
  amountCredited: moneySchema,
  balance: moneySchema,
  issuedAt: z.nullable(timestampSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Formats a series number: prefix + zero-padded sequence, e.g. INV-000042. */
export function documentNumber(prefix: string, sequence: number, width = 6): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError('Sequence starts at 1.');
  return `${prefix}${String(sequence).padStart(width, '0')}`;
}

export const creditNoteCreateSchema = z.object({
  invoiceId: idSchema,
  reason: z.string().check(z.trim(), z.minLength(1, 'Reason is required'), z.maxLength(500)),
  items: z.array(invoiceItemInputSchema).check(z.minLength(1, 'Add at least one item')),
});
export type CreditNoteCreate = z.infer<typeof creditNoteCreateSchema>;
export const creditNoteUpdateSchema = z.extend(
  z.partial(z.omit(creditNoteCreateSchema, { invoiceId: true })),
  updateShape,
);
export type CreditNoteUpdate = z.infer<typeof creditNoteUpdateSchema>;

export const creditNoteSchema = z.extend(creditNoteCreateSchema, {
  ...recordShape,
  /** Its own number series. */
  number: z.string(),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  items: z.array(invoiceItemSchema),
  totals: totalsSchema,
  issuedAt: timestampSchema,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const paymentAllocationSchema = z.object({
  invoiceId: idSchema,
  amount: totalAmountSchema,
});
export type PaymentAllocation = z.infer<typeof paymentAllocationSchema>;

export const bankPaymentCreateSchema = z.object({
  receivedOn: calendarDateSchema,
  amount: moneySchema,
  payer: z.string().check(z.trim(), z.minLength(1, 'Payer is required'), z.maxLength(160)),
  reference: z.string().check(z.trim(), z.maxLength(160)),
  allocations: z.array(paymentAllocationSchema),
});
export type BankPaymentCreate = z.infer<typeof bankPaymentCreateSchema>;
export const bankPaymentUpdateSchema = z.extend(z.partial(bankPaymentCreateSchema), {
  status: z.optional(bankPaymentStatusSchema),
  ...updateShape,
});
export type BankPaymentUpdate = z.infer<typeof bankPaymentUpdateSchema>;

export const bankPaymentSchema = z.extend(bankPaymentCreateSchema, {
  ...recordShape,
  status: bankPaymentStatusSchema,
  unallocated: moneySchema,
});
export type BankPayment = z.infer<typeof bankPaymentSchema>;

import { z } from 'zod';
import { listTabSchema, pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import { bankPaymentStatusSchema, invoiceStatusSchema } from '../statuses';
import {
  boundedText,
  calendarDateSchema,
  recordIdSchema,
  recordShape,
  timestampSchema,
  updateShape,
} from './common';
import {
  currencySchema,
  DEFAULT_CURRENCY,
  type Money,
  moneyAmountSchema,
  moneySchema,
  toMinorUnits,
} from './money';

/**
 * The bank payments API of issue #15 point 8 (/api/v1/bank-payments): money received from a bank
 * statement or entered by hand, matched (allocated) to one or more invoices by a person. An
 * allocation records an invoice payment through the invoices module, so the invoice's balance and
 * status follow. invoice.ts keeps the document model of DOMAIN.md; these are the API shapes.
 */

export const BANK_PAYMENT_LIMITS = {
  payer: 200,
  reference: 200,
  notes: 2_000,
  reason: 500,
  /** Allocations one request may make. */
  allocations: 50,
  /** A statement file (bytes) and its rows. */
  fileBytes: 2 * 1024 * 1024,
  rows: 5_000,
  /** Columns of a statement file. */
  columns: 100,
} as const;

const positiveAmount = moneyAmountSchema.refine(
  (amount) => !amount.startsWith('-') && /[1-9]/.test(amount),
  'Enter an amount above 0',
);

export const BANK_PAYMENT_SOURCES = ['manual', 'import'] as const;
export const bankPaymentSourceSchema = z.enum(BANK_PAYMENT_SOURCES);
export type BankPaymentSource = z.infer<typeof bankPaymentSourceSchema>;

/** One match of a payment to an invoice: an invoice payment recorded by the invoices module. */
export const bankPaymentAllocationSchema = z.object({
  id: recordIdSchema,
  invoiceId: recordIdSchema,
  invoiceNumber: z.string().nullable(),
  billingCompanyName: z.string(),
  amount: moneySchema,
  allocatedAt: timestampSchema,
  /** The account that confirmed the match (null for seed data). */
  allocatedBy: z.string().nullable(),
});
export type BankPaymentAllocation = z.infer<typeof bankPaymentAllocationSchema>;

export const bankPaymentViewSchema = z.object({
  ...recordShape,
  id: recordIdSchema,
  /** The bank's reference text of the payment (often an invoice number or purchase order). */
  reference: z.string(),
  receivedOn: calendarDateSchema,
  /** Always above zero: debits are not payments. */
  amount: moneySchema,
  payer: z.string(),
  status: bankPaymentStatusSchema,
  allocated: moneySchema,
  unallocated: moneySchema,
  allocations: z.array(bankPaymentAllocationSchema),
  source: bankPaymentSourceSchema,
  /** The statement import that created it; null when entered by hand. */
  importId: recordIdSchema.nullable(),
  notes: z.string(),
  /** Why it was ignored (a refund, a transfer between accounts …); null unless ignored. */
  ignoredReason: z.string().nullable(),
});
export type BankPaymentView = z.infer<typeof bankPaymentViewSchema>;

export const BANK_PAYMENT_TABS = [
  'all',
  'unmatched',
  'partlyMatched',
  'matched',
  'ignored',
] as const;
export type BankPaymentTab = (typeof BANK_PAYMENT_TABS)[number];
export const BANK_PAYMENT_SORTS = [
  'receivedOn',
  'amount',
  'payer',
  'reference',
  'createdAt',
  'updatedAt',
] as const;
export const bankPaymentListSchema = pagedSchema(bankPaymentViewSchema);
/** search: payer, reference or notes (case-insensitive, part of the text). */
export const bankPaymentListQuerySchema = pageQuerySchema.extend({
  sort: sortParamSchema(BANK_PAYMENT_SORTS).default('-receivedOn'),
  tab: listTabSchema(BANK_PAYMENT_TABS),
});
export type BankPaymentListQuery = z.output<typeof bankPaymentListQuerySchema>;

/** POST /api/v1/bank-payments: one payment entered by hand. */
export const bankPaymentInputSchema = z
  .object({
    receivedOn: calendarDateSchema,
    amount: positiveAmount,
    currency: currencySchema.default(DEFAULT_CURRENCY),
    payer: boundedText(BANK_PAYMENT_LIMITS.payer).pipe(z.string().min(1, 'Payer is required')),
    reference: boundedText(BANK_PAYMENT_LIMITS.reference).default(''),
    notes: boundedText(BANK_PAYMENT_LIMITS.notes).default(''),
  })
  .strict();
export type BankPaymentInput = z.input<typeof bankPaymentInputSchema>;

/**
 * PATCH /api/v1/bank-payments/{id}, with the version read: notes at any time; payer, reference,
 * the day received, the amount and the currency only while the payment is unmatched (nothing
 * allocated, not ignored).
 */
export const bankPaymentEditSchema = z
  .object({
    payer: boundedText(BANK_PAYMENT_LIMITS.payer).pipe(z.string().min(1, 'Payer is required')),
    reference: boundedText(BANK_PAYMENT_LIMITS.reference),
    notes: boundedText(BANK_PAYMENT_LIMITS.notes),
    receivedOn: calendarDateSchema,
    amount: positiveAmount,
    currency: currencySchema,
  })
  .partial()
  .extend(updateShape)
  .strict();
export type BankPaymentEdit = z.input<typeof bankPaymentEditSchema>;

/** POST /api/v1/bank-payments/{id}/ignore: only an unmatched payment, with a reason. */
export const bankPaymentIgnoreSchema = z
  .object({
    ...updateShape,
    reason: boundedText(BANK_PAYMENT_LIMITS.reason).pipe(z.string().min(1, 'Reason is required')),
  })
  .strict();
export type BankPaymentIgnore = z.input<typeof bankPaymentIgnoreSchema>;

/** POST /api/v1/bank-payments/{id}/unignore (back to unmatched). */
export const bankPaymentUnignoreSchema = z.object({ ...updateShape }).strict();

/**
 * POST /api/v1/bank-payments/{id}/allocations, confirmed by a person: the amounts add up to at
 * most the payment's unallocated amount, each at most the invoice's balance, same currency.
 */
export const bankPaymentAllocateSchema = z
  .object({
    ...updateShape,
    allocations: z
      .array(z.object({ invoiceId: recordIdSchema, amount: positiveAmount }).strict())
      .min(1, 'Choose at least one invoice')
      .max(BANK_PAYMENT_LIMITS.allocations)
      .refine(
        (list) => new Set(list.map((item) => item.invoiceId)).size === list.length,
        'Each invoice appears once',
      ),
  })
  .strict();
export type BankPaymentAllocate = z.input<typeof bankPaymentAllocateSchema>;

/** Why an invoice is suggested for a payment, strongest first. */
export const BANK_PAYMENT_MATCH_REASONS = [
  { value: 'invoiceNumberInReference', label: 'Invoice number in the reference' },
  { value: 'amountEqualsBalance', label: 'Amount equals the balance' },
  { value: 'purchaseOrderInReference', label: 'Purchase order in the reference' },
  { value: 'payerLikeBillingCompany', label: 'Payer like the billing company' },
] as const;
export type BankPaymentMatchReason = (typeof BANK_PAYMENT_MATCH_REASONS)[number]['value'];
export const bankPaymentMatchReasonSchema = z.enum([
  'invoiceNumberInReference',
  'amountEqualsBalance',
  'purchaseOrderInReference',
  'payerLikeBillingCompany',
]);

/** Points each reason adds to a suggestion's score (0–100). */
export const BANK_PAYMENT_MATCH_POINTS: Record<BankPaymentMatchReason, number> = {
  invoiceNumberInReference: 50,
  amountEqualsBalance: 30,
  purchaseOrderInReference: 25,
  payerLikeBillingCompany: 15,
};

/** GET /api/v1/bank-payments/{id}/suggestions: open invoices, best first, at most 10. */
export const bankPaymentSuggestionSchema = z.object({
  invoiceId: recordIdSchema,
  invoiceNumber: z.string().nullable(),
  billingCompanyName: z.string(),
  purchaseOrder: z.string(),
  status: invoiceStatusSchema,
  issueDate: calendarDateSchema.nullable(),
  dueDate: calendarDateSchema.nullable(),
  total: moneySchema,
  balance: moneySchema,
  /** What to allocate if confirmed: the smaller of the balance and the unallocated amount. */
  suggestedAmount: moneySchema,
  score: z.number().int().min(0).max(100),
  reasons: z.array(bankPaymentMatchReasonSchema),
});
export type BankPaymentSuggestion = z.infer<typeof bankPaymentSuggestionSchema>;
export const bankPaymentSuggestionsSchema = z.object({
  suggestions: z.array(bankPaymentSuggestionSchema),
});

/** The score of a set of reasons, capped at 100. */
export function bankPaymentMatchScore(reasons: readonly BankPaymentMatchReason[]): number {
  const total = reasons.reduce((sum, reason) => sum + BANK_PAYMENT_MATCH_POINTS[reason], 0);
  return Math.min(100, total);
}

/** A payment's status from its amount, what is allocated, and whether it is ignored. */
export function bankPaymentStatusOf(
  amount: Money,
  allocated: Money,
  ignored: boolean,
): z.infer<typeof bankPaymentStatusSchema> {
  if (ignored) return 'ignored';
  const allocatedMinor = toMinorUnits(allocated.amount);
  if (allocatedMinor <= 0n) return 'unmatched';
  return allocatedMinor >= toMinorUnits(amount.amount) ? 'matched' : 'partlyMatched';
}

/**
 * Two payments are duplicates when they were received the same day, for the same amount and
 * currency, with the same reference — or, when neither has a reference, from the same payer.
 * Compared case- and space-insensitively.
 */
export function bankPaymentDuplicateKey(payment: {
  receivedOn: string;
  amount: Money;
  reference: string;
  payer: string;
}): string {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const reference = normal(payment.reference);
  const who = reference === '' ? `payer:${normal(payment.payer)}` : `ref:${reference}`;
  const amount = `${toMinorUnits(payment.amount.amount)} ${payment.amount.currency}`;
  return `${payment.receivedOn}|${amount}|${who}`;
}

// ---------------------------------------------------------------------------------------------
// Statement import (multipart: `file` is the CSV, `mapping` a JSON text of the mapping below)

export const STATEMENT_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export const statementDateFormatSchema = z.enum(STATEMENT_DATE_FORMATS);
export type StatementDateFormat = z.infer<typeof statementDateFormatSchema>;

/** A column of the file, counted from 0 (the `columns` of a preview, in order). */
export const statementColumnSchema = z
  .number()
  .int()
  .min(0)
  .max(BANK_PAYMENT_LIMITS.columns - 1);

/**
 * Which column holds what. amount is one signed column, or a credit column and a debit column
 * (money in, money out). Payer and reference may be absent (null).
 */
export const statementMappingSchema = z
  .object({
    date: statementColumnSchema,
    amount: z.union([
      statementColumnSchema,
      z.object({ credit: statementColumnSchema, debit: statementColumnSchema.nullable() }).strict(),
    ]),
    payer: statementColumnSchema.nullable(),
    reference: statementColumnSchema.nullable(),
    dateFormat: statementDateFormatSchema.default('YYYY-MM-DD'),
    hasHeader: z.boolean().default(true),
    currency: currencySchema.default(DEFAULT_CURRENCY),
  })
  .strict();
export type StatementMapping = z.output<typeof statementMappingSchema>;
export type StatementMappingInput = z.input<typeof statementMappingSchema>;

/**
 * What happens to a row: imported (valid), skipped as a duplicate of a stored payment or an
 * earlier row, skipped as a debit (money out is not a payment), or refused (error).
 */
export const STATEMENT_ROW_OUTCOMES = ['valid', 'duplicate', 'debit', 'error'] as const;
export const statementRowOutcomeSchema = z.enum(STATEMENT_ROW_OUTCOMES);
export type StatementRowOutcome = z.infer<typeof statementRowOutcomeSchema>;

export const statementRowSchema = z.object({
  /** The line of the file (1 = first line, the header when there is one). */
  line: z.number().int().min(1),
  outcome: statementRowOutcomeSchema,
  receivedOn: calendarDateSchema.nullable(),
  amount: moneySchema.nullable(),
  payer: z.string(),
  reference: z.string(),
  /** The stored payment it duplicates; null when it duplicates an earlier row of the file. */
  duplicateOf: recordIdSchema.nullable(),
  /** The earlier line of the same file it duplicates. */
  duplicateOfLine: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

/** POST /api/v1/bank-payments/imports/preview — nothing is written. */
export const statementPreviewSchema = z.object({
  /** Header names, or Column 1 … n when the file has no header. */
  columns: z.array(z.string()),
  /** The first 5 data rows as they are in the file. */
  sampleRows: z.array(z.array(z.string())),
  delimiter: z.enum([',', ';', '\t']),
  /** The mapping used: the one sent, or the server's guess from the header names. */
  mapping: statementMappingSchema,
  /** True when no mapping was sent and it was guessed. */
  guessed: z.boolean(),
  rows: z.array(statementRowSchema),
  counts: z.object({
    valid: z.number().int(),
    duplicates: z.number().int(),
    debits: z.number().int(),
    errors: z.number().int(),
  }),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

/** POST /api/v1/bank-payments/imports — all valid rows in one transaction, or nothing. */
export const statementImportResultSchema = z.object({
  importId: recordIdSchema,
  created: z.number().int(),
  skippedDuplicates: z.number().int(),
  skippedDebits: z.number().int(),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

/** The text fields of the import form (`skipDuplicates` is 'true' or 'false' in multipart). */
export const statementImportOptionsSchema = z.object({
  skipDuplicates: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

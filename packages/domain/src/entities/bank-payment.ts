import { z } from 'zod/mini';
import {
  apiMessageSchema,
  listTabSchema,
  pagedSchema,
  pageQuerySchema,
  sortParamSchema,
} from '../api';
import { bankPaymentStatusSchema, invoiceStatusSchema } from '../statuses';
import {
  boundedText,
  calendarDateSchema,
  recordIdSchema,
  recordShape,
  strict,
  timestampSchema,
  updateShape,
} from './common';
import {
  currencySchema,
  DEFAULT_CURRENCY,
  type Money,
  moneySchema,
  toMinorUnits,
  totalAmountSchema,
} from './money';

/**
 * The bank payments API (/api/v1/bank-payments): money received from a bank
 * statement or entered by hand, matched (allocated) to one or more invoices by a person. An
 * allocation records an invoice payment through the invoices module, so the invoice's balance and
 * status follow. invoice.ts keeps the invoice document model; these are the API shapes.
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

const positiveAmount = totalAmountSchema.check(
  z.refine((amount) => !amount.startsWith('-') && /[1-9]/.test(amount), 'Enter an amount above 0'),
);

export const BANK_PAYMENT_SOURCES = ['manual', 'import'] as const;
export const bankPaymentSourceSchema = z.enum(BANK_PAYMENT_SOURCES);
export type BankPaymentSource = z.infer<typeof bankPaymentSourceSchema>;

/** One match of a payment to an invoice: an invoice payment recorded by the invoices module. */
export const bankPaymentAllocationSchema = z.object({
  id: recordIdSchema,
  invoiceId: recordIdSchema,
  invoiceNumber: z.nullable(z.string()),
  billingCompanyName: z.string(),
  amount: moneySchema,
  allocatedAt: timestampSchema,
  /** The account that confirmed the match (null for seed data). */
  allocatedBy: z.nullable(z.string()),
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
  importId: z.nullable(recordIdSchema),
  notes: z.string(),
  /** Why it was ignored (a refund, a transfer between accounts …); null unless ignored. */
  ignoredReason: z.nullable(z.string()),
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
export const bankPaymentListQuerySchema = z.extend(pageQuerySchema, {
  sort: z._default(sortParamSchema(BANK_PAYMENT_SORTS), '-receivedOn'),
  tab: listTabSchema(BANK_PAYMENT_TABS),
});
export type BankPaymentListQuery = z.output<typeof bankPaymentListQuerySchema>;

/** POST /api/v1/bank-payments: one payment entered by hand. */
export const bankPaymentInputSchema = strict(
  z.object({
    receivedOn: calendarDateSchema,
    amount: positiveAmount,
    currency: z._default(currencySchema, DEFAULT_CURRENCY),
    payer: z.pipe(
      boundedText(BANK_PAYMENT_LIMITS.payer),
      z.string().check(z.minLength(1, 'Payer is required')),
    ),
    reference: z._default(boundedText(BANK_PAYMENT_LIMITS.reference), ''),
    notes: z._default(boundedText(BANK_PAYMENT_LIMITS.notes), ''),
  }),
);
export type BankPaymentInput = z.input<typeof bankPaymentInputSchema>;

/**
 * PATCH /api/v1/bank-payments/{id}, with the version read: notes at any time; payer, reference,
 * the day received, the amount and the currency only while the payment is unmatched (nothing
 * allocated, not ignored).
 */
export const bankPaymentEditSchema = strict(
  z.extend(
    z.partial(
      z.object({
        payer: z.pipe(
          boundedText(BANK_PAYMENT_LIMITS.payer),
          z.string().check(z.minLength(1, 'Payer is required')),
        ),
        reference: boundedText(BANK_PAYMENT_LIMITS.reference),
        notes: boundedText(BANK_PAYMENT_LIMITS.notes),
        receivedOn: calendarDateSchema,
        amount: positiveAmount,
        currency: currencySchema,
      }),
    ),
    updateShape,
  ),
);
export type BankPaymentEdit = z.input<typeof bankPaymentEditSchema>;

/** POST /api/v1/bank-payments/{id}/ignore: only an unmatched payment, with a reason. */
export const bankPaymentIgnoreSchema = strict(
  z.object({
    ...updateShape,
    reason: z.pipe(
      boundedText(BANK_PAYMENT_LIMITS.reason),
      z.string().check(z.minLength(1, 'Reason is required')),
    ),
  }),
);
export type BankPaymentIgnore = z.input<typeof bankPaymentIgnoreSchema>;

/** POST /api/v1/bank-payments/{id}/unignore (back to unmatched). */
export const bankPaymentUnignoreSchema = strict(z.object({ ...updateShape }));

/**
 * POST /api/v1/bank-payments/{id}/allocations, confirmed by a person: the amounts add up to at
 * most the payment's unallocated amount, each at most the invoice's balance, same currency.
 */
export const bankPaymentAllocateSchema = strict(
  z.object({
    ...updateShape,
    allocations: z
      .array(strict(z.object({ invoiceId: recordIdSchema, amount: positiveAmount })))
      .check(
        z.minLength(1, 'Choose at least one invoice'),
        z.maxLength(BANK_PAYMENT_LIMITS.allocations),
        z.refine(
          (list) => new Set(list.map((item) => item.invoiceId)).size === list.length,
          'Each invoice appears once',
        ),
      ),
  }),
);
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
  invoiceNumber: z.nullable(z.string()),
  billingCompanyName: z.string(),
  purchaseOrder: z.string(),
  status: invoiceStatusSchema,
  issueDate: z.nullable(calendarDateSchema),
  dueDate: z.nullable(calendarDateSchema),
  total: moneySchema,
  balance: moneySchema,
  /** What to allocate if confirmed: the smaller of the balance and the unallocated amount. */
  suggestedAmount: moneySchema,
  score: z.number().check(z.int(), z.gte(0), z.lte(100)),
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
  .check(z.int(), z.gte(0), z.lte(BANK_PAYMENT_LIMITS.columns - 1));

/**
 * Which column holds what. amount is one signed column, or a credit column and a debit column
 * (money in, money out). Payer and reference may be absent (null).
 */
export const statementMappingSchema = strict(
  z.object({
    date: statementColumnSchema,
    amount: z.union([
      statementColumnSchema,
      strict(z.object({ credit: statementColumnSchema, debit: z.nullable(statementColumnSchema) })),
    ]),
    payer: z.nullable(statementColumnSchema),
    reference: z.nullable(statementColumnSchema),
    dateFormat: z._default(statementDateFormatSchema, 'YYYY-MM-DD'),
    hasHeader: z._default(z.boolean(), true),
    currency: z._default(currencySchema, DEFAULT_CURRENCY),
  }),
);
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
  line: z.number().check(z.int(), z.gte(1)),
  outcome: statementRowOutcomeSchema,
  receivedOn: z.nullable(calendarDateSchema),
  amount: z.nullable(moneySchema),
  payer: z.string(),
  reference: z.string(),
  /** The stored payment it duplicates; null when it duplicates an earlier row of the file. */
  duplicateOf: z.nullable(recordIdSchema),
  /** The earlier line of the same file it duplicates. */
  duplicateOfLine: z.nullable(z.number().check(z.int())),
  /** Why the row is refused, in English; `issue` names it in the message catalogue. */
  error: z.nullable(z.string()),
  issue: z.optional(apiMessageSchema),
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
    valid: z.number().check(z.int()),
    duplicates: z.number().check(z.int()),
    debits: z.number().check(z.int()),
    errors: z.number().check(z.int()),
  }),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

/** POST /api/v1/bank-payments/imports — all valid rows in one transaction, or nothing. */
export const statementImportResultSchema = z.object({
  importId: recordIdSchema,
  created: z.number().check(z.int()),
  skippedDuplicates: z.number().check(z.int()),
  skippedDebits: z.number().check(z.int()),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

/** The text fields of the import form (`skipDuplicates` is 'true' or 'false' in multipart). */
export const statementImportOptionsSchema = z.object({
  skipDuplicates: z.pipe(
    z._default(z.enum(['true', 'false']), 'true'),
    z.transform((value) => value === 'true'),
  ),
});

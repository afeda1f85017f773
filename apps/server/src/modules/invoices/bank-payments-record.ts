import {
  apiMessage,
  bankPaymentDuplicateKey,
  fromMinorUnits,
  type Money,
  toMinorUnits,
} from '@staydesk/domain';
import { eq } from 'drizzle-orm';
import { onlyRow, type RecordKind } from '../../db/records.js';
import { type BankPaymentRow, searchTextOf } from './bank-payments-repository.js';
import { bankPayments } from './bank-payments-table.js';

/**
 * A bank payment as a stored record: its refusals, its record kind, the values of a new one and
 * the money it holds. Entering, editing and matching (bank-payments-service.ts), statement files
 * (bank-payments-statement.ts) and match suggestions (bank-payments-suggestions.ts) build on it.
 */

export const BANK_PAYMENT_MESSAGES = {
  notUnmatched: apiMessage('paymentNotUnmatched'),
  ignored: apiMessage('paymentIgnored'),
  notIgnored: apiMessage('paymentNotIgnored'),
  ignoredEdit: apiMessage('paymentIgnoredEdit'),
  tooMuch: (unallocated: string) => apiMessage('allocationTooMuch', { unallocated }),
  currency: (currency: string) => apiMessage('invoiceCurrency', { currency }),
  noInvoice: apiMessage('noSuch', { what: 'invoice' }),
  noAllocation: apiMessage('allocationNotOnPayment'),
  noFile: apiMessage('statementFileRequired'),
  fileTooLarge: (megabytes: number) => apiMessage('fileTooLarge', { megabytes }),
  hasErrors: (count: number, line: number, first: string) =>
    apiMessage('statementHasErrors', { count, line, first }),
  nothingToImport: apiMessage('nothingToImport'),
  rowDate: (value: string, format: string) => apiMessage('statementRowDate', { value, format }),
  rowAmount: (value: string) => apiMessage('statementRowAmount', { value }),
  rowNoAmount: apiMessage('statementRowNoAmount'),
  rowZero: apiMessage('statementRowZero'),
  rowShort: apiMessage('statementRowShort'),
} as const;

export const bankPaymentKind: RecordKind<BankPaymentRow, Omit<BankPaymentRow, RecordKeys>> = {
  recordType: 'bankPayment',
  label: 'Bank payment',
  nameOf: (row) => `${row.payer || 'Payment'} ${row.amount} ${row.currency} on ${row.receivedOn}`,
  lock: async (tx, id) =>
    (await tx.orm.select().from(bankPayments).where(eq(bankPayments.id, id)).for('update'))[0],
  insert: async (tx, values) =>
    onlyRow(await tx.orm.insert(bankPayments).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(bankPayments).set(set).where(eq(bankPayments.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(bankPayments).where(eq(bankPayments.id, id));
  },
};
export type RecordKeys = 'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy';

export const money = (amount: string, currency: string): Money => ({
  amount: fromMinorUnits(toMinorUnits(amount)),
  currency,
});

export interface ManualPayment {
  receivedOn: string;
  amount: string;
  currency: string;
  payer: string;
  reference: string;
  notes: string;
}

/** PATCH: notes at any time; the rest only while unmatched (bankPaymentEditSchema). */
export interface PaymentEdit {
  version: number;
  payer?: string;
  reference?: string;
  notes?: string;
  receivedOn?: string;
  amount?: string;
  currency?: string;
}

/** The fields of a payment that only an unmatched one may change. */
export const IDENTITY_FIELDS = ['payer', 'reference', 'receivedOn', 'amount', 'currency'] as const;

export function valuesOf(
  input: ManualPayment,
  source: 'manual' | 'import',
  importId: string | null,
): Omit<BankPaymentRow, RecordKeys> {
  const amount = money(input.amount, input.currency);
  return {
    receivedOn: input.receivedOn,
    amount: amount.amount,
    currency: input.currency,
    payer: input.payer,
    reference: input.reference,
    notes: input.notes,
    status: 'unmatched',
    allocated: '0.00',
    ignoredReason: null,
    source,
    importId,
    duplicateKey: bankPaymentDuplicateKey({ ...input, amount }),
    searchText: searchTextOf(input),
  };
}

export function smallerOf(a: bigint, b: bigint): bigint {
  if (a <= b) return a;
  return b;
}

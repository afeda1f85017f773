import { fromMinorUnits, toMinorUnits } from '@staydesk/domain';
import { toCsv } from '../../lib/csv.js';

/**
 * The double-entry journal of issued invoices, credit notes and payments:
 * pure functions, exact decimals (integer minor units), one balanced set of lines per document.
 *
 * - an invoice: debit trade debtors with its gross; credit sales with its net and VAT output
 *   with its VAT, one line each per VAT rate;
 * - a credit note: the same lines on the other sides;
 * - a payment: debit the bank, credit trade debtors.
 *
 * A negative amount (a discount line larger than the rest at its rate) posts to the other side,
 * so every debit and credit in the file is zero or positive.
 */

export const ACCOUNTING_DOCUMENT_KINDS = ['invoice', 'creditNote', 'payment'] as const;
export type AccountingDocumentKind = (typeof ACCOUNTING_DOCUMENT_KINDS)[number];

/** The nominal accounts of a UK chart of accounts the journal posts to. */
export const JOURNAL_ACCOUNTS = {
  debtors: { code: '1100', name: 'Trade debtors' },
  bank: { code: '1200', name: 'Bank' },
  vat: { code: '2200', name: 'VAT output' },
  sales: { code: '4000', name: 'Sales' },
} as const;
type Account = (typeof JOURNAL_ACCOUNTS)[keyof typeof JOURNAL_ACCOUNTS];

export const JOURNAL_COLUMNS = [
  'date',
  'reference',
  'account',
  'debit',
  'credit',
  'currency',
  'description',
] as const;

export interface JournalLine {
  date: string;
  reference: string;
  account: string;
  /** Decimal strings with two fraction digits; one of the two is '0.00'. */
  debit: string;
  credit: string;
  currency: string;
  description: string;
}

export interface JournalEntry {
  kind: AccountingDocumentKind;
  documentId: string;
  date: string;
  reference: string;
  currency: string;
  lines: JournalLine[];
}

/** Net and VAT at one rate, summed over a document's lines. */
export interface RateTotals {
  percent: string;
  net: string;
  tax: string;
}

export interface InvoiceDocument {
  id: string;
  number: string;
  issueDate: string;
  currency: string;
  customer: string;
  gross: string;
  rates: RateTotals[];
}

export interface CreditNoteDocument {
  id: string;
  number: string;
  invoiceNumber: string;
  issueDate: string;
  currency: string;
  customer: string;
  gross: string;
  rates: RateTotals[];
}

export interface PaymentDocument {
  id: string;
  invoiceNumber: string;
  paidOn: string;
  currency: string;
  customer: string;
  amount: string;
  method: string;
  reference: string;
}

type Side = 'debit' | 'credit';

/** Collects the lines of one document; a negative amount changes side, a zero one is left out. */
function entryBuilder(base: Omit<JournalEntry, 'lines'>) {
  const lines: JournalLine[] = [];
  let debits = 0n;
  let credits = 0n;
  return {
    post(account: Account, side: Side, amount: string, description: string) {
      const minor = toMinorUnits(amount);
      if (minor === 0n) return;
      const actual: Side = minor > 0n ? side : side === 'debit' ? 'credit' : 'debit';
      const value = minor > 0n ? minor : -minor;
      if (actual === 'debit') debits += value;
      else credits += value;
      lines.push({
        date: base.date,
        reference: base.reference,
        account: account.code,
        debit: fromMinorUnits(actual === 'debit' ? value : 0n),
        credit: fromMinorUnits(actual === 'credit' ? value : 0n),
        currency: base.currency,
        description: `${account.name}: ${description}`,
      });
    },
    done(): JournalEntry {
      if (debits !== credits) {
        throw new Error(
          `The journal of ${base.reference} does not balance (debits ${fromMinorUnits(debits)}, credits ${fromMinorUnits(credits)})`,
        );
      }
      return { ...base, lines };
    },
  };
}

const rateLabel = (percent: string) => `${Number(percent)}%`;

/** Sales and VAT per rate on `side`, the gross on the other side of trade debtors. */
function postDocument(
  builder: ReturnType<typeof entryBuilder>,
  rates: readonly RateTotals[],
  gross: string,
  debtorsSide: Side,
  what: string,
) {
  const other: Side = debtorsSide === 'debit' ? 'credit' : 'debit';
  builder.post(JOURNAL_ACCOUNTS.debtors, debtorsSide, gross, what);
  for (const rate of rates) {
    builder.post(
      JOURNAL_ACCOUNTS.sales,
      other,
      rate.net,
      `${what} (VAT ${rateLabel(rate.percent)})`,
    );
  }
  for (const rate of rates) {
    builder.post(JOURNAL_ACCOUNTS.vat, other, rate.tax, `${what} (VAT ${rateLabel(rate.percent)})`);
  }
}

export function invoiceEntry(invoice: InvoiceDocument): JournalEntry {
  const builder = entryBuilder({
    kind: 'invoice',
    documentId: invoice.id,
    date: invoice.issueDate,
    reference: invoice.number,
    currency: invoice.currency,
  });
  postDocument(
    builder,
    invoice.rates,
    invoice.gross,
    'debit',
    `invoice ${invoice.number}, ${invoice.customer}`,
  );
  return builder.done();
}

export function creditNoteEntry(note: CreditNoteDocument): JournalEntry {
  const builder = entryBuilder({
    kind: 'creditNote',
    documentId: note.id,
    date: note.issueDate,
    reference: note.number,
    currency: note.currency,
  });
  postDocument(
    builder,
    note.rates,
    note.gross,
    'credit',
    `credit note ${note.number} on invoice ${note.invoiceNumber}, ${note.customer}`,
  );
  return builder.done();
}

export function paymentEntry(payment: PaymentDocument): JournalEntry {
  const builder = entryBuilder({
    kind: 'payment',
    documentId: payment.id,
    date: payment.paidOn,
    reference: payment.invoiceNumber,
    currency: payment.currency,
  });
  const detail = [payment.method, payment.reference].filter(Boolean).join(' ');
  const what = `payment of invoice ${payment.invoiceNumber}, ${payment.customer}${detail ? ` (${detail})` : ''}`;
  builder.post(JOURNAL_ACCOUNTS.bank, 'debit', payment.amount, what);
  builder.post(JOURNAL_ACCOUNTS.debtors, 'credit', payment.amount, what);
  return builder.done();
}

/** The sums of a journal per currency (debits equal credits in each when balanced). */
export function journalTotals(
  entries: readonly JournalEntry[],
): { currency: string; debit: string; credit: string }[] {
  const sums = new Map<string, { debit: bigint; credit: bigint }>();
  for (const entry of entries) {
    for (const line of entry.lines) {
      const sum = sums.get(line.currency) ?? { debit: 0n, credit: 0n };
      sum.debit += toMinorUnits(line.debit);
      sum.credit += toMinorUnits(line.credit);
      sums.set(line.currency, sum);
    }
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({
      currency,
      debit: fromMinorUnits(sum.debit),
      credit: fromMinorUnits(sum.credit),
    }));
}

/**
 * The journal as a CSV file: a header row, then every line (UTF-8 with a byte-order mark, CRLF,
 * formula-safe cells as the other exports).
 */
export function journalCsv(entries: readonly JournalEntry[]): string {
  const rows: string[][] = [[...JOURNAL_COLUMNS]];
  for (const entry of entries) {
    for (const line of entry.lines) rows.push(JOURNAL_COLUMNS.map((column) => line[column]));
  }
  return toCsv(rows);
}

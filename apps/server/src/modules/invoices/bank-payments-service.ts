import {
  addMoney,
  apiMessage,
  BANK_PAYMENT_LIMITS,
  type BankPaymentAllocate,
  type BankPaymentSuggestion,
  type BankPaymentView,
  bankPaymentDuplicateKey,
  bankPaymentMatchScore,
  bankPaymentStatusOf,
  fromMinorUnits,
  type InvoiceStatus,
  invoiceStatusOn,
  type Money,
  type StatementImportResult,
  type StatementMapping,
  type StatementPreview,
  type StatementRow,
  subtractMoney,
  toMinorUnits,
} from '@staydesk/domain';
import { eq } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/database.js';
import {
  createRecord,
  lockVersioned,
  onlyRow,
  type RecordKind,
  updateRecord,
  type WriteContext,
} from '../../db/records.js';
import type { Clock } from '../../lib/clock.js';
import { fieldMessages, HttpError, notFound, refusal } from '../../lib/errors.js';
import { writeAudit } from '../../services/audit.js';
import { todayOf } from '../settings/today.js';
import {
  CSV_MESSAGES,
  type CsvRow,
  decodeStatement,
  guessDelimiter,
  guessMapping,
  looksLikeHeader,
  mappedColumns,
  parseCsv,
  parseStatementAmount,
  parseStatementDate,
  StatementError,
} from './bank-payments-csv.js';
import { matchReasons, rankSuggestions } from './bank-payments-matching.js';
import { type BankPaymentRow, readBankPayment, searchTextOf } from './bank-payments-repository.js';
import { bankPayments } from './bank-payments-table.js';
import { recordInvoicePayment, reverseInvoicePayment } from './invoice-payments.js';

/**
 * Bank payments: entered by hand or imported from a statement, matched to
 * invoices by a person. Every allocation is an invoice payment recorded by the invoices service
 * (recordInvoicePayment), so an invoice's balance and status follow one rule; the payment, its
 * allocations and the invoices move in one transaction, after the payment's version check.
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
  noFile: 'Choose a bank statement file (CSV) to import',
  fileTooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB`,
  hasErrors: (count: number, first: string) => apiMessage('statementHasErrors', { count, first }),
  nothingToImport: apiMessage('nothingToImport'),
  rowDate: (value: string, format: string) => `The date “${value}” is not a ${format} date`,
  rowAmount: (value: string) => `The amount “${value}” is not a number such as 120.50`,
  rowNoAmount: 'The row has no amount',
  rowZero: 'An amount of 0 is not a payment',
  rowShort: 'The row has fewer columns than the mapping needs',
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
type RecordKeys = 'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy';

const money = (amount: string, currency: string): Money => ({
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
const IDENTITY_FIELDS = ['payer', 'reference', 'receivedOn', 'amount', 'currency'] as const;

export interface StatementUpload {
  file: File | undefined;
  mapping: StatementMapping | undefined;
}

function valuesOf(
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

function smallerOf(a: bigint, b: bigint): bigint {
  if (a <= b) return a;
  return b;
}

// ---------------------------------------------------------------------------------------------
// Statement files

interface ReadStatement {
  preview: StatementPreview;
  /** The rows to write, with their line. */
  valid: { line: number; payment: ManualPayment }[];
  duplicates: { line: number; payment: ManualPayment }[];
}

/** Reads the uploaded file into rows; a file that is not a readable CSV statement is a 422. */
async function readStatement(db: Queryable, upload: StatementUpload): Promise<ReadStatement> {
  const { file } = upload;
  if (!file || typeof file === 'string') {
    throw new HttpError(422, BANK_PAYMENT_MESSAGES.noFile, {
      fields: { file: BANK_PAYMENT_MESSAGES.noFile },
    });
  }
  const refuse = (message: string): never => {
    throw new HttpError(422, message, { fields: { file: message } });
  };
  if (file.size > BANK_PAYMENT_LIMITS.fileBytes) {
    refuse(BANK_PAYMENT_MESSAGES.fileTooLarge(BANK_PAYMENT_LIMITS.fileBytes / 1024 / 1024));
  }
  let rows: CsvRow[];
  let delimiter: ReturnType<typeof guessDelimiter>;
  try {
    const text = decodeStatement(new Uint8Array(await file.arrayBuffer()));
    delimiter = guessDelimiter(text);
    rows = parseCsv(text, delimiter, {
      rows: BANK_PAYMENT_LIMITS.rows,
      columns: BANK_PAYMENT_LIMITS.columns,
    });
  } catch (error) {
    if (error instanceof StatementError) return refuse(error.message);
    throw error;
  }
  const first = rows[0];
  if (!first) return refuse(CSV_MESSAGES.empty);
  const width = Math.max(...rows.map((row) => row.fields.length));
  if (width < 2) refuse(CSV_MESSAGES.oneColumn);
  const hasHeader = upload.mapping?.hasHeader ?? looksLikeHeader(first.fields);
  const header = hasHeader ? first.fields.map((name) => name.trim()) : null;
  const data = hasHeader ? rows.slice(1) : rows;
  if (data.length === 0) refuse(CSV_MESSAGES.noRows);
  if (data.length > BANK_PAYMENT_LIMITS.rows)
    refuse(CSV_MESSAGES.tooManyRows(BANK_PAYMENT_LIMITS.rows));
  const mapping = upload.mapping ?? guessMapping(header, data[0]?.fields ?? [], 'GBP');
  for (const column of mappedColumns(mapping)) {
    if (column >= width) refuse(CSV_MESSAGES.column(column, width));
  }
  const columns = Array.from({ length: width }, (_, index) =>
    (header?.[index] || `Column ${index + 1}`).slice(0, 200),
  );
  const decimalComma = delimiter === ';';
  const cut = (text: string, max: number) => text.trim().replace(/\s+/g, ' ').slice(0, max);

  const read = data.map((row): { row: StatementRow; payment: ManualPayment | null } => {
    const cell = (column: number | null) => (column === null ? '' : (row.fields[column] ?? ''));
    const payer = cut(cell(mapping.payer), BANK_PAYMENT_LIMITS.payer);
    const reference = cut(cell(mapping.reference), BANK_PAYMENT_LIMITS.reference);
    const base = {
      line: row.line,
      payer,
      reference,
      duplicateOf: null,
      duplicateOfLine: null,
    };
    const fail = (error: string) => ({
      row: { ...base, outcome: 'error' as const, receivedOn: null, amount: null, error },
      payment: null,
    });
    if (mappedColumns(mapping).some((column) => column >= row.fields.length)) {
      return fail(BANK_PAYMENT_MESSAGES.rowShort);
    }
    const rawDate = cell(mapping.date);
    const receivedOn = parseStatementDate(rawDate, mapping.dateFormat);
    if (receivedOn === null) {
      return fail(BANK_PAYMENT_MESSAGES.rowDate(cut(rawDate, 40), mapping.dateFormat));
    }
    let amount: string | null;
    if (typeof mapping.amount === 'number') {
      const raw = cell(mapping.amount);
      if (raw.trim() === '') return fail(BANK_PAYMENT_MESSAGES.rowNoAmount);
      amount = parseStatementAmount(raw, decimalComma);
      if (amount === null) return fail(BANK_PAYMENT_MESSAGES.rowAmount(cut(raw, 40)));
    } else {
      const rawCredit = cell(mapping.amount.credit);
      const rawDebit = cell(mapping.amount.debit);
      const credit = parseStatementAmount(rawCredit, decimalComma);
      const debit = parseStatementAmount(rawDebit, decimalComma);
      if (rawCredit.trim() !== '' && credit === null) {
        return fail(BANK_PAYMENT_MESSAGES.rowAmount(cut(rawCredit, 40)));
      }
      if (rawDebit.trim() !== '' && debit === null) {
        return fail(BANK_PAYMENT_MESSAGES.rowAmount(cut(rawDebit, 40)));
      }
      if (credit !== null && toMinorUnits(credit) !== 0n) amount = credit;
      else if (debit !== null && toMinorUnits(debit) !== 0n) {
        // A debit column holds money out, whatever its sign.
        amount = toMinorUnits(debit) > 0n ? `-${debit}` : debit;
      } else if (credit === null && debit === null) return fail(BANK_PAYMENT_MESSAGES.rowNoAmount);
      else amount = '0.00';
    }
    const minor = toMinorUnits(amount);
    if (minor === 0n) return fail(BANK_PAYMENT_MESSAGES.rowZero);
    const value = money(amount, mapping.currency);
    if (minor < 0n) {
      return {
        row: { ...base, outcome: 'debit', receivedOn, amount: value, error: null },
        payment: null,
      };
    }
    return {
      row: { ...base, outcome: 'valid', receivedOn, amount: value, error: null },
      payment: {
        receivedOn,
        amount: value.amount,
        currency: value.currency,
        payer,
        reference,
        notes: '',
      },
    };
  });

  // Duplicates: against the stored payments, then against the earlier rows of the file.
  const keys = read.flatMap(({ payment }) =>
    payment
      ? [bankPaymentDuplicateKey({ ...payment, amount: money(payment.amount, payment.currency) })]
      : [],
  );
  const stored = new Map<string, string>();
  if (keys.length > 0) {
    const found = await db.query<{ id: string; duplicate_key: string }>(
      `select id, duplicate_key from bank_payments
        where not deleted and duplicate_key = any($1::text[])
        order by created_at, id`,
      [[...new Set(keys)]],
    );
    for (const row of found.rows) {
      if (!stored.has(row.duplicate_key)) stored.set(row.duplicate_key, row.id);
    }
  }
  const seen = new Map<string, number>();
  const valid: ReadStatement['valid'] = [];
  const duplicates: ReadStatement['duplicates'] = [];
  const rowsOut = read.map(({ row, payment }): StatementRow => {
    if (!payment) return row;
    const key = bankPaymentDuplicateKey({
      ...payment,
      amount: money(payment.amount, payment.currency),
    });
    const storedId = stored.get(key);
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, row.line);
    if (storedId !== undefined || earlier !== undefined) {
      duplicates.push({ line: row.line, payment });
      return {
        ...row,
        outcome: 'duplicate',
        duplicateOf: storedId ?? null,
        duplicateOfLine: storedId === undefined ? (earlier ?? null) : null,
      };
    }
    valid.push({ line: row.line, payment });
    return row;
  });
  const count = (outcome: StatementRow['outcome']) =>
    rowsOut.filter((row) => row.outcome === outcome).length;
  return {
    preview: {
      columns,
      sampleRows: data.slice(0, 5).map((row) => row.fields.map((field) => field.slice(0, 200))),
      delimiter,
      mapping,
      guessed: upload.mapping === undefined,
      rows: rowsOut,
      counts: {
        valid: count('valid'),
        duplicates: count('duplicate'),
        debits: count('debit'),
        errors: count('error'),
      },
    },
    valid,
    duplicates,
  };
}

// ---------------------------------------------------------------------------------------------

export interface BankPaymentService {
  get(id: string): Promise<BankPaymentView>;
  create(input: ManualPayment, context: WriteContext): Promise<BankPaymentView>;
  edit(id: string, input: PaymentEdit, context: WriteContext): Promise<BankPaymentView>;
  ignore(
    id: string,
    version: number,
    reason: string,
    context: WriteContext,
  ): Promise<BankPaymentView>;
  unignore(id: string, version: number, context: WriteContext): Promise<BankPaymentView>;
  allocate(
    id: string,
    input: { version: number; allocations: BankPaymentAllocate['allocations'] },
    context: WriteContext,
  ): Promise<BankPaymentView>;
  undo(
    id: string,
    allocationId: string,
    version: number | undefined,
    context: WriteContext,
  ): Promise<BankPaymentView>;
  suggestions(id: string): Promise<BankPaymentSuggestion[]>;
  preview(upload: StatementUpload): Promise<StatementPreview>;
  importStatement(
    upload: StatementUpload & { skipDuplicates: boolean },
    context: WriteContext,
  ): Promise<StatementImportResult>;
}

/** A payment's allocated total and status written after its allocations changed. */
async function settle(
  tx: Transaction,
  locked: BankPaymentRow,
  allocated: Money,
  context: WriteContext,
  action: string,
): Promise<void> {
  const amount = money(locked.amount, locked.currency);
  await updateRecord(
    tx,
    bankPaymentKind,
    { id: locked.id, version: locked.version },
    { allocated: allocated.amount, status: bankPaymentStatusOf(amount, allocated, false) },
    context,
    { action },
  );
}

export function bankPaymentService(db: Database, clock: Clock): BankPaymentService {
  const viewIn = async (tx: Transaction, id: string): Promise<BankPaymentView> => {
    const view = await readBankPayment(tx, tx.orm, id);
    if (!view) throw notFound(bankPaymentKind.label);
    return view;
  };

  const get = async (id: string): Promise<BankPaymentView> => {
    const view = await db.read((orm) => readBankPayment(db, orm, id));
    if (!view) throw notFound(bankPaymentKind.label);
    return view;
  };

  return {
    get,

    create(input, context) {
      return db.transaction(async (tx) => {
        const row = await createRecord(
          tx,
          bankPaymentKind,
          valuesOf(input, 'manual', null),
          context,
        );
        return viewIn(tx, row.id);
      });
    },

    edit(id, input, context) {
      return db.transaction(async (tx) => {
        const row = await updateRecord(
          tx,
          bankPaymentKind,
          { id, version: input.version, live: true },
          (locked) => {
            const currency = input.currency ?? locked.currency;
            const amount = money(input.amount ?? locked.amount, currency);
            const next = {
              payer: input.payer ?? locked.payer,
              reference: input.reference ?? locked.reference,
              notes: input.notes ?? locked.notes,
              receivedOn: input.receivedOn ?? locked.receivedOn,
            };
            const changed = IDENTITY_FIELDS.filter((field) =>
              field === 'amount'
                ? toMinorUnits(amount.amount) !== toMinorUnits(locked.amount)
                : field === 'currency'
                  ? currency !== locked.currency
                  : next[field] !== locked[field],
            );
            // Matched money is an invoice payment: what it is cannot change under it.
            const refused =
              locked.status === 'ignored'
                ? BANK_PAYMENT_MESSAGES.ignoredEdit
                : locked.status !== 'unmatched' || toMinorUnits(locked.allocated) !== 0n
                  ? BANK_PAYMENT_MESSAGES.notUnmatched
                  : null;
            if (changed.length > 0 && refused) {
              const fields = Object.fromEntries(changed.map((field) => [field, refused]));
              throw refusal(422, refused, fieldMessages(fields));
            }
            return {
              ...next,
              amount: amount.amount,
              currency,
              searchText: searchTextOf(next),
              duplicateKey: bankPaymentDuplicateKey({ ...next, amount }),
            };
          },
          context,
        );
        return viewIn(tx, row.id);
      });
    },

    ignore(id, version, reason, context) {
      return db.transaction(async (tx) => {
        const row = await updateRecord(
          tx,
          bankPaymentKind,
          { id, version, live: true },
          (locked) => {
            if (locked.status !== 'unmatched') {
              throw refusal(422, BANK_PAYMENT_MESSAGES.notUnmatched);
            }
            return { status: 'ignored' as const, ignoredReason: reason };
          },
          context,
          { action: 'ignore' },
        );
        return viewIn(tx, row.id);
      });
    },

    unignore(id, version, context) {
      return db.transaction(async (tx) => {
        const row = await updateRecord(
          tx,
          bankPaymentKind,
          { id, version, live: true },
          (locked) => {
            if (locked.status !== 'ignored') {
              throw refusal(422, BANK_PAYMENT_MESSAGES.notIgnored);
            }
            return { status: 'unmatched' as const, ignoredReason: null };
          },
          context,
          { action: 'unignore' },
        );
        return viewIn(tx, row.id);
      });
    },

    allocate(id, input, context) {
      return db.transaction(async (tx) => {
        const locked = await lockVersioned(tx, bankPaymentKind, {
          id,
          version: input.version,
          live: true,
        });
        if (locked.status === 'ignored') throw refusal(422, BANK_PAYMENT_MESSAGES.ignored);
        const currency = locked.currency;
        const amount = money(locked.amount, currency);
        const unallocated = subtractMoney(amount, money(locked.allocated, currency));
        const total = input.allocations.reduce((sum, item) => sum + toMinorUnits(item.amount), 0n);
        if (total > toMinorUnits(unallocated.amount)) {
          const message = BANK_PAYMENT_MESSAGES.tooMuch(unallocated.amount);
          throw refusal(422, message, fieldMessages({ allocations: message }));
        }
        const ids = input.allocations.map((item) => item.invoiceId);
        const invoices = await tx.query<{ id: string; currency: string; deleted: boolean }>(
          'select id, currency, deleted from invoices where id = any($1::uuid[])',
          [ids],
        );
        const byId = new Map(invoices.rows.map((row) => [row.id, row]));
        for (const [index, item] of input.allocations.entries()) {
          const invoice = byId.get(item.invoiceId);
          const field = `allocations.${index}.invoiceId`;
          if (!invoice || invoice.deleted) {
            const missing = BANK_PAYMENT_MESSAGES.noInvoice;
            throw refusal(422, missing, fieldMessages({ [field]: missing }));
          }
          if (invoice.currency !== currency) {
            const message = BANK_PAYMENT_MESSAGES.currency(currency);
            throw refusal(422, message, fieldMessages({ [field]: message }));
          }
        }
        // The invoices are locked in id order, so two matches of one invoice cannot deadlock.
        const ordered = [...input.allocations].sort((a, b) =>
          a.invoiceId.localeCompare(b.invoiceId),
        );
        let allocated = money(locked.allocated, currency);
        for (const item of ordered) {
          const { paymentId } = await recordInvoicePayment(
            tx,
            item.invoiceId,
            {
              amount: item.amount,
              paidOn: locked.receivedOn,
              method: 'bankTransfer',
              reference: (locked.reference || locked.payer).slice(0, 160),
            },
            context,
            { bankPaymentId: locked.id, payer: locked.payer },
          );
          await tx.query(
            `insert into bank_payment_allocations
               (bank_payment_id, invoice_id, invoice_payment_id, amount, created_at, created_by)
             values ($1, $2, $3, $4, $5, $6)`,
            [
              id,
              item.invoiceId,
              paymentId,
              money(item.amount, currency).amount,
              context.at,
              context.actor.id,
            ],
          );
          allocated = addMoney(allocated, money(item.amount, currency));
        }
        await settle(tx, locked, allocated, context, 'match');
        return viewIn(tx, id);
      });
    },

    undo(id, allocationId, version, context) {
      return db.transaction(async (tx) => {
        const locked = await lockVersioned(tx, bankPaymentKind, { id, version, live: true });
        const found = await tx.query<{ invoice_payment_id: string; amount: string }>(
          `select invoice_payment_id, amount::text from bank_payment_allocations
            where id = $1 and bank_payment_id = $2`,
          [allocationId, id],
        );
        const allocation = found.rows[0];
        if (!allocation) throw refusal(404, BANK_PAYMENT_MESSAGES.noAllocation);
        await tx.query('delete from bank_payment_allocations where id = $1', [allocationId]);
        await reverseInvoicePayment(tx, allocation.invoice_payment_id, context, {
          bankPaymentId: locked.id,
          payer: locked.payer,
        });
        const currency = locked.currency;
        const allocated = subtractMoney(
          money(locked.allocated, currency),
          money(allocation.amount, currency),
        );
        await settle(tx, locked, allocated, context, 'unmatch');
        return viewIn(tx, id);
      });
    },

    async suggestions(id) {
      const payment = await get(id);
      if (payment.status === 'ignored' || payment.status === 'matched') return [];
      const unallocated = toMinorUnits(payment.unallocated.amount);
      const today = (await todayOf(db, clock)).day;
      // Open invoices in the payment's currency with something left to pay.
      const open = await db.query<{
        id: string;
        number: string | null;
        status: 'issued' | 'partPaid';
        billing_company_name: string;
        purchase_order: string;
        issue_date: string | null;
        due_date: string | null;
        gross: string;
        balance: string;
      }>(
        `select i.id, i.number, i.status, b.legal_name as billing_company_name, i.purchase_order,
                i.issue_date::text, i.due_date::text, i.gross::text,
                (i.gross - i.amount_paid - i.amount_credited)::text as balance
           from invoices i
           join billing_companies b on b.id = i.billing_company_id
          where not i.deleted and i.status in ('issued', 'partPaid') and i.currency = $1
            and i.gross - i.amount_paid - i.amount_credited > 0
          order by i.due_date nulls last, i.id
          limit 2000`,
        [payment.amount.currency],
      );
      const currency = payment.amount.currency;
      const scored = open.rows.map((row) => {
        const reasons = matchReasons(
          { reference: payment.reference, payer: payment.payer, unallocated },
          {
            number: row.number,
            purchaseOrder: row.purchase_order,
            billingCompanyName: row.billing_company_name,
            balance: toMinorUnits(row.balance),
          },
        );
        const balance = money(row.balance, currency);
        const suggestion: BankPaymentSuggestion = {
          invoiceId: row.id,
          invoiceNumber: row.number,
          billingCompanyName: row.billing_company_name,
          purchaseOrder: row.purchase_order,
          status: invoiceStatusOn(row.status, row.due_date, today) as InvoiceStatus,
          issueDate: row.issue_date,
          dueDate: row.due_date,
          total: money(row.gross, currency),
          balance,
          suggestedAmount: money(
            fromMinorUnits(smallerOf(unallocated, toMinorUnits(row.balance))),
            currency,
          ),
          score: bankPaymentMatchScore(reasons),
          reasons,
        };
        return { ...suggestion, number: row.number };
      });
      return rankSuggestions(scored, 10).map(({ number: _number, ...rest }) => rest);
    },

    async preview(upload) {
      return (await readStatement(db, upload)).preview;
    },

    importStatement(upload, context) {
      return db.transaction(async (tx) => {
        // One import at a time, so two uploads of one file cannot both pass the duplicate check.
        await tx.query(`select pg_advisory_xact_lock(hashtext('bank_payments_import'))`);
        const read = await readStatement(tx, upload);
        const { counts, rows } = read.preview;
        if (counts.errors > 0) {
          const firstError = rows.find((row) => row.outcome === 'error');
          const first = firstError ? `line ${firstError.line}: ${firstError.error}` : '';
          const fields = Object.fromEntries(
            rows
              .filter((row) => row.outcome === 'error')
              .slice(0, 20)
              .map((row) => [`line ${row.line}`, row.error ?? '']),
          );
          throw refusal(422, BANK_PAYMENT_MESSAGES.hasErrors(counts.errors, first), { fields });
        }
        const toWrite = upload.skipDuplicates ? read.valid : [...read.valid, ...read.duplicates];
        toWrite.sort((a, b) => a.line - b.line);
        if (toWrite.length === 0) throw refusal(422, BANK_PAYMENT_MESSAGES.nothingToImport);
        // A file name may carry control characters (NUL would break the insert): printable only.
        const name = Array.from(upload.file?.name ?? '')
          .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
          .join('')
          .slice(0, 200);
        const made = await tx.query<{ id: string }>(
          `insert into bank_payment_imports
             (file_name, row_count, created_count, skipped_duplicates, skipped_debits, created_at,
              created_by)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [
            name,
            rows.length,
            toWrite.length,
            upload.skipDuplicates ? counts.duplicates : 0,
            counts.debits,
            context.at,
            context.actor.id,
          ],
        );
        const importId = made.rows[0]?.id;
        if (!importId) throw new Error('The import was not recorded');
        for (let start = 0; start < toWrite.length; start += 500) {
          const chunk = toWrite.slice(start, start + 500).map(({ payment }) => ({
            ...valuesOf(payment, 'import', importId),
            createdBy: context.actor.id,
            createdAt: context.at,
            updatedAt: context.at,
          }));
          await tx.orm.insert(bankPayments).values(chunk);
        }
        await writeAudit(tx, {
          actorId: context.actor.id,
          action: 'import',
          recordType: 'bankPaymentImport',
          recordId: importId,
          recordName: name || 'Bank statement',
          changes: {
            created: { to: toWrite.length },
            skippedDuplicates: { to: upload.skipDuplicates ? counts.duplicates : 0 },
            skippedDebits: { to: counts.debits },
          },
          at: context.at,
        });
        return {
          importId,
          created: toWrite.length,
          skippedDuplicates: upload.skipDuplicates ? counts.duplicates : 0,
          skippedDebits: counts.debits,
        };
      });
    },
  };
}

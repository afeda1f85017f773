import {
  addMoney,
  type BankPaymentAllocate,
  type BankPaymentSuggestion,
  type BankPaymentView,
  bankPaymentDuplicateKey,
  bankPaymentStatusOf,
  type Money,
  type StatementImportResult,
  type StatementPreview,
  subtractMoney,
  toMinorUnits,
} from '@staydesk/domain';
import type { Database, Transaction } from '../../db/database.js';
import { createRecord, lockVersioned, updateRecord, type WriteContext } from '../../db/records.js';
import type { Clock } from '../../lib/clock.js';
import { fieldMessages, notFound, refusal } from '../../lib/errors.js';
import {
  BANK_PAYMENT_MESSAGES,
  bankPaymentKind,
  IDENTITY_FIELDS,
  type ManualPayment,
  money,
  type PaymentEdit,
  valuesOf,
} from './bank-payments-record.js';
import { type BankPaymentRow, readBankPayment, searchTextOf } from './bank-payments-repository.js';
import { importStatement, readStatement, type StatementUpload } from './bank-payments-statement.js';
import { suggestionsFor } from './bank-payments-suggestions.js';
import { recordInvoicePayment, reverseInvoicePayment } from './invoice-payments.js';

/**
 * Bank payments: entered by hand or imported from a statement, matched to
 * invoices by a person. Every allocation is an invoice payment recorded by the invoices service
 * (recordInvoicePayment), so an invoice's balance and status follow one rule; the payment, its
 * allocations and the invoices move in one transaction, after the payment's version check.
 * Statement files and match suggestions are files of their own beside this one.
 */

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
      return suggestionsFor(db, clock, await get(id));
    },

    async preview(upload) {
      return (await readStatement(db, upload)).preview;
    },

    importStatement(upload, context) {
      return db.transaction((tx) => importStatement(tx, upload, context));
    },
  };
}

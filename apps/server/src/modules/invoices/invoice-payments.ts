import {
  addMoney,
  invoiceBalance,
  type invoicePaymentCreateSchema,
  settledStatus,
  subtractMoney,
  toMinorUnits,
} from '@staydesk/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Transaction } from '../../db/database.js';
import { lockVersioned, onlyRow, updateRecord, type WriteContext } from '../../db/records.js';
import { fieldMessages, notFound, refusal } from '../../lib/errors.js';
import { INVOICE_MESSAGES, type InvoiceRow, invoiceKind, money } from './invoice-record.js';
import { invoicePayments } from './table.js';

/**
 * Payments against an invoice: recorded by hand or from a bank payment's match, and taken back
 * when that match is undone. The balance and status rules of a payment live here alone.
 */

export type PaymentCreate = z.output<typeof invoicePaymentCreateSchema>;

/** A payment that comes from a bank payment's match: named on the invoice's activity. */
export interface PaymentSource {
  bankPaymentId: string;
  payer: string;
}

/**
 * Records a payment against an issued or part-paid invoice in the caller's transaction: the one
 * place the balance and status rules of a payment live (POST /invoices/{id}/payments and a bank
 * payment's allocation both come here). 422 when it is more than the balance.
 */
export async function recordInvoicePayment(
  tx: Transaction,
  id: string,
  input: PaymentCreate,
  context: WriteContext,
  source?: PaymentSource,
): Promise<{ paymentId: string; row: InvoiceRow }> {
  const locked = await lockVersioned(tx, invoiceKind, { id, version: undefined, live: true });
  if (locked.status !== 'issued' && locked.status !== 'partPaid') {
    throw refusal(422, INVOICE_MESSAGES.notPayable);
  }
  const currency = locked.currency;
  const gross = money(locked.gross, currency);
  const paid = money(locked.amountPaid, currency);
  const credited = money(locked.amountCredited, currency);
  const amount = money(input.amount, currency);
  const balance = invoiceBalance(gross, paid, credited);
  if (toMinorUnits(amount.amount) > toMinorUnits(balance.amount)) {
    const overpaid = INVOICE_MESSAGES.overpaid(balance.amount);
    throw refusal(422, overpaid, fieldMessages({ amount: overpaid }));
  }
  const { id: paymentId } = onlyRow(
    await tx.orm
      .insert(invoicePayments)
      .values({
        invoiceId: id,
        amount: amount.amount,
        paidOn: input.paidOn,
        method: input.method,
        reference: input.reference,
        createdBy: context.actor.id,
      })
      .returning({ id: invoicePayments.id }),
  );
  const nowPaid = addMoney(paid, amount);
  const row = await updateRecord(
    tx,
    invoiceKind,
    { id, version: locked.version },
    { amountPaid: nowPaid.amount, status: settledStatus(gross, nowPaid, credited) },
    context,
    {
      action: 'payment',
      // The activity names what was paid, how, and the bank payment it was matched from.
      note: {
        payment: { to: amount.amount },
        paidOn: { to: input.paidOn },
        paymentMethod: { to: input.method },
        ...(input.reference ? { paymentReference: { to: input.reference } } : {}),
        ...(source ? { bankPayment: { to: source } } : {}),
      },
    },
  );
  return { paymentId, row };
}

/**
 * Takes a recorded payment back (a bank payment's match undone) in the caller's transaction: the
 * balance rises again and the status follows the same rule (paid → part paid → issued).
 */
export async function reverseInvoicePayment(
  tx: Transaction,
  paymentId: string,
  context: WriteContext,
  source?: PaymentSource,
): Promise<InvoiceRow> {
  const [found] = await tx.orm
    .select({ invoiceId: invoicePayments.invoiceId, amount: invoicePayments.amount })
    .from(invoicePayments)
    .where(eq(invoicePayments.id, paymentId));
  if (!found) throw notFound('Payment');
  const locked = await lockVersioned(tx, invoiceKind, {
    id: found.invoiceId,
    version: undefined,
  });
  if (locked.status === 'draft' || locked.status === 'void') {
    throw refusal(422, INVOICE_MESSAGES.notPayable);
  }
  const currency = locked.currency;
  const gross = money(locked.gross, currency);
  const credited = money(locked.amountCredited, currency);
  const nowPaid = subtractMoney(money(locked.amountPaid, currency), money(found.amount, currency));
  await tx.orm.delete(invoicePayments).where(eq(invoicePayments.id, paymentId));
  return updateRecord(
    tx,
    invoiceKind,
    { id: locked.id, version: locked.version },
    { amountPaid: nowPaid.amount, status: settledStatus(gross, nowPaid, credited) },
    context,
    {
      action: 'paymentReversed',
      note: {
        payment: { from: found.amount, to: null },
        ...(source ? { bankPayment: { to: source } } : {}),
      },
    },
  );
}

import {
  addDays,
  bankPaymentDuplicateKey,
  dayIn,
  fromMinorUnits,
  type Money,
  toMinorUnits,
} from '@staydesk/domain';
import type { Transaction } from '../../db/database.js';
import type { SeedContext } from '../kit.js';
import { readSettings } from '../settings/settings.js';
import { searchTextOf } from './bank-payments-repository.js';

/**
 * Demo bank payments, one or more in each status:
 * - matched: the payments the demo invoices already have (seed.ts) as bank payments, each
 *   allocated to its invoice payment — no invoice changes;
 * - partly matched: a payment larger than a part-paid invoice's payment, the rest unallocated;
 * - unmatched: payments whose reference names an open invoice and whose amount is its balance,
 *   ready to match from the suggestions, and one with no clear invoice;
 * - ignored: a transfer between the agency's own accounts.
 * Idempotent (nothing once a bank payment exists); runs after the demo invoices.
 */

interface PaidRow {
  payment_id: string;
  invoice_id: string;
  amount: string;
  paid_on: string;
  reference: string;
  currency: string;
  status: string;
  legal_name: string;
}

interface OpenRow {
  id: string;
  number: string;
  currency: string;
  balance: string;
  legal_name: string;
  purchase_order: string;
}

async function insertPayment(
  tx: Transaction,
  actorId: string | null,
  values: {
    receivedOn: string;
    amount: Money;
    payer: string;
    reference: string;
    notes?: string;
    status: 'unmatched' | 'partlyMatched' | 'matched' | 'ignored';
    allocated: string;
    ignoredReason?: string;
  },
): Promise<string> {
  const notes = values.notes ?? '';
  const result = await tx.query<{ id: string }>(
    `insert into bank_payments (received_on, amount, currency, payer, reference, notes, status,
       allocated, ignored_reason, source, duplicate_key, search_text, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'manual', $10, $11, $12) returning id`,
    [
      values.receivedOn,
      values.amount.amount,
      values.amount.currency,
      values.payer,
      values.reference,
      notes,
      values.status,
      values.allocated,
      values.ignoredReason ?? null,
      bankPaymentDuplicateKey(values),
      searchTextOf({ payer: values.payer, reference: values.reference, notes }),
      actorId,
    ],
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('The demo bank payment was not stored');
  return id;
}

/** The payer as a bank statement shows it: upper case, cut to 18 characters. */
const bankName = (legalName: string) => legalName.toUpperCase().slice(0, 18).trim();

export async function seedBankPayments({ tx, actorId }: SeedContext): Promise<number> {
  const existing = await tx.query('select 1 from bank_payments limit 1');
  if (existing.rows.length > 0) return 0;
  const { timeZone } = await readSettings(tx);
  const today = dayIn(new Date(), timeZone);
  let made = 0;

  const paid = await tx.query<PaidRow>(
    `select p.id as payment_id, p.invoice_id, p.amount::text, p.paid_on::text, p.reference,
            i.currency, i.status, b.legal_name
       from invoice_payments p
       join invoices i on i.id = p.invoice_id
       join billing_companies b on b.id = i.billing_company_id
      where not i.deleted and p.method = 'bankTransfer'
        and not exists (select 1 from bank_payment_allocations a where a.invoice_payment_id = p.id)
      order by p.paid_on, p.id`,
  );
  for (const row of paid.rows) {
    const amount = { amount: row.amount, currency: row.currency };
    // A part-paid invoice's payment came with more money than was matched: partly matched.
    const extra = row.status === 'partPaid' ? 15_000n : 0n;
    const total = {
      amount: fromMinorUnits(toMinorUnits(row.amount) + extra),
      currency: row.currency,
    };
    const id = await insertPayment(tx, actorId, {
      receivedOn: row.paid_on,
      amount: total,
      payer: bankName(row.legal_name),
      reference: row.reference,
      notes: extra > 0n ? 'Paid more than the invoice; the rest is to match.' : '',
      status: extra > 0n ? 'partlyMatched' : 'matched',
      allocated: amount.amount,
    });
    await tx.query(
      `insert into bank_payment_allocations
         (bank_payment_id, invoice_id, invoice_payment_id, amount, created_at, created_by)
       values ($1, $2, $3, $4, $5::date + time '12:00', $6)`,
      [id, row.invoice_id, row.payment_id, row.amount, row.paid_on, actorId],
    );
    made += 1;
  }

  // The oldest open invoice gets a payment that names it, ready to match from the suggestions
  // (the demo statement, docs/demo/bank-statement.csv, pays some of the others).
  const open = await tx.query<OpenRow>(
    `select i.id, i.number, i.currency, (i.gross - i.amount_paid - i.amount_credited)::text as balance,
            b.legal_name, i.purchase_order
       from invoices i
       join billing_companies b on b.id = i.billing_company_id
      where not i.deleted and i.status = 'issued' and i.number is not null
        and i.gross - i.amount_paid - i.amount_credited > 0
      order by i.issue_date, i.number
      limit 1`,
  );
  for (const row of open.rows) {
    await insertPayment(tx, actorId, {
      receivedOn: addDays(today, -1),
      amount: { amount: row.balance, currency: row.currency },
      payer: bankName(row.legal_name),
      reference: `${row.number} PAYMENT`,
      status: 'unmatched',
      allocated: '0.00',
    });
    made += 1;
  }
  await insertPayment(tx, actorId, {
    receivedOn: addDays(today, -3),
    amount: { amount: '480.00', currency: 'GBP' },
    payer: 'J SMITH',
    reference: 'DEPOSIT FLAT 4',
    notes: 'No invoice named; ask the guest what it is for.',
    status: 'unmatched',
    allocated: '0.00',
  });
  await insertPayment(tx, actorId, {
    receivedOn: addDays(today, -6),
    amount: { amount: '5000.00', currency: 'GBP' },
    payer: 'STAYDESK DEMO SAVINGS',
    reference: 'TRANSFER',
    status: 'ignored',
    allocated: '0.00',
    ignoredReason: 'A transfer between our own accounts, not a customer payment',
  });
  return made + 2;
}

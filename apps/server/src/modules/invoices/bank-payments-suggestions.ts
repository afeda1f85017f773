import {
  type BankPaymentSuggestion,
  type BankPaymentView,
  bankPaymentMatchScore,
  fromMinorUnits,
  type InvoiceStatus,
  invoiceStatusOn,
  toMinorUnits,
} from '@staydesk/domain';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { todayOf } from '../settings/today.js';
import { matchReasons, rankSuggestions } from './bank-payments-matching.js';
import { money, smallerOf } from './bank-payments-record.js';

/**
 * Match suggestions: the open invoices in a payment's currency with something left to pay,
 * scored by what the payment's reference and payer say (bank-payments-matching.ts), best first.
 */

interface OpenInvoiceRow {
  id: string;
  number: string | null;
  status: 'issued' | 'partPaid';
  billing_company_name: string;
  purchase_order: string;
  issue_date: string | null;
  due_date: string | null;
  gross: string;
  balance: string;
}

const OPEN_INVOICES_SQL = `select i.id, i.number, i.status, b.legal_name as billing_company_name, i.purchase_order,
       i.issue_date::text, i.due_date::text, i.gross::text,
       (i.gross - i.amount_paid - i.amount_credited)::text as balance
  from invoices i
  join billing_companies b on b.id = i.billing_company_id
 where not i.deleted and i.status in ('issued', 'partPaid') and i.currency = $1
   and i.gross - i.amount_paid - i.amount_credited > 0
 order by i.due_date nulls last, i.id
 limit 2000`;

/** At most ten invoices the payment may match, best first; none for an ignored or matched one. */
export async function suggestionsFor(
  db: Database,
  clock: Clock,
  payment: BankPaymentView,
): Promise<BankPaymentSuggestion[]> {
  if (payment.status === 'ignored' || payment.status === 'matched') return [];
  const unallocated = toMinorUnits(payment.unallocated.amount);
  const today = (await todayOf(db, clock)).day;
  // Open invoices in the payment's currency with something left to pay.
  const open = await db.query<OpenInvoiceRow>(OPEN_INVOICES_SQL, [payment.amount.currency]);
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
}

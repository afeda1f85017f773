import {
  type BankPaymentAllocation,
  type BankPaymentListQuery,
  type BankPaymentView,
  fromMinorUnits,
  type Money,
  subtractMoney,
  toMinorUnits,
} from '@staydesk/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Orm, Queryable } from '../../db/database.js';
import { listOrder, listPage, searchAny } from '../../db/records.js';
import { bankPayments } from './bank-payments-table.js';

/** Reading bank payments: one with its allocations, and the list (kit listPage) with tab counts. */

export type BankPaymentRow = typeof bankPayments.$inferSelect;

const money = (amount: string, currency: string): Money => ({
  amount: fromMinorUnits(toMinorUnits(amount)),
  currency,
});

/** The allocations of the given payments, oldest first, by payment id. */
export async function allocationsOf(
  db: Queryable,
  paymentIds: string[],
): Promise<Map<string, BankPaymentAllocation[]>> {
  const byPayment = new Map<string, BankPaymentAllocation[]>();
  if (paymentIds.length === 0) return byPayment;
  const result = await db.query<{
    id: string;
    bank_payment_id: string;
    invoice_id: string;
    invoice_number: string | null;
    billing_company_name: string;
    amount: string;
    currency: string;
    created_at: Date;
    created_by: string | null;
  }>(
    `select a.id, a.bank_payment_id, a.invoice_id, i.number as invoice_number,
            b.legal_name as billing_company_name, a.amount::text, i.currency, a.created_at,
            a.created_by
       from bank_payment_allocations a
       join invoices i on i.id = a.invoice_id
       join billing_companies b on b.id = i.billing_company_id
      where a.bank_payment_id = any($1::uuid[])
      order by a.bank_payment_id, a.created_at, a.id`,
    [paymentIds],
  );
  for (const row of result.rows) {
    const list = byPayment.get(row.bank_payment_id) ?? [];
    list.push({
      id: row.id,
      invoiceId: row.invoice_id,
      invoiceNumber: row.invoice_number,
      billingCompanyName: row.billing_company_name,
      amount: money(row.amount, row.currency),
      allocatedAt: new Date(row.created_at).toISOString(),
      allocatedBy: row.created_by,
    });
    byPayment.set(row.bank_payment_id, list);
  }
  return byPayment;
}

export function toView(row: BankPaymentRow, allocations: BankPaymentAllocation[]): BankPaymentView {
  const amount = money(row.amount, row.currency);
  const allocated = money(row.allocated, row.currency);
  return {
    id: row.id,
    version: row.version,
    deleted: row.deleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    reference: row.reference,
    receivedOn: row.receivedOn,
    amount,
    payer: row.payer,
    status: row.status,
    allocated,
    unallocated: subtractMoney(amount, allocated),
    allocations,
    source: row.source,
    importId: row.importId,
    notes: row.notes,
    ignoredReason: row.ignoredReason,
  };
}

export async function readBankPayment(
  db: Queryable,
  orm: Orm,
  id: string,
): Promise<BankPaymentView | undefined> {
  const [row] = await orm.select().from(bankPayments).where(eq(bankPayments.id, id));
  if (!row) return undefined;
  return toView(row, (await allocationsOf(db, [row.id])).get(row.id) ?? []);
}

const SORTS = {
  receivedOn: [bankPayments.receivedOn],
  amount: [bankPayments.amount],
  payer: [bankPayments.payer],
  reference: [bankPayments.reference],
  createdAt: [bankPayments.createdAt],
  updatedAt: [bankPayments.updatedAt],
};

export function bankPaymentTabs(): Record<BankPaymentListQuery['tab'], SQL> {
  const live = eq(bankPayments.deleted, false);
  const status = (value: BankPaymentRow['status']) =>
    and(live, eq(bankPayments.status, value)) ?? live;
  return {
    all: live,
    unmatched: status('unmatched'),
    partlyMatched: status('partlyMatched'),
    matched: status('matched'),
    ignored: status('ignored'),
  };
}

export function listBankPayments(db: Queryable, orm: Orm, query: BankPaymentListQuery) {
  const order = listOrder(query.sort, SORTS, bankPayments.id);
  return listPage({
    orm,
    table: bankPayments,
    filters: [searchAny(query.search, [bankPayments.searchText])],
    tabs: bankPaymentTabs(),
    tab: query.tab,
    page: query.page,
    order,
    fetch: async (where, limit, offset) => {
      const rows = await orm
        .select()
        .from(bankPayments)
        .where(where)
        .orderBy(...order.by)
        .limit(limit)
        .offset(offset);
      const allocations = await allocationsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toView(row, allocations.get(row.id) ?? []));
    },
  });
}

/** What the list search reads: payer, reference and notes, lower case. */
export function searchTextOf(values: { payer: string; reference: string; notes: string }): string {
  return [values.payer, values.reference, values.notes]
    .filter((text) => text.trim() !== '')
    .join(' ')
    .toLowerCase()
    .slice(0, 4_000);
}

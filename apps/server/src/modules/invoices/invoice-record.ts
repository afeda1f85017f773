import {
  apiMessage,
  fromMinorUnits,
  type InvoiceBillTo,
  type Money,
  toMinorUnits,
} from '@staydesk/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { onlyRow, type RecordKind } from '../../db/records.js';
import { billingCompanies } from '../../db/schema.js';
import { refusal } from '../../lib/errors.js';
import { invoices } from './table.js';

/**
 * The invoice as a stored record, shared by every use case: its row and record kind (lock,
 * insert, update, remove with the audit naming), its refusals, the billing company it is made
 * out to, and the money it holds. Each use case (drafts, issuing, payments, billing bookings,
 * the view) is a file of its own beside this one.
 */

export const INVOICE_MESSAGES = {
  notDraft: apiMessage('invoiceNotDraft'),
  noLines: apiMessage('invoiceNoLines'),
  purchaseOrderRequired: apiMessage('purchaseOrderRequired'),
  noBillingCompany: apiMessage('noSuch', { what: 'billingCompany' }),
  noDefaultTaxRate: apiMessage('noDefaultTaxRate'),
  retiredTaxRate: apiMessage('taxRateRetired'),
  currency: apiMessage('lineCurrency'),
  notPayable: apiMessage('notPayable'),
  overpaid: (balance: string) => apiMessage('overpaid', { balance }),
  notVoidable: apiMessage('notVoidable'),
  nothingToBill: apiMessage('nothingToBill'),
  noBookingBilling: (reference: string) => apiMessage('bookingWithoutBilling', { reference }),
  alreadyInvoiced: (reference: string, from: string, to: string, by: string) =>
    apiMessage('alreadyInvoiced', { reference, from, to, by }),
} as const;

export type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceValues = Omit<
  typeof invoices.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const invoiceKind: RecordKind<InvoiceRow, InvoiceValues> = {
  recordType: 'invoice',
  label: 'Invoice',
  nameOf: (row) => row.number ?? `Draft invoice to ${row.billTo.legalName}`,
  lock: async (tx, id) =>
    (await tx.orm.select().from(invoices).where(eq(invoices.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(invoices).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(invoices).set(set).where(eq(invoices.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(invoices).where(eq(invoices.id, id));
  },
};

/** A stored amount ("12.5" or "12.50") in its currency, rounded to the minor unit. */
export const money = (amount: string, currency: string): Money => ({
  amount: fromMinorUnits(toMinorUnits(amount)),
  currency,
});

export function refuseUnlessDraft(row: InvoiceRow): void {
  if (row.status !== 'draft' || row.deleted) throw refusal(422, INVOICE_MESSAGES.notDraft);
}

/** The billing company an invoice is made out to (a deleted one too: the caller decides). */
export type BillingCompanyRow = typeof billingCompanies.$inferSelect;

export async function billingCompany(
  tx: Transaction,
  id: string,
): Promise<BillingCompanyRow | undefined> {
  const [row] = await tx.orm.select().from(billingCompanies).where(eq(billingCompanies.id, id));
  return row;
}

export function billToOf(billing: BillingCompanyRow): InvoiceBillTo {
  return {
    legalName: billing.legalName,
    address: billing.billingAddress,
    vatNumber: billing.vatNumber,
    emails: billing.accountsEmails,
  };
}

import { documentNumber, dueDateFor, toMinorUnits } from '@staydesk/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { updateRecord, type WriteContext } from '../../db/records.js';
import { fieldMessages, refusal } from '../../lib/errors.js';
import { searchTextOf } from './invoice-lines.js';
import {
  billingCompany,
  INVOICE_MESSAGES,
  type InvoiceRow,
  invoiceKind,
  refuseUnlessDraft,
} from './invoice-record.js';
import { nextInSeries } from './numbering.js';
import { invoiceLines } from './table.js';

/**
 * Issuing a draft (the next number of its billing company's series, then frozen) and voiding an
 * issued invoice that nothing was paid or credited against (its number stays used).
 */

/** Issues the draft on `day` (today in the configured time zone), in the caller's transaction. */
export function issueInvoice(
  tx: Transaction,
  id: string,
  version: number,
  day: string,
  context: WriteContext,
): Promise<InvoiceRow> {
  return updateRecord(
    tx,
    invoiceKind,
    { id, version, live: true },
    async (locked) => {
      refuseUnlessDraft(locked);
      const lines = await tx.orm.$count(invoiceLines, eq(invoiceLines.invoiceId, locked.id));
      if (lines === 0) throw refusal(422, INVOICE_MESSAGES.noLines);
      const billing = await billingCompany(tx, locked.billingCompanyId);
      if (!billing) throw refusal(422, INVOICE_MESSAGES.noBillingCompany);
      if (billing.purchaseOrderRequired && locked.purchaseOrder.trim() === '') {
        const required = INVOICE_MESSAGES.purchaseOrderRequired;
        throw refusal(422, required, fieldMessages({ purchaseOrder: required }));
      }
      // The counter row stays locked until this transaction ends: no gap, no reuse.
      const sequence = await nextInSeries(tx, `invoice:${billing.id}`);
      const number = documentNumber(billing.invoicePrefix || 'INV-', sequence);
      const next = { ...locked, number };
      return {
        number,
        sequence,
        status: 'issued' as const,
        issueDate: day,
        taxPoint: day,
        dueDate: locked.dueDate ?? dueDateFor(day, billing.paymentTermsDays),
        issuedAt: context.at,
        issuedBy: context.actor.id,
        searchText: await searchTextOf(tx, next),
      };
    },
    context,
    { action: 'issue' },
  );
}

export function voidInvoice(
  tx: Transaction,
  id: string,
  version: number,
  context: WriteContext,
): Promise<InvoiceRow> {
  return updateRecord(
    tx,
    invoiceKind,
    { id, version, live: true },
    (locked) => {
      const untouched =
        locked.status === 'issued' &&
        toMinorUnits(locked.amountPaid) === 0n &&
        toMinorUnits(locked.amountCredited) === 0n;
      if (!untouched) throw refusal(422, INVOICE_MESSAGES.notVoidable);
      return { status: 'void' as const };
    },
    context,
    { action: 'void' },
  );
}

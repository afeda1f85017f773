import {
  type InvoiceDraftUpdate,
  type invoiceDraftCreateSchema,
  invoiceLineInputSchema,
} from '@staydesk/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Transaction } from '../../db/database.js';
import { createRecord, onlyRow, updateRecord, type WriteContext } from '../../db/records.js';
import { invalidForm } from '../../lib/errors.js';
import { billedNightsOf, checkNightsFree, searchTextOf, writeLines } from './invoice-lines.js';
import {
  billingCompany,
  billToOf,
  INVOICE_MESSAGES,
  type InvoiceRow,
  invoiceKind,
  refuseUnlessDraft,
} from './invoice-record.js';
import { invoices } from './table.js';

/**
 * Drafts: made by hand or from bookings, edited with the version read, deleted (their nights are
 * free again) and brought back (when their nights are still free). Each runs in the caller's
 * transaction; once issued, an invoice is no draft and every one of these refuses it (422).
 */

export type DraftCreate = z.output<typeof invoiceDraftCreateSchema>;

export async function createDraft(
  tx: Transaction,
  input: DraftCreate,
  context: WriteContext,
): Promise<InvoiceRow> {
  const billing = await billingCompany(tx, input.billingCompanyId);
  if (!billing || billing.deleted) {
    throw invalidForm({ billingCompanyId: INVOICE_MESSAGES.noBillingCompany });
  }
  const billTo = input.billTo ?? billToOf(billing);
  const row = await createRecord(
    tx,
    invoiceKind,
    {
      billingCompanyId: billing.id,
      companyId: billing.companyId,
      currency: input.currency,
      serviceFrom: input.servicePeriod?.from ?? null,
      serviceTo: input.servicePeriod?.to ?? null,
      purchaseOrder: input.purchaseOrder,
      dueDate: input.dueDate,
      notes: input.notes,
      billTo,
    },
    context,
  );
  const totals = await writeLines(tx, row.id, input.currency, input.lines);
  const searchText = await searchTextOf(tx, row);
  return onlyRow(
    await tx.orm
      .update(invoices)
      .set({ ...totals, searchText })
      .where(eq(invoices.id, row.id))
      .returning(),
  );
}

export function updateDraft(
  tx: Transaction,
  id: string,
  input: InvoiceDraftUpdate,
  context: WriteContext,
): Promise<InvoiceRow> {
  const { version, lines, servicePeriod, billTo, ...own } = input;
  return updateRecord(
    tx,
    invoiceKind,
    { id, version },
    async (locked) => {
      refuseUnlessDraft(locked);
      const parsedLines = lines?.map((line) => invoiceLineInputSchema.parse(line));
      const totals = parsedLines
        ? await writeLines(tx, locked.id, locked.currency, parsedLines)
        : {};
      const next = { ...locked, ...own, ...(billTo ? { billTo } : {}) };
      return {
        ...own,
        ...(billTo ? { billTo } : {}),
        ...(servicePeriod === undefined
          ? {}
          : {
              serviceFrom: servicePeriod?.from ?? null,
              serviceTo: servicePeriod?.to ?? null,
            }),
        ...totals,
        searchText: await searchTextOf(tx, next),
      };
    },
    context,
  );
}

export function removeDraft(
  tx: Transaction,
  id: string,
  version: number,
  context: WriteContext,
): Promise<InvoiceRow> {
  return updateRecord(
    tx,
    invoiceKind,
    { id, version },
    (locked) => {
      refuseUnlessDraft(locked);
      return {};
    },
    context,
    { action: 'delete', deleted: true },
  );
}

export function restoreDraft(
  tx: Transaction,
  id: string,
  version: number,
  context: WriteContext,
): Promise<InvoiceRow> {
  return updateRecord(
    tx,
    invoiceKind,
    { id, version },
    async (locked) => {
      // Its nights may have been invoiced since it was deleted: 409 then.
      await checkNightsFree(tx, locked.id, await billedNightsOf(tx, locked.id));
      return {};
    },
    context,
    { action: 'restore', deleted: false },
  );
}

import {
  apiMessage,
  type invoiceLineInputSchema,
  lineTotals,
  type NightRange,
  overlaps,
  sumTotals,
} from '@staydesk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Queryable, Transaction } from '../../db/database.js';
import { badReferences } from '../../db/records.js';
import { companies } from '../../db/schema.js';
import { type Coded, invalidForm, refusal } from '../../lib/errors.js';
import { bookings } from '../bookings/table.js';
import { INVOICE_MESSAGES, type InvoiceRow, money } from './invoice-record.js';
import { invoiceLines } from './table.js';
import { liveTaxRate } from './tax-rates.js';

/**
 * An invoice's lines and the nights they bill: a booking's night is on at most one live invoice
 * (a void, credited or deleted one frees it), and a draft's totals are the sums of its rounded
 * lines.
 */

export type LineInput = z.output<typeof invoiceLineInputSchema>;

interface InvoicedNightsRow {
  booking_id: string;
  period_from: string;
  period_to: string;
  number: string | null;
}

const INVOICED_NIGHTS_SQL = `select l.booking_id, l.period_from::text, l.period_to::text, i.number
  from invoice_lines l
  join invoices i on i.id = l.invoice_id
 where l.booking_id = any($1::uuid[]) and l.period_from is not null
   and not i.deleted and i.status not in ('void', 'credited')
   and ($2::uuid is null or i.id <> $2::uuid)`;

/** Nights of these bookings already on a live invoice (a void, credited or deleted one frees them). */
export async function invoicedNights(
  db: Queryable,
  bookingIds: readonly string[],
  exceptInvoiceId: string | null,
): Promise<Map<string, (NightRange & { by: string })[]>> {
  const taken = new Map<string, (NightRange & { by: string })[]>();
  if (bookingIds.length === 0) return taken;
  const result = await db.query<InvoicedNightsRow>(INVOICED_NIGHTS_SQL, [
    bookingIds,
    exceptInvoiceId,
  ]);
  for (const row of result.rows) {
    const list = taken.get(row.booking_id) ?? [];
    list.push({ from: row.period_from, to: row.period_to, by: row.number ?? 'a draft invoice' });
    taken.set(row.booking_id, list);
  }
  return taken;
}

/**
 * Locks the bookings the lines bill (so two invoices cannot take the same nights at once) and
 * refuses nights already on another live invoice or twice on this one (409).
 */
export async function checkNightsFree(
  tx: Transaction,
  invoiceId: string | null,
  lines: readonly { bookingId: string | null; period: NightRange | null }[],
): Promise<void> {
  const billed = lines.filter(
    (line): line is { bookingId: string; period: NightRange } =>
      line.bookingId !== null && line.period !== null,
  );
  const ids = [...new Set(billed.map((line) => line.bookingId))].sort();
  if (ids.length === 0) return;
  const found = await tx.orm
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(and(inArray(bookings.id, ids), eq(bookings.deleted, false)))
    .orderBy(bookings.id)
    .for('update');
  const references = new Map(found.map((row) => [row.id, row.reference]));
  const fields: Record<string, Coded> = {};
  lines.forEach((line, index) => {
    if (line.bookingId !== null && !references.has(line.bookingId)) {
      fields[`lines.${index}.bookingId`] = apiMessage('noSuch', { what: 'booking' });
    }
  });
  const error = badReferences(fields);
  if (error) throw error;
  const taken = await invoicedNights(tx, ids, invoiceId);
  const seen = new Map<string, (NightRange & { by: string })[]>();
  for (const line of billed) {
    const reference = references.get(line.bookingId) ?? line.bookingId;
    const others = [...(taken.get(line.bookingId) ?? []), ...(seen.get(line.bookingId) ?? [])];
    const clash = others.find((other) => overlaps([other], [line.period]));
    if (clash) {
      throw refusal(
        409,
        INVOICE_MESSAGES.alreadyInvoiced(reference, line.period.from, line.period.to, clash.by),
      );
    }
    seen.set(line.bookingId, [
      ...(seen.get(line.bookingId) ?? []),
      { ...line.period, by: 'another line of this invoice' },
    ]);
  }
}

/** Replaces a draft's lines (tax copied from each rate, totals the sums of the rounded lines). */
export async function writeLines(
  tx: Transaction,
  invoiceId: string,
  currency: string,
  lines: readonly LineInput[],
): Promise<{ net: string; tax: string; gross: string }> {
  await checkNightsFree(tx, invoiceId, lines);
  const rates = new Map<string, string>();
  for (const [index, line] of lines.entries()) {
    if (rates.has(line.taxRateId)) continue;
    const rate = await liveTaxRate(tx, line.taxRateId, `lines.${index}.taxRateId`);
    if (!rate.isActive) {
      throw invalidForm({ [`lines.${index}.taxRateId`]: INVOICE_MESSAGES.retiredTaxRate });
    }
    rates.set(line.taxRateId, rate.percentage);
  }
  await tx.orm.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  const totals = lines.map((line, position) => {
    const taxPercent = rates.get(line.taxRateId) ?? '0';
    return {
      line,
      position,
      taxPercent,
      totals: lineTotals({
        quantity: line.quantity,
        unitPrice: money(line.unitPrice, currency),
        taxPercent,
      }),
    };
  });
  if (totals.length > 0) {
    await tx.orm.insert(invoiceLines).values(
      totals.map(({ line, position, taxPercent, totals: figures }) => ({
        invoiceId,
        position,
        kind: line.kind,
        description: line.description,
        bookingId: line.bookingId,
        periodFrom: line.period?.from ?? null,
        periodTo: line.period?.to ?? null,
        quantity: line.quantity,
        unitPrice: money(line.unitPrice, currency).amount,
        taxRateId: line.taxRateId,
        taxPercent,
        catalogueItemId: line.catalogueItemId,
        net: figures.net.amount,
        tax: figures.tax.amount,
        gross: figures.gross.amount,
      })),
    );
  }
  const sum = sumTotals(
    totals.map((entry) => entry.totals),
    currency,
  );
  return { net: sum.net.amount, tax: sum.tax.amount, gross: sum.gross.amount };
}

/** What the invoice list's search matches: number, bill-to name, company, purchase order. */
export async function searchTextOf(
  tx: Transaction,
  row: Pick<InvoiceRow, 'number' | 'companyId' | 'purchaseOrder' | 'billTo'>,
): Promise<string> {
  const [company] =
    row.companyId === null
      ? []
      : await tx.orm
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, row.companyId));
  return [row.number, row.billTo.legalName, company?.name, row.purchaseOrder]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}

/** The nights a stored invoice's lines bill (to check them again when a deleted draft comes back). */
export async function billedNightsOf(
  tx: Transaction,
  invoiceId: string,
): Promise<{ bookingId: string | null; period: NightRange | null }[]> {
  const lines = await tx.orm
    .select({
      bookingId: invoiceLines.bookingId,
      from: invoiceLines.periodFrom,
      to: invoiceLines.periodTo,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.position);
  return lines.map((line) => ({
    bookingId: line.bookingId,
    period: line.from && line.to ? { from: line.from, to: line.to } : null,
  }));
}

import {
  addMoney,
  apiMessage,
  type CreditNoteView,
  type creditNoteRequestSchema,
  documentNumber,
  fromMinorUnits,
  type InvoiceBillTo,
  type LineTotals,
  lineTotals,
  type Money,
  settledStatus,
  subtractMoney,
  sumTotals,
  toMinorUnits,
} from '@staydesk/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database, Queryable } from '../../db/database.js';
import {
  createRecord,
  lockVersioned,
  onlyRow,
  type RecordKind,
  updateRecord,
  type WriteContext,
} from '../../db/records.js';
import type { Clock } from '../../lib/clock.js';
import {
  type Coded,
  fieldMessages,
  HttpError,
  invalidForm,
  notFound,
  refusal,
} from '../../lib/errors.js';
import { todayOf } from '../settings/today.js';
import { invoiceKind } from './invoice-record.js';
import { nextInSeries } from './numbering.js';
import { creditNoteLines, creditNotes } from './table.js';
import { liveTaxRate } from './tax-rates.js';

/**
 * Credit notes (/api/v1/credit-notes): against an issued invoice, for the whole of what is left,
 * chosen lines (whole or part of their quantity) or an amount at one rate, with a reason. Each is
 * issued at once with the next number of its own series (CN-000001…) and moves the invoice's
 * balance; credits covering the whole gross make the invoice credited (its nights free again).
 */

export const CREDIT_NOTE_PREFIX = 'CN-';
export const CREDIT_NOTE_SERIES = 'credit-note';

export const CREDIT_MESSAGES = {
  notCreditable: apiMessage('notCreditable'),
  tooMuch: (left: string) => apiMessage('creditTooMuch', { left }),
  nothing: apiMessage('nothingToCredit'),
  lineNotOnInvoice: apiMessage('lineNotOnInvoice'),
  lineQuantity: (left: string) => apiMessage('creditLineQuantity', { left }),
} as const;

type CreditRow = typeof creditNotes.$inferSelect;
type CreditValues = Omit<
  typeof creditNotes.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const creditNoteKind: RecordKind<CreditRow, CreditValues> = {
  recordType: 'creditNote',
  label: 'Credit note',
  nameOf: (row) => row.number,
  lock: async (tx, id) =>
    (await tx.orm.select().from(creditNotes).where(eq(creditNotes.id, id)).for('update'))[0],
  insert: async (tx, values) =>
    onlyRow(await tx.orm.insert(creditNotes).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(creditNotes).set(set).where(eq(creditNotes.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(creditNotes).where(eq(creditNotes.id, id));
  },
};

const money = (amount: string, currency: string): Money => ({
  amount: fromMinorUnits(toMinorUnits(amount)),
  currency,
});
const quantityText = (value: string) =>
  value.includes('.') ? value.replace(/\.?0+$/, '') || '0' : value;

/** Thousandths of a unit, so quantities compare exactly. */
const milli = (quantity: string): bigint => {
  const [whole = '0', fraction = ''] = quantity.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
};
const fromMilli = (value: bigint): string =>
  quantityText(`${value / 1000n}.${(value % 1000n).toString().padStart(3, '0')}`);

export async function readCreditNoteView(
  db: Queryable,
  id: string,
): Promise<CreditNoteView | undefined> {
  const head = await db.query<{
    id: string;
    number: string;
    invoice_id: string;
    invoice_number: string | null;
    billing_company_id: string;
    billing_company_name: string;
    bill_to: InvoiceBillTo;
    reason: string;
    currency: string;
    issue_date: string;
    net: string;
    tax: string;
    gross: string;
    version: number;
    deleted: boolean;
    created_at: Date;
    updated_at: Date;
    created_by: string | null;
  }>(
    `select n.id, n.number, n.invoice_id, i.number as invoice_number, i.billing_company_id,
            b.legal_name as billing_company_name, n.bill_to, n.reason, n.currency,
            n.issue_date::text, n.net::text, n.tax::text, n.gross::text, n.version, n.deleted,
            n.created_at, n.updated_at, n.created_by
       from credit_notes n
       join invoices i on i.id = n.invoice_id
       join billing_companies b on b.id = i.billing_company_id
      where n.id = $1`,
    [id],
  );
  const row = head.rows[0];
  if (!row) return undefined;
  const lines = await db.query<{
    id: string;
    invoice_line_id: string | null;
    description: string;
    quantity: string;
    unit_price: string;
    tax_percent: string;
    net: string;
    tax: string;
    gross: string;
  }>(
    `select id, invoice_line_id, description, quantity::text, unit_price::text, tax_percent::text,
            net::text, tax::text, gross::text
       from credit_note_lines where credit_note_id = $1 order by position`,
    [id],
  );
  const currency = row.currency;
  return {
    id: row.id,
    number: row.number,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    billingCompanyId: row.billing_company_id,
    billingCompanyName: row.billing_company_name,
    billTo: row.bill_to,
    reason: row.reason,
    currency,
    issueDate: row.issue_date,
    lines: lines.rows.map((line) => ({
      id: line.id,
      invoiceLineId: line.invoice_line_id,
      description: line.description,
      quantity: quantityText(line.quantity),
      unitPrice: money(line.unit_price, currency),
      taxPercent: line.tax_percent,
      net: money(line.net, currency),
      tax: money(line.tax, currency),
      gross: money(line.gross, currency),
    })),
    totals: {
      net: money(row.net, currency),
      tax: money(row.tax, currency),
      gross: money(row.gross, currency),
    },
    version: row.version,
    deleted: row.deleted,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdBy: row.created_by,
  };
}

type CreditRequest = z.output<typeof creditNoteRequestSchema>;

interface CreditLine extends LineTotals {
  invoiceLineId: string | null;
  description: string;
  quantity: string;
  unitPrice: Money;
  taxPercent: string;
}

export function creditNoteService(db: Database, clock: Clock) {
  const viewIn = async (q: Queryable, id: string) => {
    const view = await readCreditNoteView(q, id);
    if (!view) throw notFound(creditNoteKind.label);
    return view;
  };
  return {
    get: (id: string) => viewIn(db, id),

    create(input: CreditRequest, context: WriteContext): Promise<CreditNoteView> {
      return db.transaction(async (tx) => {
        const invoice = await lockVersioned(tx, invoiceKind, {
          id: input.invoiceId,
          version: undefined,
          live: true,
        }).catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) {
            throw invalidForm({ invoiceId: apiMessage('noSuch', { what: 'invoice' }) });
          }
          throw error;
        });
        if (!['issued', 'partPaid', 'paid'].includes(invoice.status)) {
          throw refusal(422, CREDIT_MESSAGES.notCreditable);
        }
        const currency = invoice.currency;
        const invoiceLines = await tx.query<{
          id: string;
          description: string;
          quantity: string;
          unit_price: string;
          tax_percent: string;
          credited_quantity: string;
        }>(
          `select l.id, l.description, l.quantity::text, l.unit_price::text, l.tax_percent::text,
                  coalesce((select sum(cl.quantity) from credit_note_lines cl
                             join credit_notes cn on cn.id = cl.credit_note_id and not cn.deleted
                            where cl.invoice_line_id = l.id), 0)::text as credited_quantity
             from invoice_lines l where l.invoice_id = $1 order by l.position`,
          [invoice.id],
        );
        const creditLine = (
          line: (typeof invoiceLines.rows)[number],
          quantity: bigint,
        ): CreditLine => {
          const figures = {
            quantity: fromMilli(quantity),
            unitPrice: money(line.unit_price, currency),
            taxPercent: line.tax_percent,
          };
          return {
            invoiceLineId: line.id,
            description: line.description,
            ...figures,
            ...lineTotals(figures),
          };
        };
        let lines: CreditLine[] = [];
        const { credit } = input;
        if (credit.mode === 'whole') {
          lines = invoiceLines.rows.flatMap((line) => {
            const left = milli(line.quantity) - milli(line.credited_quantity);
            return left > 0n ? [creditLine(line, left)] : [];
          });
        } else if (credit.mode === 'lines') {
          const byId = new Map(invoiceLines.rows.map((line) => [line.id, line]));
          const fields: Record<string, Coded> = {};
          credit.lines.forEach((chosen, index) => {
            const line = byId.get(chosen.lineId);
            if (!line) {
              fields[`credit.lines.${index}.lineId`] = CREDIT_MESSAGES.lineNotOnInvoice;
              return;
            }
            const left = milli(line.quantity) - milli(line.credited_quantity);
            const wanted = chosen.quantity === undefined ? left : milli(chosen.quantity);
            if (wanted > left || wanted <= 0n) {
              fields[`credit.lines.${index}.quantity`] = CREDIT_MESSAGES.lineQuantity(
                fromMilli(left > 0n ? left : 0n),
              );
              return;
            }
            lines.push(creditLine(line, wanted));
          });
          if (Object.keys(fields).length > 0) {
            const first = Object.values(fields)[0] ?? CREDIT_MESSAGES.nothing;
            throw refusal(422, first, fieldMessages(fields));
          }
        } else {
          const rate = await liveTaxRate(tx, credit.taxRateId, 'credit.taxRateId');
          const figures = {
            quantity: '1',
            unitPrice: money(credit.net, currency),
            taxPercent: rate.percentage,
          };
          lines = [
            {
              invoiceLineId: null,
              description: credit.description ?? input.reason,
              ...figures,
              ...lineTotals(figures),
            },
          ];
        }
        const totals = sumTotals(lines, currency);
        const gross = money(invoice.gross, currency);
        const credited = money(invoice.amountCredited, currency);
        const left = subtractMoney(gross, credited);
        if (lines.length === 0 || toMinorUnits(totals.gross.amount) <= 0n) {
          throw refusal(422, CREDIT_MESSAGES.nothing);
        }
        if (toMinorUnits(totals.gross.amount) > toMinorUnits(left.amount)) {
          throw refusal(422, CREDIT_MESSAGES.tooMuch(left.amount));
        }
        const day = (await todayOf(tx, clock)).day;
        const sequence = await nextInSeries(tx, CREDIT_NOTE_SERIES);
        const number = documentNumber(CREDIT_NOTE_PREFIX, sequence);
        const note = await createRecord(
          tx,
          creditNoteKind,
          {
            invoiceId: invoice.id,
            number,
            sequence,
            reason: input.reason,
            currency,
            issueDate: day,
            billTo: invoice.billTo,
            net: totals.net.amount,
            tax: totals.tax.amount,
            gross: totals.gross.amount,
            searchText: [number, invoice.number, invoice.billTo.legalName, invoice.purchaseOrder]
              .filter(Boolean)
              .join(' '),
          },
          context,
        );
        await tx.orm.insert(creditNoteLines).values(
          lines.map((line, position) => ({
            creditNoteId: note.id,
            position,
            invoiceLineId: line.invoiceLineId,
            description: line.description,
            quantity: line.quantity,
            unitPrice: line.unitPrice.amount,
            taxPercent: line.taxPercent,
            net: line.net.amount,
            tax: line.tax.amount,
            gross: line.gross.amount,
          })),
        );
        const nowCredited = addMoney(credited, totals.gross);
        await updateRecord(
          tx,
          invoiceKind,
          { id: invoice.id, version: invoice.version },
          {
            amountCredited: nowCredited.amount,
            status: settledStatus(gross, money(invoice.amountPaid, currency), nowCredited),
          },
          context,
          {
            action: 'credit',
            // The activity names the credit note, its amount and its reason.
            note: {
              creditNote: { to: { id: note.id, number, gross: totals.gross.amount } },
              creditReason: { to: input.reason },
            },
          },
        );
        return viewIn(tx, note.id);
      });
    },
  };
}

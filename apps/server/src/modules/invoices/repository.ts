import {
  type CreditNoteListQuery,
  type CreditNoteView,
  fromMinorUnits,
  type InvoiceListItem,
  type InvoiceListQuery,
  invoiceBalance,
  invoiceStatusOn,
  type Money,
  toMinorUnits,
} from '@staydesk/domain';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import type { ListSource } from '../../db/list-export.js';
import { listOrder, listPage, searchAny } from '../../db/records.js';
import { billingCompanies, companies } from '../../db/schema.js';
import { creditNotes, invoices } from './table.js';

/** The invoices and credit notes lists (kit listPage): tabs counted on the table alone. */

const money = (amount: string, currency: string): Money => ({
  amount: fromMinorUnits(toMinorUnits(amount)),
  currency,
});

/**
 * A draft has no number, issue or due date; the keyset reads compare the sort key, so it must never
 * be null: a draft's number reads as '' (first ascending) and its dates as 'infinity' (last). The
 * indexes of 0022 are on these very expressions.
 */
const INVOICE_SORTS = {
  createdAt: [invoices.createdAt],
  updatedAt: [invoices.updatedAt],
  number: [sql`coalesce(${invoices.number}, '')`],
  issueDate: [sql`coalesce(${invoices.issueDate}, 'infinity'::date)`],
  dueDate: [sql`coalesce(${invoices.dueDate}, 'infinity'::date)`],
};

const listColumns = {
  id: invoices.id,
  number: invoices.number,
  status: invoices.status,
  billingCompanyId: invoices.billingCompanyId,
  billingCompanyName: billingCompanies.legalName,
  companyName: companies.name,
  currency: invoices.currency,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  serviceFrom: invoices.serviceFrom,
  serviceTo: invoices.serviceTo,
  purchaseOrder: invoices.purchaseOrder,
  net: invoices.net,
  tax: invoices.tax,
  gross: invoices.gross,
  amountPaid: invoices.amountPaid,
  amountCredited: invoices.amountCredited,
  version: invoices.version,
  deleted: invoices.deleted,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
};

/** The tab conditions: overdue is issued or part paid with a due date before `today`. */
export function invoiceTabs(today: string): Record<InvoiceListQuery['tab'], SQL> {
  const live = eq(invoices.deleted, false);
  const status = (...values: ('draft' | 'issued' | 'partPaid' | 'paid' | 'void' | 'credited')[]) =>
    and(live, inArray(invoices.status, values)) ?? live;
  const open = inArray(invoices.status, ['issued', 'partPaid']);
  const notDue = sql`(${invoices.dueDate} is null or ${invoices.dueDate} >= ${today}::date)`;
  return {
    all: live,
    draft: status('draft'),
    issued: and(live, eq(invoices.status, 'issued'), notDue) ?? live,
    partPaid: and(live, eq(invoices.status, 'partPaid'), notDue) ?? live,
    overdue: and(live, open, lt(invoices.dueDate, today)) ?? live,
    paid: status('paid'),
    credited: status('credited'),
    void: status('void'),
    deleted: eq(invoices.deleted, true),
  };
}

/** The invoices list's query (its page aside): read by its page and by its CSV export. */
export function invoiceListSource(
  orm: Orm,
  query: InvoiceListQuery,
  today: string,
): ListSource<InvoiceListQuery['tab'], InvoiceListItem> {
  const order = listOrder(query.sort, INVOICE_SORTS, invoices.id);
  return {
    orm,
    table: invoices,
    filters: [
      searchAny(query.search, [invoices.searchText]),
      query.billingCompanyId === undefined
        ? undefined
        : eq(invoices.billingCompanyId, query.billingCompanyId),
      query.companyId === undefined ? undefined : eq(invoices.companyId, query.companyId),
      // A booking's invoices: those with a line for its stay.
      query.bookingId === undefined
        ? undefined
        : sql`exists (select 1 from invoice_lines l where l.invoice_id = ${invoices.id} and l.booking_id = ${query.bookingId}::uuid)`,
    ],
    tabs: invoiceTabs(today),
    tab: query.tab,
    order,
    fetch: async (where, limit, offset) =>
      (
        await orm
          .select(listColumns)
          .from(invoices)
          .innerJoin(billingCompanies, eq(billingCompanies.id, invoices.billingCompanyId))
          .leftJoin(companies, eq(companies.id, invoices.companyId))
          .where(where)
          .orderBy(...order.by)
          .limit(limit)
          .offset(offset)
      ).map(
        (row): InvoiceListItem => ({
          id: row.id,
          number: row.number,
          status: invoiceStatusOn(row.status, row.dueDate, today),
          billingCompanyId: row.billingCompanyId,
          billingCompanyName: row.billingCompanyName,
          companyName: row.companyName,
          currency: row.currency,
          issueDate: row.issueDate,
          dueDate: row.dueDate,
          servicePeriod:
            row.serviceFrom && row.serviceTo ? { from: row.serviceFrom, to: row.serviceTo } : null,
          purchaseOrder: row.purchaseOrder,
          totals: {
            net: money(row.net, row.currency),
            tax: money(row.tax, row.currency),
            gross: money(row.gross, row.currency),
          },
          amountPaid: money(row.amountPaid, row.currency),
          balance:
            row.status === 'draft' || row.status === 'void'
              ? money('0', row.currency)
              : invoiceBalance(
                  money(row.gross, row.currency),
                  money(row.amountPaid, row.currency),
                  money(row.amountCredited, row.currency),
                ),
          version: row.version,
          deleted: row.deleted,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        }),
      ),
  };
}

export function listInvoices(orm: Orm, query: InvoiceListQuery, today: string) {
  return listPage({ ...invoiceListSource(orm, query, today), page: query.page });
}

const CREDIT_SORTS = {
  createdAt: [creditNotes.createdAt],
  number: [creditNotes.number],
  issueDate: [creditNotes.issueDate],
};

/** The credit notes list's query (its page aside): read by its page and by its CSV export. */
export function creditNoteListSource(
  orm: Orm,
  query: CreditNoteListQuery,
): ListSource<CreditNoteListQuery['tab'], Omit<CreditNoteView, 'lines' | 'billTo'>> {
  const order = listOrder(query.sort, CREDIT_SORTS, creditNotes.id);
  return {
    orm,
    table: creditNotes,
    filters: [
      searchAny(query.search, [creditNotes.searchText]),
      query.invoiceId === undefined ? undefined : eq(creditNotes.invoiceId, query.invoiceId),
    ],
    tabs: { all: eq(creditNotes.deleted, false) },
    tab: query.tab,
    order,
    fetch: async (where, limit, offset) =>
      (
        await orm
          .select({
            id: creditNotes.id,
            number: creditNotes.number,
            invoiceId: creditNotes.invoiceId,
            invoiceNumber: invoices.number,
            billingCompanyId: invoices.billingCompanyId,
            billingCompanyName: billingCompanies.legalName,
            reason: creditNotes.reason,
            currency: creditNotes.currency,
            issueDate: creditNotes.issueDate,
            net: creditNotes.net,
            tax: creditNotes.tax,
            gross: creditNotes.gross,
            version: creditNotes.version,
            deleted: creditNotes.deleted,
            createdAt: creditNotes.createdAt,
            updatedAt: creditNotes.updatedAt,
            createdBy: creditNotes.createdBy,
          })
          .from(creditNotes)
          .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
          .innerJoin(billingCompanies, eq(billingCompanies.id, invoices.billingCompanyId))
          .where(where)
          .orderBy(...order.by)
          .limit(limit)
          .offset(offset)
      ).map(({ net, tax, gross, createdAt, updatedAt, ...row }) => ({
        ...row,
        totals: {
          net: money(net, row.currency),
          tax: money(tax, row.currency),
          gross: money(gross, row.currency),
        },
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      })),
  };
}

export function listCreditNotes(orm: Orm, query: CreditNoteListQuery) {
  return listPage({ ...creditNoteListSource(orm, query), page: query.page });
}

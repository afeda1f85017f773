import type { Queryable } from '../../db/database.js';
import {
  type AccountingDocumentKind,
  creditNoteEntry,
  invoiceEntry,
  type JournalEntry,
  paymentEntry,
  type RateTotals,
} from './accounting-journal.js';
import { type AccountingExportKind, EXPORT_DOCUMENT_LIMIT } from './accounting-schemas.js';

/**
 * The documents of a period as journal entries: issued invoices and credit notes by issue date,
 * payments by the day paid, each with its tax analysis, leaving out (unless asked) what an
 * earlier export to the same provider carried. Each statement's row type is declared beside it;
 * the parameters are those of a `Selection`, in order.
 */

/** Which documents: the period, the provider they go to, and whether to send them again. */
export interface Selection {
  from: string;
  to: string;
  provider: string;
  includeExported: boolean;
}

const parameters = (s: Selection) => [s.from, s.to, s.provider, s.includeExported];

const notExported = (type: AccountingDocumentKind, column: string) =>
  `and ($4::boolean or not exists (select 1 from accounting_exported_documents d
     where d.provider = $3 and d.document_type = '${type}' and d.document_id = ${column}))`;

/** A document's net and tax at one rate. */
interface RateRow {
  document_id: string;
  percent: string;
  net: string;
  tax: string;
}

const rateSql = (table: string, key: string) =>
  `select ${key} as document_id, tax_percent::text as percent,
          sum(net)::text as net, sum(tax)::text as tax
     from ${table} where ${key} = any($1::uuid[])
    group by ${key}, tax_percent order by ${key}, tax_percent desc`;

async function ratesByDocument(
  db: Queryable,
  sql: string,
  ids: readonly string[],
): Promise<Map<string, RateTotals[]>> {
  const { rows } = await db.query<RateRow>(sql, [ids]);
  const map = new Map<string, RateTotals[]>();
  for (const row of rows) {
    const list = map.get(row.document_id) ?? [];
    list.push({ percent: row.percent, net: row.net, tax: row.tax });
    map.set(row.document_id, list);
  }
  return map;
}

interface InvoiceDocumentRow {
  id: string;
  number: string;
  issue_date: string;
  currency: string;
  customer: string;
  gross: string;
}

const INVOICES_SQL = `select i.id, i.number, i.issue_date::text as issue_date, i.currency,
       coalesce(nullif(i.bill_to->>'legalName', ''), b.legal_name, '') as customer, i.gross::text as gross
  from invoices i left join billing_companies b on b.id = i.billing_company_id
 where not i.deleted and i.status not in ('draft', 'void') and i.number is not null
   and i.issue_date between $1 and $2 ${notExported('invoice', 'i.id')}
 order by i.issue_date, i.number
 limit ${EXPORT_DOCUMENT_LIMIT + 1}`;

const INVOICE_RATES_SQL = rateSql('invoice_lines', 'invoice_id');

async function invoiceEntries(db: Queryable, s: Selection): Promise<JournalEntry[]> {
  const { rows } = await db.query<InvoiceDocumentRow>(INVOICES_SQL, parameters(s));
  if (rows.length === 0) return [];
  const rates = await ratesByDocument(
    db,
    INVOICE_RATES_SQL,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    invoiceEntry({
      id: row.id,
      number: row.number,
      issueDate: row.issue_date,
      currency: row.currency,
      customer: row.customer,
      gross: row.gross,
      rates: rates.get(row.id) ?? [],
    }),
  );
}

interface CreditNoteDocumentRow {
  id: string;
  number: string;
  invoice_number: string;
  issue_date: string;
  currency: string;
  customer: string;
  gross: string;
}

const CREDIT_NOTES_SQL = `select c.id, c.number, coalesce(i.number, '') as invoice_number, c.issue_date::text as issue_date,
       c.currency, coalesce(nullif(c.bill_to->>'legalName', ''), '') as customer, c.gross::text as gross
  from credit_notes c join invoices i on i.id = c.invoice_id
 where not c.deleted and c.issue_date between $1 and $2 ${notExported('creditNote', 'c.id')}
 order by c.issue_date, c.number
 limit ${EXPORT_DOCUMENT_LIMIT + 1}`;

const CREDIT_NOTE_RATES_SQL = rateSql('credit_note_lines', 'credit_note_id');

async function creditNoteEntries(db: Queryable, s: Selection): Promise<JournalEntry[]> {
  const { rows } = await db.query<CreditNoteDocumentRow>(CREDIT_NOTES_SQL, parameters(s));
  if (rows.length === 0) return [];
  const rates = await ratesByDocument(
    db,
    CREDIT_NOTE_RATES_SQL,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    creditNoteEntry({
      id: row.id,
      number: row.number,
      invoiceNumber: row.invoice_number,
      issueDate: row.issue_date,
      currency: row.currency,
      customer: row.customer,
      gross: row.gross,
      rates: rates.get(row.id) ?? [],
    }),
  );
}

interface PaymentDocumentRow {
  id: string;
  invoice_number: string;
  paid_on: string;
  currency: string;
  customer: string;
  amount: string;
  method: string;
  reference: string;
}

const PAYMENTS_SQL = `select p.id, coalesce(i.number, '') as invoice_number, p.paid_on::text as paid_on, i.currency,
       coalesce(nullif(i.bill_to->>'legalName', ''), '') as customer, p.amount::text as amount,
       p.method, p.reference
  from invoice_payments p join invoices i on i.id = p.invoice_id
 where not i.deleted and p.paid_on between $1 and $2 ${notExported('payment', 'p.id')}
 order by p.paid_on, i.number, p.created_at, p.id
 limit ${EXPORT_DOCUMENT_LIMIT + 1}`;

async function paymentEntries(db: Queryable, s: Selection): Promise<JournalEntry[]> {
  const { rows } = await db.query<PaymentDocumentRow>(PAYMENTS_SQL, parameters(s));
  return rows.map((row) =>
    paymentEntry({
      id: row.id,
      invoiceNumber: row.invoice_number,
      paidOn: row.paid_on,
      currency: row.currency,
      customer: row.customer,
      amount: row.amount,
      method: row.method,
      reference: row.reference,
    }),
  );
}

const KIND_ORDER: Record<AccountingDocumentKind, number> = {
  invoice: 0,
  creditNote: 1,
  payment: 2,
};

/** The journal of a period: the chosen kinds, by date, invoices before credit notes before payments. */
export async function journalOf(
  db: Queryable,
  selection: Selection,
  kinds: readonly AccountingExportKind[],
): Promise<JournalEntry[]> {
  const entries: JournalEntry[] = [];
  if (kinds.includes('invoices')) entries.push(...(await invoiceEntries(db, selection)));
  if (kinds.includes('creditNotes')) entries.push(...(await creditNoteEntries(db, selection)));
  if (kinds.includes('payments')) entries.push(...(await paymentEntries(db, selection)));
  return entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.reference.localeCompare(b.reference),
  );
}

import type { ActivityEntry, InvoiceView } from '@staydesk/domain';
import { useState } from 'react';
import { ActivitySection } from '../../../components/ActivitySection';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { useInvoiceActivity } from '../api/invoices';
import { moneyText } from '../components/money';
import { type InvoiceRecordMessagesEn, invoiceRecordMessages } from './messages';

type Messages = Widen<InvoiceRecordMessagesEn>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** One entry of the invoice's activity in the user's language, from its action and changes. */
export function invoiceActivityText(
  entry: ActivityEntry,
  invoice: Pick<InvoiceView, 'currency'>,
  m: Messages,
  f: Formatters,
): string {
  const { changes } = entry;
  const a = m.activity;
  const amount = (value: unknown) =>
    moneyText(f, { amount: text(value) ?? '0', currency: invoice.currency });
  const bank = record(changes.bankPayment?.to);
  switch (entry.action) {
    case 'create':
      return a.create;
    case 'issue': {
      const number = text(changes.number?.to);
      return number ? f.message(a.issue, { number }) : a.issueBare;
    }
    case 'payment':
      return text(bank.payer) !== null
        ? f.message(a.bankMatch, {
            amount: amount(changes.payment?.to),
            payer: text(bank.payer) ?? '',
          })
        : f.message(a.payment, { amount: amount(changes.payment?.to) });
    case 'paymentReversed':
      return text(bank.payer) !== null
        ? f.message(a.bankUnmatch, {
            amount: amount(changes.payment?.from),
            payer: text(bank.payer) ?? '',
          })
        : f.message(a.paymentReversed, { amount: amount(changes.payment?.from) });
    case 'credit': {
      const note = record(changes.creditNote?.to);
      const number = text(note.number);
      return number ? f.message(a.credit, { number, amount: amount(note.gross) }) : a.creditBare;
    }
    case 'void':
      return a.void;
    case 'delete':
      return a.delete;
    case 'restore':
      return a.restore;
    case 'export':
      return f.message(a.export, {
        provider: text(record(changes.exported?.to).provider) ?? '',
      });
    case 'pdf':
      return a.pdf;
    case 'update': {
      const names = a.fieldNames as Record<string, string>;
      const fields = [
        ...new Set(
          Object.keys(changes)
            .map((key) => names[key])
            .filter((name): name is string => Boolean(name)),
        ),
      ];
      return fields.length > 0 ? f.message(a.update, { fields: fields.join(', ') }) : a.updateBare;
    }
    default:
      return f.message(a.other, { action: entry.action });
  }
}

/** The line under an entry: how a payment was made, why a credit, what went to accounting. */
export function invoiceActivityDetail(
  entry: ActivityEntry,
  m: Messages,
  f: Formatters,
): string | null {
  const { changes } = entry;
  const a = m.activity;
  switch (entry.action) {
    case 'payment': {
      const method = text(changes.paymentMethod?.to);
      const day = text(changes.paidOn?.to);
      const reference = text(changes.paymentReference?.to);
      const parts = [
        method && day
          ? f.message(a.paymentMethod, {
              method: (m.methods as Record<string, string>)[method] ?? method,
              date: f.day(day),
            })
          : null,
        reference ? f.message(a.paymentReference, { reference }) : null,
      ].filter((part): part is string => part !== null);
      return parts.length > 0 ? parts.join(' · ') : null;
    }
    case 'credit': {
      const reason = text(changes.creditReason?.to);
      return reason ? f.message(a.creditReason, { reason }) : null;
    }
    case 'export': {
      const documents = record(changes.exported?.to).documents;
      const kinds = Array.isArray(documents)
        ? documents
            .map((kind) => (a.documents as Record<string, string>)[String(kind)])
            .filter((name): name is string => Boolean(name))
        : [];
      return kinds.length > 0
        ? f.message(a.exportDocuments, { documents: kinds.join(', ') })
        : null;
    }
    default:
      return null;
  }
}

/** invoices/list/:invoiceId's activity: every change, who and when, newest first, paged. */
export function InvoiceActivity({ invoice }: { invoice: InvoiceView }) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const [page, setPage] = useState(1);
  const { data, error, isValidating } = useInvoiceActivity(invoice.id, page);
  return (
    <ActivitySection
      texts={{
        title: m.sections.activity,
        empty: m.activity.empty,
        by: m.activity.by,
        system: m.activity.system,
      }}
      entries={data?.items}
      isLoading={isValidating}
      error={error ? (errorMessage(error) ?? m.notFound) : null}
      textOf={(entry) => invoiceActivityText(entry, invoice, m, f)}
      detail={(entry) => invoiceActivityDetail(entry, m, f)}
      actionOf={(entry) => entry.action}
      page={data?.page ?? page}
      pageCount={data?.pageCount ?? 1}
      onPageChange={setPage}
    />
  );
}

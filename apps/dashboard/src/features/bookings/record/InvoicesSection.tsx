import { type BookingView, type InvoiceListItem, invoiceListSchema } from '@staydesk/domain';
import { Loader, PlainLink, PlainTable, RecordSection, type TableColumn, Text } from '@staydesk/ui';
import useSWR from 'swr';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { bookingRecordMessages } from './messages';

/** GET /api/v1/invoices?bookingId=: the invoices with a line for the booking (first page). */
const bookingInvoicesKey = (bookingId: string) =>
  `/api/v1/invoices?bookingId=${encodeURIComponent(bookingId)}&tab=all`;

/** The booking's invoices: each opens its page, where its payments and credit notes are. */
export function InvoicesSection({ booking }: { booking: BookingView }) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  const { data } = useSWR(bookingInvoicesKey(booking.id), (url: string) =>
    api.get(url, invoiceListSchema),
  );
  const money = (value: InvoiceListItem['balance']) =>
    f.money(Number(value.amount), value.currency);
  const columns: TableColumn<InvoiceListItem>[] = [
    {
      id: 'number',
      name: m.invoices.number,
      isRowHeader: true,
      renderCell: (invoice) => (
        <PlainLink href={href('invoiceDetail', { invoiceId: invoice.id })}>
          {invoice.number ?? m.invoices.draft}
        </PlainLink>
      ),
    },
    { id: 'status', name: m.invoices.status, renderCell: (i) => m.invoices.statuses[i.status] },
    { id: 'gross', name: m.invoices.gross, align: 'end', renderCell: (i) => money(i.totals.gross) },
    { id: 'balance', name: m.invoices.balance, align: 'end', renderCell: (i) => money(i.balance) },
  ];
  return (
    <RecordSection title={m.invoices.title}>
      {!data ? <Loader label={m.invoices.loading} /> : null}
      {data && data.items.length === 0 ? <Text tone="secondary">{m.invoices.empty}</Text> : null}
      {data && data.items.length > 0 ? (
        <PlainTable aria-label={m.invoices.title} columns={columns} items={data.items} />
      ) : null}
    </RecordSection>
  );
}

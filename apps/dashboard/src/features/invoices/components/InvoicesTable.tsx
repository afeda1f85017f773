import type { InvoiceListItem } from '@staydesk/domain';
import { Link, Stack, type TableColumn, Text } from '@staydesk/ui';
import { useMemo } from 'react';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { useIsWide } from '../../../lib/media';
import { invoicesMessages } from '../messages';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { moneyText } from './money';

type Messages = Widen<(typeof invoicesMessages)['en']>;

function Secondary({ children }: { children: string }) {
  return (
    <Text size="small" tone="secondary">
      {children}
    </Text>
  );
}

/**
 * The invoices table: the number (or "Draft") opening the invoice, the billing company with the
 * purchase order, the client company, the service period, issue date, due date (overdue in words), total, balance
 * and status. On a phone the billing company and status sit under the number, the balance beside it.
 */
function invoiceColumns(
  m: Messages,
  f: Formatters,
  isWide: boolean,
): TableColumn<InvoiceListItem>[] {
  return [
    {
      id: 'number',
      name: m.columns.number,
      isRowHeader: true,
      allowsSorting: true,
      noWrap: true,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Link href={href('invoiceDetail', { invoiceId: item.id })} weight="strong">
            {item.number ?? m.draftNumber}
          </Link>
          {isWide ? null : (
            <>
              <Secondary>{item.billingCompanyName}</Secondary>
              <InvoiceStatusBadge status={item.status} />
            </>
          )}
        </Stack>
      ),
    },
    {
      id: 'billingCompany',
      role: 'name',
      name: m.columns.billingCompany,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Text size="small">{item.billingCompanyName}</Text>
          {item.purchaseOrder ? <Secondary>{item.purchaseOrder}</Secondary> : null}
        </Stack>
      ),
    },
    {
      id: 'client',
      role: 'name',
      name: m.columns.client,
      renderCell: (item) =>
        item.companyName ?? (
          <Text size="small" tone="secondary">
            {m.noClient}
          </Text>
        ),
    },
    {
      id: 'servicePeriod',
      role: 'date',
      name: m.columns.servicePeriod,
      noWrap: true,
      renderCell: (item) =>
        item.servicePeriod ? (
          f.message(m.period, {
            from: f.day(item.servicePeriod.from),
            to: f.day(item.servicePeriod.to),
          })
        ) : (
          <Text size="small" tone="secondary">
            {m.notSet}
          </Text>
        ),
    },
    {
      id: 'issueDate',
      role: 'date',
      name: m.columns.issueDate,
      allowsSorting: true,
      noWrap: true,
      renderCell: (item) =>
        item.issueDate ? (
          f.day(item.issueDate)
        ) : (
          <Text size="small" tone="secondary">
            {m.notSet}
          </Text>
        ),
    },
    {
      id: 'dueDate',
      role: 'date',
      name: m.columns.dueDate,
      allowsSorting: true,
      noWrap: true,
      renderCell: (item) =>
        item.dueDate ? (
          <Stack space="xxsmall">
            <Text size="small" tone={item.status === 'overdue' ? 'critical' : 'neutral'}>
              {f.day(item.dueDate)}
            </Text>
            {item.status === 'overdue' ? <Secondary>{m.overdueSince}</Secondary> : null}
          </Stack>
        ) : (
          <Text size="small" tone="secondary">
            {m.notSet}
          </Text>
        ),
    },
    {
      id: 'total',
      role: 'money',
      name: m.columns.total,
      noWrap: true,
      align: 'end',
      renderCell: (item) => moneyText(f, item.totals.gross),
    },
    {
      id: 'balance',
      role: 'money',
      name: m.columns.balance,
      noWrap: true,
      align: 'end',
      // A settled invoice's zero balance reads quietly; money still owed stands out.
      renderCell: (item) =>
        Number(item.balance.amount) === 0 ? (
          <Text size="small" tone="secondary">
            {moneyText(f, item.balance)}
          </Text>
        ) : (
          <Text size="small" weight="strong">
            {moneyText(f, item.balance)}
          </Text>
        ),
    },
    {
      id: 'status',
      role: 'status',
      name: m.columns.status,
      renderCell: (item) => <InvoiceStatusBadge status={item.status} />,
    },
  ];
}

/** Memoised: the table's rows are, and a new columns array would redraw all 29 each render. */
export function useInvoiceColumns() {
  const m = useMessages(invoicesMessages);
  const f = useFormat();
  const isWide = useIsWide();
  return useMemo(() => invoiceColumns(m, f, isWide), [m, f, isWide]);
}

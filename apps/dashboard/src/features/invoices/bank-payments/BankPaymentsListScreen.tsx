import type { BankPaymentView } from '@staydesk/domain';
import { Button, Inline, Link, Stack, type TableColumn, Text } from '@staydesk/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { CreateLink } from '../../../components/CreateLink';
import { ListView } from '../../../components/ListView';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { useListState } from '../../../lib/list';
import { useIsWide } from '../../../lib/media';
import { moneyText } from '../components/money';
import { BANK_PAYMENT_TAB_ORDER, bankPaymentsListConfig, useBankPayments } from './api';
import { type BankPaymentsMessagesEn, bankPaymentsMessages } from './messages';
import { BankPaymentStatusBadge } from './StatusBadge';

type Messages = Widen<BankPaymentsMessagesEn>;

// The payment's panel (its dialog, the suggestions, the invoice search) is a chunk of its own,
// fetched when a row is opened: the list alone stays light.
const BankPaymentPanel = lazy(() =>
  import('./BankPaymentPanel').then((m) => ({ default: m.BankPaymentPanel })),
);

const MATCHABLE = new Set<BankPaymentView['status']>(['unmatched', 'partlyMatched']);

function Secondary({ children }: { children: string }) {
  return (
    <Text size="small" tone="secondary">
      {children}
    </Text>
  );
}

/**
 * The columns: payer (with the reference) naming the row, received, amount, what is left to
 * match, status, the matched invoices, and the row's action (Match while money is left to
 * match, Open otherwise). On a phone the date, status and action sit under the payer.
 */
function columnsOf(
  m: Messages,
  f: Formatters,
  isWide: boolean,
  open: (payment: BankPaymentView) => void,
): TableColumn<BankPaymentView>[] {
  const action = (item: BankPaymentView) => {
    const matchable = MATCHABLE.has(item.status);
    return (
      <Button
        size="small"
        variant={matchable ? 'primary' : 'secondary'}
        aria-label={f.message(matchable ? m.matchLabel : m.openLabel, { payer: item.payer })}
        onPress={() => open(item)}
      >
        {matchable ? m.match : m.open}
      </Button>
    );
  };
  return [
    {
      id: 'payer',
      role: 'name',
      name: m.columns.payer,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Text weight="strong">{item.payer}</Text>
          <Secondary>{item.reference || m.noReference}</Secondary>
          {isWide ? null : (
            <Inline space="xsmall" alignY="center">
              <Secondary>{f.day(item.receivedOn)}</Secondary>
              <BankPaymentStatusBadge status={item.status} size="small" />
              {action(item)}
            </Inline>
          )}
        </Stack>
      ),
    },
    {
      id: 'receivedOn',
      role: 'date',
      name: m.columns.receivedOn,
      allowsSorting: true,
      noWrap: true,
      renderCell: (item) => f.day(item.receivedOn),
    },
    {
      id: 'amount',
      role: 'money',
      name: m.columns.amount,
      allowsSorting: true,
      noWrap: true,
      align: 'end',
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Text weight="strong">{moneyText(f, item.amount)}</Text>
          {isWide || item.status !== 'partlyMatched' ? null : (
            <Secondary>{`${m.columns.unallocated}: ${moneyText(f, item.unallocated)}`}</Secondary>
          )}
        </Stack>
      ),
    },
    {
      id: 'unallocated',
      role: 'money',
      name: m.columns.unallocated,
      noWrap: true,
      align: 'end',
      renderCell: (item) =>
        Number(item.unallocated.amount) === 0 || item.status === 'ignored' ? (
          <Secondary>{moneyText(f, item.unallocated)}</Secondary>
        ) : (
          moneyText(f, item.unallocated)
        ),
    },
    {
      id: 'status',
      role: 'status',
      name: m.columns.status,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <BankPaymentStatusBadge status={item.status} size="small" />
          {item.source === 'import' ? <Secondary>{m.sourceImport}</Secondary> : null}
        </Stack>
      ),
    },
    {
      id: 'invoices',
      name: m.columns.invoices,
      renderCell: (item) =>
        item.allocations.length === 0 ? (
          <Secondary>{m.noInvoices}</Secondary>
        ) : (
          <Stack space="xxsmall">
            {item.allocations.map((allocation) => (
              <Link
                key={allocation.id}
                href={href('invoiceDetail', { invoiceId: allocation.invoiceId })}
              >
                {allocation.invoiceNumber ?? allocation.billingCompanyName}
              </Link>
            ))}
          </Stack>
        ),
    },
    {
      id: 'actions',
      role: 'actions',
      name: m.columns.actions,
      hideName: true,
      align: 'end',
      renderCell: action,
    },
  ];
}

/**
 * invoices/bank-payments: the payments received, by status (unmatched first, then partly
 * matched, matched, ignored, all) with each tab's count; search as you type by payer, reference
 * or notes; server sort and paging. A row's Match (or Open) opens the payment's panel: its
 * suggested invoices to confirm, its matches to undo, ignore or stop ignoring.
 */
export function BankPaymentsListScreen() {
  const m = useMessages(bankPaymentsMessages);
  const f = useFormat();
  const isWide = useIsWide();
  const state = useListState(bankPaymentsListConfig);
  const list = useBankPayments(state.query);
  const canAdd = useCan()('MATCH_BANK_PAYMENTS');
  const [openId, setOpenId] = useState<string | null>(null);
  // Memoised (setOpenId keeps its identity): a new columns array would redraw every row.
  const columns = useMemo(
    () => columnsOf(m, f, isWide, (payment) => setOpenId(payment.id)),
    [m, f, isWide],
  );

  return (
    <>
      <ListView
        title={m.title}
        actions={
          canAdd ? <CreateLink href={href('bankPaymentCreate')} label={m.addPayments} /> : null
        }
        state={state}
        tabs={BANK_PAYMENT_TAB_ORDER.map((tab) => ({ id: tab, label: m.tabs[tab] }))}
        tabsLabel={m.tabsLabel}
        searchLabel={m.searchLabel}
        searchPlaceholder={m.searchPlaceholder}
        page={list.data}
        request={list}
        totalText={(count) => f.message(m.total, { count })}
        tableLabel={m.title}
        sorts={bankPaymentsListConfig.sorts}
        phoneColumns={['payer', 'amount']}
        columns={columns}
        emptyTitle={m.emptyTitle}
        emptyText={m.emptyText}
      />
      {openId ? (
        <Suspense fallback={null}>
          <BankPaymentPanel id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

import {
  addMoney,
  type BookingsToInvoice,
  INVOICE_GROUPINGS,
  type InvoiceGrouping,
  type Money,
} from '@staydesk/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  FormActions,
  Heading,
  Inline,
  Link,
  Loader,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages } from '../../../i18n';
import { useIsWide, usePhoneColumns } from '../../../lib/media';
import { useBookingsToInvoice, useCreateFromBookings } from './api';
import { billingMessages } from './messages';

type Group = BookingsToInvoice['groups'][number];
type Row = Group['bookings'][number];

const OWN = 'own';
const GROUPINGS: readonly InvoiceGrouping[] = INVOICE_GROUPINGS.map((option) => option.value);

const moneyText = (f: Formatters, value: Money) => f.money(Number(value.amount), value.currency);

/** The sums per currency of the chosen bookings' gross ('£1,200.00 · €300.00'). */
function chosenGross(f: Formatters, groups: readonly Group[], chosen: ReadonlySet<string>): string {
  const byCurrency = new Map<string, Money>();
  for (const group of groups) {
    for (const booking of group.bookings) {
      if (!chosen.has(booking.bookingId)) continue;
      const gross = booking.totals.gross;
      const sum = byCurrency.get(gross.currency);
      byCurrency.set(gross.currency, sum ? addMoney(sum, gross) : gross);
    }
  }
  return [...byCurrency.values()].map((value) => moneyText(f, value)).join(' · ');
}

function GroupCard({
  group,
  chosen,
  onChosen,
}: {
  group: Group;
  chosen: ReadonlySet<string>;
  onChosen: (ids: readonly string[], isChosen: boolean) => void;
}) {
  const m = useMessages(billingMessages);
  const f = useFormat();
  const b = m.bookings;
  const isWide = useIsWide();
  const ids = group.bookings.map((booking) => booking.bookingId);
  const selectedKeys = new Set(ids.filter((id) => chosen.has(id)));
  const columns: TableColumn<Row>[] = [
    {
      id: 'reference',
      name: b.columns.reference,
      isRowHeader: true,
      renderCell: (row) => (
        <Stack space="xxsmall">
          <Link href={href('bookingDetail', { bookingId: row.bookingId })} weight="strong">
            {row.reference}
          </Link>
          {row.propertyTitle ? (
            <Text size="small" tone="secondary">
              {row.propertyTitle}
            </Text>
          ) : null}
          {isWide ? null : (
            <Text size="small" tone="secondary">
              {f.message(b.stay, { from: f.day(row.checkIn), to: f.day(row.checkOut) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'stay',
      name: b.columns.stay,
      noWrap: true,
      renderCell: (row) => f.message(b.stay, { from: f.day(row.checkIn), to: f.day(row.checkOut) }),
    },
    {
      id: 'nights',
      name: b.columns.nights,
      renderCell: (row) => (
        <Stack space="xxsmall">
          {row.periods.map((period) => (
            <Text key={period.from} size="small">
              {f.message(b.period, {
                nights: period.nights,
                from: f.day(period.from),
                price: moneyText(f, period.unitPrice),
              })}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'purchaseOrder',
      name: b.columns.purchaseOrder,
      renderCell: (row) =>
        row.purchaseOrder ? row.purchaseOrder : <Text tone="secondary">{b.noPurchaseOrder}</Text>,
    },
    {
      id: 'gross',
      name: b.columns.gross,
      align: 'end',
      noWrap: true,
      renderCell: (row) => (
        <Stack space="xxsmall" align="flex-end">
          <Text weight="strong">{moneyText(f, row.totals.gross)}</Text>
          <Text size="small" tone="secondary">
            {`${m.money.net} ${moneyText(f, row.totals.net)}`}
          </Text>
        </Stack>
      ),
    },
  ];
  // A phone keeps the booking (with its stay under it) and what it bills.
  const shown = usePhoneColumns(columns, ['reference', 'gross']);
  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') {
      onChosen(ids, true);
      return;
    }
    onChosen(
      ids.filter((id) => !keys.has(id)),
      false,
    );
    onChosen(
      ids.filter((id) => keys.has(id)),
      true,
    );
  };
  return (
    <Card>
      <Stack space="medium">
        <Inline space="medium" align="space-between" alignY="flex-start">
          <Stack space="xsmall">
            <Heading level={2} size={3}>
              {group.billingCompanyName}
            </Heading>
            <Inline space="xsmall">
              <Badge size="small">
                {f.message(b.groupingOf, { grouping: m.groupings[group.grouping] })}
              </Badge>
              {group.purchaseOrderRequired ? (
                <Badge size="small" tone="caution">
                  {b.purchaseOrderRequired}
                </Badge>
              ) : null}
            </Inline>
          </Stack>
          <Stack space="xxsmall" align="flex-end">
            <Text weight="strong">{moneyText(f, group.totals.gross)}</Text>
            <Text size="small" tone="secondary">
              {f.message(b.bookingsCount, { count: group.bookings.length })}
            </Text>
          </Stack>
        </Inline>
        <Table
          aria-label={f.message(b.tableLabel, { name: group.billingCompanyName })}
          columns={shown}
          items={group.bookings}
          getRowId={(row) => row.bookingId}
          selectionMode="multiple"
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
        />
      </Stack>
    </Card>
  );
}

/**
 * invoices/bookings: bookings whose nights are not all invoiced, one card per billing company
 * with what each would bill (nights per rate, net and gross at the default tax rate). Staff
 * choose bookings and a grouping (each billing company's own by default) and make the drafts:
 * one draft opens its page; several open the list's Draft tab.
 */
export function BookingsToInvoiceScreen() {
  const m = useMessages(billingMessages);
  const f = useFormat();
  const b = m.bookings;
  const navigate = useNavigate();
  const [grouping, setGrouping] = useState<InvoiceGrouping | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const data = useBookingsToInvoice(grouping);
  const create = useCreateFromBookings();
  const groups = data.data?.groups ?? [];

  const onChosen = (ids: readonly string[], isChosen: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (isChosen) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const submit = async () => {
    try {
      const result = await create.trigger({
        bookingIds: [...chosen],
        ...(grouping ? { grouping } : {}),
      });
      setChosen(new Set());
      const [first, ...rest] = result.data.invoices;
      if (first && rest.length === 0) {
        void navigate(href('invoiceDetail', { invoiceId: first.id }));
      } else {
        void navigate(`${href('invoicesList')}?tab=draft`);
      }
    } catch {
      // The server's message is toasted (a 409 names the nights taken meanwhile).
    }
  };

  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={b.title} description={b.description} />
        <Inline space="medium">
          <Select
            label={b.grouping}
            description={b.groupingHint}
            items={[OWN, ...GROUPINGS].map((value) => ({
              id: value,
              label: value === OWN ? m.groupings.own : m.groupings[value as InvoiceGrouping],
            }))}
            selectedKey={grouping ?? OWN}
            onSelectionChange={(key) => {
              const value = GROUPINGS.find((candidate) => candidate === key);
              setGrouping(value ?? null);
            }}
          >
            {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
          </Select>
        </Inline>
        {data.data === undefined ? (
          data.error ? (
            <EmptyState title={b.error} text={b.errorText} />
          ) : (
            <Loader label={b.title} />
          )
        ) : groups.length === 0 ? (
          <EmptyState title={b.emptyTitle} text={b.emptyText} />
        ) : (
          <Stack space="large">
            {groups.map((group) => (
              <GroupCard
                key={group.billingCompanyId}
                group={group}
                chosen={chosen}
                onChosen={onChosen}
              />
            ))}
            <FormActions
              secondary={
                <Text tone="secondary" role="status">
                  {chosen.size === 0
                    ? f.message(b.selected, { count: 0 })
                    : f.message(b.selectedTotal, {
                        count: chosen.size,
                        gross: chosenGross(f, groups, chosen),
                      })}
                </Text>
              }
              primary={
                <Button
                  onPress={() => void submit()}
                  isDisabled={chosen.size === 0}
                  isPending={create.isPending}
                >
                  {b.createDrafts}
                </Button>
              }
            />
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

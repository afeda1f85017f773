import type { BookingListItem, BookingSort } from '@staydesk/domain';
import { Link, Stack, type TableColumn, Text } from '@staydesk/ui';
import { useMemo } from 'react';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { useIsWide } from '../../../lib/media';
import { bookingsMessages } from '../messages';
import { BookingStatusBadge } from './BookingStatusBadge';
import { StayStateBadge } from './StayStateBadge';

type Messages = Widen<(typeof bookingsMessages)['en']>;

function Secondary({ children }: { children: string }) {
  return (
    <Text size="small" tone="secondary">
      {children}
    </Text>
  );
}

function guestsText(item: BookingListItem, m: Messages, f: Formatters): string {
  const [first, ...rest] = item.guests;
  if (!first) return m.noGuests;
  return rest.length > 0
    ? f.message(m.moreGuests, { name: first.name, count: rest.length })
    : first.name;
}

/**
 * The bookings table: reference (opens the booking), the guests with the company, the property
 * with its landlord, check-in, check-out (the original one under it when extended), the stay
 * state with why it needs attention, the workflow status and the account manager. On a phone
 * the stay state sits under the reference and the check-in beside it.
 */
function bookingColumns(
  m: Messages,
  f: Formatters,
  isWide: boolean,
): TableColumn<BookingListItem>[] {
  return [
    {
      id: 'reference' satisfies BookingSort,
      name: m.columns.reference,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (item) => (
        // Chips hug their text rather than stretch across the cell.
        <Stack space="xxsmall" align="flex-start">
          <Link href={href('bookingDetail', { bookingId: item.id })} weight="strong">
            {item.reference}
          </Link>
          {isWide ? null : item.stayState === 'none' ? (
            // On a phone the row's one chip: the status when the stay has no state today.
            <BookingStatusBadge status={item.status} />
          ) : (
            <StayStateBadge
              stayState={item.stayState}
              attentionReasons={item.attentionReasons}
              urgent={item.urgent}
            />
          )}
        </Stack>
      ),
    },
    {
      id: 'guests',
      role: 'name',
      name: m.columns.guests,
      renderCell: (item) => (
        <Stack space="xxsmall">
          {item.guests.length > 0 ? (
            <Text>{guestsText(item, m, f)}</Text>
          ) : (
            <Text tone="secondary">{m.noGuests}</Text>
          )}
          <Secondary>{item.company?.name ?? m.noCompany}</Secondary>
        </Stack>
      ),
    },
    {
      id: 'property',
      role: 'name',
      name: m.columns.property,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Text>{item.property.name}</Text>
          {item.landlord ? <Secondary>{item.landlord.name}</Secondary> : null}
        </Stack>
      ),
    },
    {
      id: 'checkIn' satisfies BookingSort,
      role: 'date',
      name: m.columns.checkIn,
      allowsSorting: true,
      noWrap: true,
      renderCell: (item) => f.day(item.checkIn),
    },
    {
      id: 'checkOut' satisfies BookingSort,
      role: 'date',
      name: m.columns.checkOut,
      allowsSorting: true,
      noWrap: true,
      renderCell: (item) =>
        item.checkOut !== item.originalCheckOut ? (
          <Stack space="xxsmall">
            <Text>{f.day(item.checkOut)}</Text>
            <Secondary>
              {f.message(m.originalCheckOut, { date: f.day(item.originalCheckOut) })}
            </Secondary>
          </Stack>
        ) : (
          f.day(item.checkOut)
        ),
    },
    {
      id: 'stayState',
      name: m.columns.stayState,
      renderCell: (item) => (
        <StayStateBadge
          stayState={item.stayState}
          attentionReasons={item.attentionReasons}
          urgent={item.urgent}
        />
      ),
    },
    {
      id: 'status',
      role: 'status',
      name: m.columns.status,
      renderCell: (item) => <BookingStatusBadge status={item.status} />,
    },
    {
      id: 'accountManager',
      role: 'name',
      name: m.columns.accountManager,
      renderCell: (item) =>
        item.accountManager ? (
          item.accountManager.name
        ) : (
          <Text tone="secondary">{m.noAccountManager}</Text>
        ),
    },
  ];
}

/** Memoised: the table's rows are, and a new columns array would redraw all 29 each render. */
export function useBookingColumns() {
  const m = useMessages(bookingsMessages);
  const f = useFormat();
  const isWide = useIsWide();
  return useMemo(() => bookingColumns(m, f, isWide), [m, f, isWide]);
}

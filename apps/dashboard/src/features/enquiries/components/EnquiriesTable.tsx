import { type EnquiryListItem, type EnquirySort, isOpenEnquiryStatus } from '@staydesk/domain';
import { Link, Stack, type TableColumn, Text } from '@staydesk/ui';
import { useMemo } from 'react';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { useIsWide } from '../../../lib/media';
import { enquiriesMessages } from '../messages';
import { EnquiryStatusChip, RespondBy } from './EnquiryStatus';

type Messages = Widen<(typeof enquiriesMessages)['en']>;

/** '12 Mar 2026 – 19 Mar 2026', or '12 Mar 2026 – open-ended'. */
export function stayText(
  item: { checkIn: string; checkOut: string | null },
  m: Messages,
  f: Formatters,
): string {
  return f.message(m.stayRange, {
    from: f.date(item.checkIn),
    to: item.checkOut ? f.date(item.checkOut) : m.openEnded,
  });
}

function guestsText(item: EnquiryListItem, m: Messages, f: Formatters): string {
  const [first, ...rest] = item.guests;
  if (!first) return '';
  return rest.length > 0
    ? f.message(m.moreGuests, { name: first.name, count: rest.length })
    : first.name;
}

/** '17–24 Dec 2026', '20 Nov 2026 – 18 Feb 2027', '17 Dec 2026 – open-ended': for narrow cells. */
export function shortStay(
  item: { checkIn: string; checkOut: string | null },
  m: Messages,
  f: Formatters,
): string {
  if (!item.checkOut) return f.message(m.stayRange, { from: f.day(item.checkIn), to: m.openEnded });
  return f.dayRange(item.checkIn, item.checkOut);
}

function Secondary({ children }: { children: string }) {
  return (
    <Text size="small" tone="secondary">
      {children}
    </Text>
  );
}

/**
 * The enquiries table: reference (opens the record; the client's reference under it), status
 * chip, the client with the guests, the stay with its place, priority, assignee, respond-by as
 * time left, received; server sorts on the sortable ones. On a phone the status chip sits under
 * the reference, and respond-by stays beside it.
 */
function enquiryColumns(
  m: Messages,
  f: Formatters,
  isWide: boolean,
): TableColumn<EnquiryListItem>[] {
  return [
    {
      id: 'reference' satisfies EnquirySort,
      name: m.columns.reference,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Link href={href('enquiryDetail', { enquiryId: item.id })} weight="strong">
            {item.reference}
          </Link>
          {isWide ? null : <EnquiryStatusChip status={item.status} />}
          {item.clientReference ? <Secondary>{item.clientReference}</Secondary> : null}
        </Stack>
      ),
    },
    {
      id: 'status',
      role: 'status',
      name: m.columns.status,
      renderCell: (item) => <EnquiryStatusChip status={item.status} />,
    },
    {
      id: 'client',
      role: 'name',
      name: m.columns.company,
      renderCell: (item) => (
        <Stack space="xxsmall">
          {item.company || item.agent ? (
            <Text>{item.company?.name ?? item.agent?.name ?? ''}</Text>
          ) : (
            <Text tone="secondary">{m.noClient}</Text>
          )}
          <Secondary>{item.guests.length > 0 ? guestsText(item, m, f) : m.noGuests}</Secondary>
        </Stack>
      ),
    },
    {
      id: 'checkIn' satisfies EnquirySort,
      name: m.columns.stay,
      allowsSorting: true,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Text>{shortStay(item, m, f)}</Text>
          {item.location ? <Secondary>{item.location}</Secondary> : null}
        </Stack>
      ),
    },
    {
      id: 'priority' satisfies EnquirySort,
      role: 'status',
      name: m.columns.priority,
      allowsSorting: true,
      renderCell: (item) =>
        item.priority === 'urgent' || item.priority === 'high' ? (
          <Text weight="medium">{m.priorities[item.priority]}</Text>
        ) : (
          m.priorities[item.priority]
        ),
    },
    {
      id: 'assignee',
      role: 'name',
      name: m.columns.assignee,
      renderCell: (item) =>
        item.assignee ? item.assignee.fullName : <Text tone="secondary">{m.unassigned}</Text>,
    },
    {
      id: 'respondBy' satisfies EnquirySort,
      role: 'date',
      name: m.columns.respondBy,
      allowsSorting: true,
      renderCell: (item) => (
        <RespondBy value={item.respondBy} isOpen={isOpenEnquiryStatus(item.status)} />
      ),
    },
    {
      id: 'receivedAt' satisfies EnquirySort,
      role: 'date',
      name: m.columns.receivedAt,
      allowsSorting: true,
      renderCell: (item) => (
        <span title={f.dateTime(item.receivedAt)}>{f.relative(item.receivedAt)}</span>
      ),
    },
  ];
}

/** Memoised: the table's rows are, and a new columns array would redraw all 29 each render. */
export function useEnquiryColumns() {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const isWide = useIsWide();
  return useMemo(() => enquiryColumns(m, f, isWide), [m, f, isWide]);
}

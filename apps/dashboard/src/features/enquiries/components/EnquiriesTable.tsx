import { type EnquiryListItem, type EnquirySort, isOpenEnquiryStatus } from '@staydesk/domain';
import { Link, Stack, type TableColumn, Text } from '@staydesk/ui';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
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

/**
 * The enquiries table: reference (opens the record), status chip, the client, guests, the stay,
 * place, assignee, respond-by as time left, received; server sorts on the sortable ones.
 */
function enquiryColumns(m: Messages, f: Formatters): TableColumn<EnquiryListItem>[] {
  return [
    {
      id: 'reference' satisfies EnquirySort,
      name: m.columns.reference,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (item) => (
        <Link href={href('enquiryDetail', { enquiryId: item.id })} weight="strong">
          {item.reference}
        </Link>
      ),
    },
    {
      id: 'status',
      name: m.columns.status,
      renderCell: (item) => <EnquiryStatusChip status={item.status} size="small" />,
    },
    {
      id: 'company',
      name: m.columns.company,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Text>{item.company?.name ?? item.agent?.name ?? m.none}</Text>
          {item.clientReference ? (
            <Text size="small" tone="secondary">
              {item.clientReference}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'guests',
      name: m.columns.guests,
      renderCell: (item) =>
        item.guests.length > 0 ? (
          guestsText(item, m, f)
        ) : (
          <Text tone="secondary">{m.noGuests}</Text>
        ),
    },
    {
      id: 'checkIn' satisfies EnquirySort,
      name: m.columns.stay,
      allowsSorting: true,
      renderCell: (item) => stayText(item, m, f),
    },
    {
      id: 'location',
      name: m.columns.location,
      renderCell: (item) => item.location,
    },
    {
      id: 'priority' satisfies EnquirySort,
      name: m.columns.priority,
      allowsSorting: true,
      renderCell: (item) =>
        item.priority === 'urgent' || item.priority === 'high' ? (
          <Text weight="strong">{m.priorities[item.priority]}</Text>
        ) : (
          m.priorities[item.priority]
        ),
    },
    {
      id: 'assignee',
      name: m.columns.assignee,
      renderCell: (item) =>
        item.assignee ? item.assignee.fullName : <Text tone="secondary">{m.unassigned}</Text>,
    },
    {
      id: 'respondBy' satisfies EnquirySort,
      name: m.columns.respondBy,
      allowsSorting: true,
      renderCell: (item) => (
        <RespondBy value={item.respondBy} isOpen={isOpenEnquiryStatus(item.status)} />
      ),
    },
    {
      id: 'receivedAt' satisfies EnquirySort,
      name: m.columns.receivedAt,
      allowsSorting: true,
      renderCell: (item) => (
        <span title={f.dateTime(item.receivedAt)}>{f.relative(item.receivedAt)}</span>
      ),
    },
  ];
}

export function useEnquiryColumns() {
  return enquiryColumns(useMessages(enquiriesMessages), useFormat());
}

import {
  type BookingListItem,
  type StayState,
  type WorkflowStatus,
  workflowStatusCode,
  workflowStatusLabel,
} from '@staydesk/domain';
import {
  Badge,
  Inline,
  PlainLink,
  PlainTable,
  Stack,
  StatusBadge,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { href } from '../config/paths';
import { useFormat } from '../i18n';
import { usePhoneColumns } from '../lib/media';

/** The words a record's bookings table shows, from the feature that shows it (en + fr there). */
export interface RecordBookingsTexts {
  /** The table's accessible name. */
  label: string;
  columns: {
    reference: string;
    property: string;
    guests: string;
    dates: string;
    stay: string;
    status: string;
  };
  /** ICU: '{count, plural, one {# night} other {# nights}}'. */
  nights: string;
  /** ICU: 'Originally {date}' under an extended check-out. */
  originally: string;
  urgent: string;
  stayStates: Record<StayState, string>;
  /** A booking is Booked, Complete or Cancelled; another status shows the chip's own label. */
  statuses: Partial<Record<WorkflowStatus, string>>;
}

type Column = 'property' | 'guests';

/**
 * The bookings of a guest, a landlord or a property (one page of GET /api/v1/bookings filtered
 * by it), newest first: the reference opens the booking, then the property or the guests, the
 * dates with the nights, the stay state and the workflow status. Shared by the guest and
 * landlord pages; each feature fetches through its own api and passes its own words.
 *
 * Hooks: `[data-component="RecordBookings"]`; each row's reference link is the booking's page.
 */
export function RecordBookings({
  items,
  texts,
  columns: shown = ['property', 'guests'],
}: {
  items: readonly BookingListItem[];
  texts: RecordBookingsTexts;
  /** Which of property and guests to show (the guest page leaves guests out). */
  columns?: readonly Column[];
}) {
  const f = useFormat();
  const all: (TableColumn<BookingListItem> & { id: string })[] = [
    {
      id: 'reference',
      name: texts.columns.reference,
      isRowHeader: true,
      noWrap: true,
      renderCell: (booking) => (
        <PlainLink href={href('bookingDetail', { bookingId: booking.id })}>
          {booking.reference}
        </PlainLink>
      ),
    },
    {
      id: 'property',
      role: 'name',
      name: texts.columns.property,
      renderCell: (booking) => (
        <PlainLink href={href('propertyDetail', { propertyId: booking.property.id })}>
          {booking.property.name}
        </PlainLink>
      ),
    },
    {
      id: 'guests',
      role: 'name',
      name: texts.columns.guests,
      renderCell: (booking) =>
        booking.guests.map((guest) => guest.name).join(', ') || booking.company?.name || '—',
    },
    {
      id: 'dates',
      role: 'date',
      name: texts.columns.dates,
      renderCell: (booking) => (
        <Stack space="xxsmall">
          <Text>{`${f.date(booking.checkIn)} – ${f.date(booking.checkOut)}`}</Text>
          <Text size="small" tone="secondary">
            {booking.checkOut !== booking.originalCheckOut
              ? `${f.message(texts.nights, { count: nights(booking) })} · ${f.message(texts.originally, { date: f.date(booking.originalCheckOut) })}`
              : f.message(texts.nights, { count: nights(booking) })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'stay',
      role: 'status',
      name: texts.columns.stay,
      renderCell: (booking) => (
        <Inline space="xsmall" alignY="center">
          {booking.stayState === 'none' ? null : (
            <StatusBadge
              kind="stay"
              status={booking.stayState}
              label={texts.stayStates[booking.stayState]}
            />
          )}
          {booking.urgent ? (
            <Badge tone="critical" size="small">
              {texts.urgent}
            </Badge>
          ) : null}
        </Inline>
      ),
    },
    {
      id: 'status',
      role: 'status',
      name: texts.columns.status,
      renderCell: (booking) => (
        <StatusBadge
          kind="workflow"
          status={booking.status}
          label={texts.statuses[booking.status] ?? workflowStatusLabel(booking.status)}
          hint={workflowStatusCode(booking.status)}
        />
      ),
    },
  ];
  const columns = usePhoneColumns(
    all.filter(
      (column) =>
        !['property', 'guests'].includes(column.id) || shown.includes(column.id as Column),
    ),
    ['reference', 'dates', 'stay'],
  );
  return (
    <div data-component="RecordBookings">
      <PlainTable aria-label={texts.label} columns={columns} items={items} />
    </div>
  );
}

const DAY_MS = 86_400_000;
function nights(booking: BookingListItem): number {
  return Math.round(
    (Date.parse(`${booking.checkOut}T00:00:00Z`) - Date.parse(`${booking.checkIn}T00:00:00Z`)) /
      DAY_MS,
  );
}

import type { BookingView } from '@staydesk/domain';
import {
  Badge,
  Box,
  Button,
  Grid,
  Icon,
  Inline,
  Link,
  Loader,
  Menu,
  MenuItem,
  MenuTrigger,
  PageHeader,
  Stack,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { CreatorChip } from '../../../components/CreatorChip';
import { PageActions } from '../../../components/PageActions';
import { href } from '../../../config/paths';
import { useFormat, useMessages, useT } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { useRecordCrumb } from '../../../lib/crumbs';
import { useBooking } from '../api/bookings';
import { BookingStatusBadge } from '../components/BookingStatusBadge';
import { StayStateBadge } from '../components/StayStateBadge';
import type { BookingModal } from '../modals/BookingModals';
import { ActivitySection } from '../record/ActivitySection';
import { useBookingConflictRefresh, useRestoreBooking } from '../record/api';
import {
  ClientSection,
  IssueSection,
  LandlordConfirmationSection,
  MoneySection,
  NotesSection,
  PropertySection,
  StaySection,
} from '../record/BookingSections';
import { InvoicesSection } from '../record/InvoicesSection';
import { bookingRecordMessages } from '../record/messages';

// The modals load when opened (spec §2: modals load on demand).
const BookingModals = lazy(() =>
  import('../modals/BookingModals').then((m) => ({ default: m.BookingModals })),
);

/** The header's actions: status first, edit and extension beside it, the rest under More. */
function BookingActions({
  booking,
  onOpen,
}: {
  booking: BookingView;
  onOpen: (open: BookingModal) => void;
}) {
  const m = useMessages(bookingRecordMessages);
  const can = useCan();
  const restore = useRestoreBooking();
  const refresh = useBookingConflictRefresh();
  if (booking.deleted) {
    return (
      <PageActions
        primary={
          <Button
            isPending={restore.isPending}
            onPress={() =>
              void restore
                .trigger({ id: booking.id, version: booking.version })
                .catch((error: unknown) => refresh(error))
            }
          >
            {m.actions.restore}
          </Button>
        }
        more={[
          can('DELETE_BOOKING_PERMANENTLY') && {
            id: 'deletePermanently',
            label: m.actions.deletePermanently,
            critical: true,
            onAction: () => onOpen({ kind: 'deletePermanently' }),
          },
        ]}
      />
    );
  }
  const live = booking.status === 'booked';
  const confirmed = booking.landlordConfirmedAt !== null;
  const depositTaken = Number(booking.deposit.amount.amount) > 0;
  return (
    <PageActions
      secondary={
        <>
          <Button variant="secondary" onPress={() => onOpen({ kind: 'edit' })}>
            {m.actions.edit}
          </Button>
          {live ? (
            <Button variant="secondary" onPress={() => onOpen({ kind: 'extend' })}>
              {m.actions.extend}
            </Button>
          ) : null}
        </>
      }
      primary={<Button onPress={() => onOpen({ kind: 'status' })}>{m.actions.changeStatus}</Button>}
      more={[
        live && {
          id: 'landlordConfirmation',
          label: confirmed ? m.actions.undoConfirmation : m.actions.confirmLandlord,
          onAction: () => onOpen({ kind: 'confirmLandlord', confirmed: !confirmed }),
        },
        live && {
          id: 'issue',
          label: booking.issue ? m.actions.editIssue : m.actions.flagIssue,
          onAction: () => onOpen({ kind: 'issue' }),
        },
        { id: 'note', label: m.actions.editNote, onAction: () => onOpen({ kind: 'note' }) },
        depositTaken && {
          id: 'deposit',
          label: booking.deposit.returned
            ? m.actions.depositNotReturned
            : m.actions.depositReturned,
          onAction: () => onOpen({ kind: 'deposit', returned: !booking.deposit.returned }),
        },
        {
          id: 'delete',
          label: m.actions.delete,
          critical: true,
          onAction: () => onOpen({ kind: 'delete' }),
        },
      ]}
    />
  );
}

/** Where the booking came from, who made it, and when it last changed. */
function Origin({ booking }: { booking: BookingView }) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  return (
    <Inline space="large">
      {booking.enquiryId && booking.enquiryReference ? (
        <Link href={href('enquiryDetail', { enquiryId: booking.enquiryId })}>
          {f.message(m.fromEnquiry, { reference: booking.enquiryReference })}
        </Link>
      ) : (
        <Text size="small" tone="secondary">
          {m.direct}
        </Text>
      )}
      <Inline space="xsmall">
        <Text size="small" tone="secondary">
          {m.createdBy}
        </Text>
        <CreatorChip userId={booking.createdBy} />
      </Inline>
      <Text size="small" tone="secondary">
        <time dateTime={booking.updatedAt} title={f.dateTime(booking.updatedAt)}>
          {f.message(m.updated, { when: f.relative(booking.updatedAt) })}
        </time>
      </Text>
    </Inline>
  );
}

function BookingBody({ booking }: { booking: BookingView }) {
  const m = useMessages(bookingRecordMessages);
  const [open, setOpen] = useState<BookingModal | null>(null);
  const live = !booking.deleted;
  const booked = live && booking.status === 'booked';
  return (
    <Stack space="large">
      <PageHeader
        title={booking.reference}
        status={
          <Inline space="xsmall" alignY="flex-start">
            <BookingStatusBadge status={booking.status} />
            <StayStateBadge
              stayState={booking.stayState}
              attentionReasons={booking.attentionReasons}
              urgent={booking.urgent}
            />
            {booking.deleted ? <Badge tone="critical">{m.deletedBadge}</Badge> : null}
          </Inline>
        }
        description={<Origin booking={booking} />}
        actions={<BookingActions booking={booking} onOpen={setOpen} />}
      />
      <StaySection booking={booking} />
      <Grid columns={[1, 1, 2]} space="large">
        <MoneySection booking={booking} />
        <PropertySection booking={booking} />
        <ClientSection booking={booking} />
        <LandlordConfirmationSection
          booking={booking}
          {...(booked
            ? { onConfirm: () => setOpen({ kind: 'confirmLandlord', confirmed: true }) }
            : {})}
        />
        <IssueSection
          booking={booking}
          {...(booked ? { onEdit: () => setOpen({ kind: 'issue' }) } : {})}
        />
        <NotesSection
          booking={booking}
          {...(live ? { onEdit: () => setOpen({ kind: 'note' }) } : {})}
        />
      </Grid>
      <InvoicesSection booking={booking} />
      <ActivitySection booking={booking} />
      {open ? (
        <Suspense fallback={null}>
          <BookingModals booking={booking} open={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** bookings/list/:bookingId: the booking's page with its sections and modals. */
export function BookingDetailScreen() {
  const m = useMessages(bookingRecordMessages);
  const t = useT();
  const { bookingId = '' } = useParams();
  const { data, error } = useBooking(bookingId);
  useRecordCrumb('bookingId', data?.reference);
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <Link href={href('bookingsList')}>{m.back}</Link>
        </Box>
        {!data && !error ? <Loader label={t.common.loading} /> : null}
        {error && !data ? <Text>{m.notFound}</Text> : null}
        {data ? <BookingBody booking={data} /> : null}
      </Stack>
    </Box>
  );
}

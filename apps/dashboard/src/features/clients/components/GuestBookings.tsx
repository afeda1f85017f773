import { EmptyState, Loader, Stack, Text } from '@staydesk/ui';
import { RecordBookings } from '../../../components/RecordBookings';
import { useFormat, useMessages, useT } from '../../../i18n';
import { useGuestBookings } from '../api/bookings';
import { clientsMessages } from '../messages';

/** The guest's bookings (reference, property, dates, stay state and status), newest first. */
export function GuestBookings({ guestId }: { guestId: string }) {
  const m = useMessages(clientsMessages);
  const f = useFormat();
  const t = useT();
  const { data, error } = useGuestBookings(guestId);
  if (error && !data) return <Text tone="secondary">{m.bookings.loadError}</Text>;
  if (!data) return <Loader label={t.common.loading} />;
  if (data.items.length === 0) {
    return (
      <EmptyState title={m.bookings.emptyTitle} text={m.bookings.emptyText} headingLevel={3} />
    );
  }
  return (
    <Stack space="small">
      <Text tone="secondary">{f.message(m.bookings.total, { count: data.total })}</Text>
      <RecordBookings items={data.items} texts={m.bookings} columns={['property']} />
      {data.total > data.items.length ? (
        <Text size="small" tone="secondary">
          {f.message(m.bookings.more, { shown: data.items.length, total: data.total })}
        </Text>
      ) : null}
    </Stack>
  );
}

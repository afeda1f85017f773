import { EmptyState, Link, Loader, Stack, Text } from '@staydesk/ui';
import { RecordBookings } from '../../../components/RecordBookings';
import { href } from '../../../config/paths';
import { useFormat, useMessages, useT } from '../../../i18n';
import { useLandlordBookings } from '../api/bookings';
import { landlordsMessages } from '../messages';

/**
 * The bookings in the landlord's properties (reference, property, guests, dates, stay state and
 * status), newest first, with a link to all of them in the bookings list filtered by the landlord.
 */
export function LandlordBookings({ landlordId, name }: { landlordId: string; name: string }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const t = useT();
  const { data, error } = useLandlordBookings(landlordId);
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
      <RecordBookings items={data.items} texts={m.bookings} />
      {data.total > data.items.length ? (
        <Text size="small" tone="secondary">
          {f.message(m.bookings.more, { shown: data.items.length, total: data.total })}{' '}
          <Link href={href('bookingsList', { tab: 'overview', landlordId, landlordName: name })}>
            {m.bookings.openList}
          </Link>
        </Text>
      ) : null}
    </Stack>
  );
}

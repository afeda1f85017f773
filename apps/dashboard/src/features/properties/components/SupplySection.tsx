import type { PropertyView, SupplyRange } from '@staydesk/domain';
import {
  AvailabilityCalendar,
  Badge,
  type BadgeTone,
  Grid,
  Heading,
  Inline,
  Link,
  Loader,
  Stack,
  Text,
} from '@staydesk/ui';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { usePropertyBookings } from '../api/bookings';
import { useSupply } from '../api/supply';
import { propertiesMessages } from '../messages';
import { DateLocale } from './DateLocale';

const STATE_TONES: Record<SupplyRange['state'], BadgeTone> = {
  available: 'positive',
  // The calendar's colours: blocked days grey and hatched, booked days red and struck through.
  blocked: 'neutral',
  booked: 'critical',
};
/** The note the server gives a booking's nights (bookings' supplyNote). */
const BOOKING_NOTE = /^Booking (BKG-\d+)$/;
const DAY_MS = 86_400_000;

/**
 * The recorded ranges, in date order: the state (words, and the calendar's colours beside), the
 * nights, and the note; a booking's nights name the booking and open it.
 */
function SupplyRanges({ propertyId, ranges }: { propertyId: string; ranges: SupplyRange[] }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const hasBooked = ranges.some((range) => range.state === 'booked');
  const { data: bookings } = usePropertyBookings(hasBooked ? propertyId : null);
  const ids = new Map((bookings?.items ?? []).map((booking) => [booking.reference, booking.id]));
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  if (sorted.length === 0) return <Text tone="secondary">{m.modals.noRanges}</Text>;
  return (
    <Stack as="ul" space="xsmall" aria-label={m.modals.rangesHeading}>
      {sorted.map((range) => {
        const reference = BOOKING_NOTE.exec(range.note)?.[1];
        const id = reference ? ids.get(reference) : undefined;
        const last = new Date(Date.parse(`${range.to}T00:00:00Z`) - DAY_MS)
          .toISOString()
          .slice(0, 10);
        const nights = Math.round(
          (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS,
        );
        return (
          <li key={range.id} data-supply-state={range.state}>
            <Inline space="small" alignY="center">
              <Badge tone={STATE_TONES[range.state]} size="small">
                {m.options.supply[range.state]}
              </Badge>
              <Text>{`${f.date(range.from)} – ${f.date(last)}`}</Text>
              <Text size="small" tone="secondary">
                {f.message(m.detail.supplyList.nights, { count: nights })}
              </Text>
              {reference ? (
                <Link
                  href={
                    id
                      ? href('bookingDetail', { bookingId: id })
                      : href('bookingsList', { tab: 'overview', search: reference })
                  }
                >
                  {f.message(m.detail.supplyList.booking, { reference })}
                </Link>
              ) : range.note ? (
                <Text size="small" tone="secondary">
                  {range.note}
                </Text>
              ) : null}
            </Inline>
          </li>
        );
      })}
    </Stack>
  );
}

/**
 * The property's supply as recorded: the availability calendar (read-only), when it was last
 * confirmed with the landlord, and the price history with who changed what and when (only for a
 * role the server gives it to: COST_AUDIT_TRAIL).
 */
export function SupplySection({ property }: { property: PropertyView }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const { data } = useSupply(property.id);
  if (!data) return <Loader label={m.detail.sections.supply} />;
  const money = (value: string | null, currency: string | null) =>
    value === null
      ? m.detail.none
      : currency === null
        ? f.percent(Number(value))
        : f.money(Number(value), currency);
  const history = [...data.priceChanges].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <Grid columns={[1, 1, data.costsHidden ? 1 : 2]} space="large">
      <Stack space="small">
        <Heading level={3}>{m.detail.supplyRanges}</Heading>
        <Text>
          {data.lastConfirmedAt
            ? `${m.detail.lastConfirmed}: ${f.dateTime(data.lastConfirmedAt)} (${f.relative(data.lastConfirmedAt)})`
            : m.list.neverConfirmed}{' '}
          {data.isStale ? <Badge tone="caution">{m.list.stale}</Badge> : null}
        </Text>
        <DateLocale>
          <AvailabilityCalendar
            label={f.message(m.modals.calendar, { title: property.title })}
            ranges={data.ranges.map((range) => ({
              start: range.from,
              end: range.to,
              state: range.state,
            }))}
            stateLabels={m.options.supply}
            legendLabel={m.modals.legend}
            previousMonthLabel={m.modals.previousMonth}
            nextMonthLabel={m.modals.nextMonth}
          />
        </DateLocale>
        <Heading level={4}>{m.modals.rangesHeading}</Heading>
        <SupplyRanges propertyId={property.id} ranges={data.ranges} />
      </Stack>
      {data.costsHidden ? null : (
        <Stack space="small">
          <Heading level={3}>{m.detail.priceHistory}</Heading>
          {history.length === 0 ? (
            <Text tone="secondary">{m.detail.noPriceChanges}</Text>
          ) : (
            <Stack as="ol" space="small" aria-label={m.detail.priceHistory}>
              {history.map((change) => (
                <Stack as="li" key={change.id} space="xxsmall">
                  <Text>
                    {f.message(m.detail.priceChange, {
                      field: m.options.cost[change.field],
                      from: money(change.from, change.currency),
                      to: money(change.to, change.currency),
                      date: f.date(change.effectiveFrom),
                    })}
                  </Text>
                  <Text size="small" tone="secondary">
                    {f.message(m.detail.changedBy, {
                      who: change.changedByName ?? m.detail.someone,
                      when: `${f.dateTime(change.changedAt)}`,
                    })}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Grid>
  );
}

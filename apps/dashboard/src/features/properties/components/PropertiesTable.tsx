import type { PropertySort, PropertyView } from '@staydesk/domain';
import { Badge, Inline, Link, Stack, StatusBadge, type TableColumn, Text } from '@staydesk/ui';
import { useMemo } from 'react';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { propertiesMessages } from '../messages';
import { fileUrl } from './fileUrl';

type Messages = Widen<(typeof propertiesMessages)['en']>;

/** How fresh the availability is: never confirmed, stale, or confirmed some time ago. */
export function Freshness({ property }: { property: PropertyView }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  if (property.availabilityConfirmedAt === null) {
    return <Badge tone="critical">{m.list.neverConfirmed}</Badge>;
  }
  const when = f.message(m.list.confirmedAgo, {
    when: f.relative(property.availabilityConfirmedAt),
  });
  return property.isAvailabilityStale ? (
    <Stack space="xxsmall">
      <Badge tone="caution">{m.list.stale}</Badge>
      <Text size="small" tone="secondary">
        {when}
      </Text>
    </Stack>
  ) : (
    <Badge tone="positive">{when}</Badge>
  );
}

function photoCell(m: Messages, property: PropertyView) {
  return property.coverImage ? (
    <img src={fileUrl(property.coverImage)} alt="" width={72} height={48} loading="lazy" />
  ) : (
    <Text size="small" tone="secondary">
      {m.list.noPhoto}
    </Text>
  );
}

/** The properties table's columns; title, nightly rate, bedrooms, distance and updated sort on the server. */
function propertyColumns(
  m: Messages,
  f: Formatters,
  nearPlace: boolean,
): TableColumn<PropertyView>[] {
  const columns: TableColumn<PropertyView>[] = [
    {
      id: 'photo',
      name: m.list.columns.photo,
      hideName: true,
      renderCell: (property) => photoCell(m, property),
    },
    {
      id: 'title' satisfies PropertySort,
      role: 'name',
      name: m.list.columns.title,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (property) => (
        <Stack space="xxsmall">
          <Inline space="xsmall">
            <Link href={href('propertyDetail', { propertyId: property.id })}>{property.title}</Link>
            {property.isTemporary ? <Badge tone="info">{m.list.temporaryBadge}</Badge> : null}
          </Inline>
          <Text size="small" tone="secondary">
            {[m.options.type[property.type], property.address.city, property.address.zip]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'nightlyRate' satisfies PropertySort,
      role: 'money',
      name: m.list.columns.nightlyRate,
      allowsSorting: true,
      align: 'end',
      renderCell: (property) =>
        f.money(Number(property.costs.nightlyRate.amount), property.costs.nightlyRate.currency),
    },
    {
      id: 'bedrooms' satisfies PropertySort,
      role: 'number',
      name: m.list.columns.bedrooms,
      allowsSorting: true,
      align: 'end',
      renderCell: (property) => f.number(property.bedrooms.length),
    },
    {
      id: 'maxGuests',
      role: 'number',
      name: m.list.columns.maxGuests,
      align: 'end',
      renderCell: (property) => f.number(property.maxGuests),
    },
    {
      id: 'landlord',
      role: 'name',
      name: m.list.columns.landlord,
      renderCell: (property) =>
        property.landlord ? (
          <Stack space="xxsmall">
            <Text size="small">{property.landlord.name}</Text>
            <StatusBadge
              kind="trafficLight"
              status={property.landlord.trafficLightSystem}
              label={m.options.trafficLight[property.landlord.trafficLightSystem]}
            />
          </Stack>
        ) : (
          m.detail.none
        ),
    },
  ];
  if (nearPlace) {
    columns.push({
      id: 'distance' satisfies PropertySort,
      role: 'number',
      name: m.list.columns.distance,
      allowsSorting: true,
      align: 'end',
      renderCell: (property) =>
        property.distanceMiles === null
          ? m.detail.none
          : f.message(m.list.miles, { miles: property.distanceMiles }),
    });
  }
  columns.push({
    id: 'freshness',
    name: m.list.columns.freshness,
    renderCell: (property) => <Freshness property={property} />,
  });
  return columns;
}

/** Memoised: the table's rows are, and a new columns array would redraw all 29 each render. */
export function usePropertyColumns(nearPlace: boolean) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  return useMemo(() => propertyColumns(m, f, nearPlace), [m, f, nearPlace]);
}

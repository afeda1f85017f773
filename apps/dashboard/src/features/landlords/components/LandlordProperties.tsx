import type { PropertyView } from '@staydesk/domain';
import {
  EmptyState,
  Loader,
  PlainLink,
  PlainTable,
  Stack,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, useT, type Widen } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import { useLandlordProperties } from '../api/landlords';
import { landlordsMessages } from '../messages';

type Messages = Widen<(typeof landlordsMessages)['en']>;

function propertyColumns(m: Messages, f: Formatters): TableColumn<PropertyView>[] {
  return [
    {
      id: 'title',
      role: 'name',
      name: m.detail.propertyTitle,
      isRowHeader: true,
      renderCell: (property) => (
        <PlainLink href={href('propertyDetail', { propertyId: property.id })}>
          {property.title}
        </PlainLink>
      ),
    },
    {
      id: 'city',
      name: m.detail.propertyCity,
      renderCell: (property) => property.address.city,
    },
    {
      id: 'status',
      role: 'status',
      name: m.detail.propertyStatus,
      renderCell: (property) => m.propertyStatuses[property.status],
    },
    {
      id: 'rate',
      role: 'money',
      name: m.detail.propertyRate,
      align: 'end',
      renderCell: (property) =>
        f.money(Number(property.costs.nightlyRate.amount), property.costs.nightlyRate.currency),
    },
  ];
}

/** The landlord's properties (GET /api/v1/properties?landlordId=), each linking to its page. */
export function LandlordProperties({ landlordId }: { landlordId: string }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const t = useT();
  const { data, error } = useLandlordProperties(landlordId);
  const columns = usePhoneColumns(propertyColumns(m, f), ['title', 'rate']);
  if (error && !data) return <Text tone="secondary">{m.detail.noProperties}</Text>;
  if (!data) return <Loader label={t.common.loading} />;
  if (data.items.length === 0) {
    return <EmptyState title={m.detail.properties} text={m.detail.noProperties} headingLevel={3} />;
  }
  return (
    <Stack space="small">
      <Text tone="secondary">{f.message(m.detail.propertiesTotal, { count: data.total })}</Text>
      <PlainTable aria-label={m.detail.properties} columns={columns} items={data.items} />
      {data.total > data.items.length ? (
        <Text size="small" tone="secondary">
          {f.message(m.detail.moreProperties, { shown: data.items.length, total: data.total })}
        </Text>
      ) : null}
    </Stack>
  );
}

import { COST_FIELDS, type PropertyCreateInput } from '@staydesk/domain';
import { DescriptionList, DescriptionListItem } from '@staydesk/ui';
import { useFormat, useMessages } from '../../../i18n';
import { propertiesMessages } from '../messages';
import { labelOf } from './options';

type Facts = Pick<
  PropertyCreateInput,
  | 'address'
  | 'bedrooms'
  | 'bathrooms'
  | 'maxGuests'
  | 'type'
  | 'parking'
  | 'pets'
  | 'checkInMethod'
  | 'cleaning'
  | 'linen'
  | 'cancellationPolicy'
  | 'costs'
  | 'minimumStayNights'
>;

/** '£120.00' from a money amount string; what was typed is shown as is when it is not a number. */
function useMoney() {
  const f = useFormat();
  return (money: { amount: string; currency: string }) => {
    const amount = Number(money.amount);
    return Number.isFinite(amount) && money.amount.trim() !== ''
      ? f.money(amount, money.currency)
      : money.amount;
  };
}

export function AddressFacts({ property }: { property: Pick<Facts, 'address'> }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const { address } = property;
  const none = m.detail.none;
  const position = address.position?.coordinates;
  return (
    <DescriptionList>
      <DescriptionListItem
        label={m.fields.street}
        value={address.street || null}
        emptyText={none}
      />
      <DescriptionListItem label={m.fields.city} value={address.city || null} emptyText={none} />
      <DescriptionListItem label={m.fields.zip} value={address.zip || null} emptyText={none} />
      <DescriptionListItem label={m.fields.state} value={address.state || null} emptyText={none} />
      <DescriptionListItem
        label={m.fields.freeFormAddress}
        value={address.freeFormAddress || null}
        emptyText={none}
        isFullWidth
      />
      <DescriptionListItem
        label={m.detail.position}
        emptyText={none}
        value={
          position
            ? `${f.number(position[1], { maximumFractionDigits: 5 })}, ${f.number(position[0], { maximumFractionDigits: 5 })}`
            : null
        }
      />
    </DescriptionList>
  );
}

/** Bathrooms of one type together ('2 × Bath'): one tag per type, never the same tag twice. */
function bathroomTags(
  bathrooms: readonly { type: string }[],
  label: (type: string) => string,
): string[] {
  const counts = new Map<string, number>();
  for (const bathroom of bathrooms) counts.set(bathroom.type, (counts.get(bathroom.type) ?? 0) + 1);
  return [...counts].map(([type, count]) =>
    count > 1 ? `${count} × ${label(type)}` : label(type),
  );
}

export function LayoutFacts({
  property,
}: {
  property: Pick<Facts, 'bedrooms' | 'bathrooms' | 'maxGuests' | 'type'>;
}) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const bedrooms = property.bedrooms.map((bedroom, index) =>
    f.message(m.detail.bedroomBeds, {
      number: index + 1,
      beds: bedroom.beds
        .map((bed) =>
          f.message(m.detail.bedsOfType, {
            count: bed.count,
            type: labelOf(m.options.bed, bed.type),
          }),
        )
        .join(', '),
    }),
  );
  return (
    <DescriptionList>
      <DescriptionListItem label={m.fields.type} value={labelOf(m.options.type, property.type)} />
      <DescriptionListItem label={m.fields.maxGuests} value={f.number(property.maxGuests ?? 0)} />
      <DescriptionListItem
        label={m.fields.bedrooms}
        tags={bedrooms}
        emptyText={m.detail.noBedrooms}
        isFullWidth
      />
      <DescriptionListItem
        label={m.fields.bathrooms}
        tags={bathroomTags(property.bathrooms, (type) => labelOf(m.options.bathroom, type))}
        emptyText={m.detail.noBathrooms}
        isFullWidth
      />
    </DescriptionList>
  );
}

export function TermsFacts({
  property,
}: {
  property: Pick<
    Facts,
    | 'parking'
    | 'pets'
    | 'checkInMethod'
    | 'cleaning'
    | 'linen'
    | 'cancellationPolicy'
    | 'minimumStayNights'
  >;
}) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const service = (value: { frequency: string; charge: string }) =>
    `${labelOf(m.options.frequency, value.frequency)} · ${labelOf(m.options.charge, value.charge)}`;
  return (
    <DescriptionList>
      <DescriptionListItem
        label={m.fields.parking}
        value={
          property.parking ? labelOf(m.options.parking, property.parking) : m.options.noParking
        }
      />
      <DescriptionListItem label={m.fields.pets} value={labelOf(m.options.pets, property.pets)} />
      <DescriptionListItem
        label={m.fields.checkInMethod}
        value={labelOf(m.options.checkIn, property.checkInMethod)}
      />
      <DescriptionListItem
        label={m.fields.cancellationPolicy}
        value={labelOf(m.options.cancellation, property.cancellationPolicy)}
      />
      <DescriptionListItem label={m.fields.cleaning} value={service(property.cleaning)} />
      <DescriptionListItem label={m.fields.linen} value={service(property.linen)} />
      <DescriptionListItem
        label={m.fields.minimumStayNights}
        value={f.number(property.minimumStayNights ?? 0)}
      />
    </DescriptionList>
  );
}

export function CostFacts({ property }: { property: Pick<Facts, 'costs'> }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const money = useMoney();
  const { costs } = property;
  return (
    <DescriptionList>
      {COST_FIELDS.map(({ value: field }) =>
        field === 'margin' ? (
          <DescriptionListItem
            key={field}
            label={m.options.cost.margin}
            value={f.percent(Number(costs.margin) || 0)}
          />
        ) : (
          <DescriptionListItem
            key={field}
            label={m.options.cost[field]}
            value={money(costs[field])}
          />
        ),
      )}
    </DescriptionList>
  );
}

import {
  type Enquiry,
  type Money,
  type PropertyView,
  propertyViewSchema,
  RADIUS_MILES,
} from '@staydesk/domain';
import {
  Button,
  Inline,
  Modal,
  PlainTable,
  Stack,
  Switch,
  type TableColumn,
  Text,
  TextField,
} from '@staydesk/ui';
import { useState } from 'react';
import { type Formatters, useFormat, useT } from '../../../../i18n';
import { usePhoneColumns } from '../../../../lib/media';
import { usePagedList } from '../../../../lib/resource';
import { suggestedPrice } from '../lines';
import { type OffersMessages, useOffersMessages } from '../texts';
import { moneyText } from './format';

export type SearchEnquiry = Pick<
  Enquiry,
  | 'checkIn'
  | 'checkOut'
  | 'location'
  | 'adults'
  | 'children'
  | 'pets'
  | 'minBedrooms'
  | 'parkingSpaces'
>;

interface Criteria {
  search: string;
  radius: string;
  from: string;
  to: string;
  bedrooms: string;
  guests: string;
  pets: boolean;
  parking: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const PROPERTIES = '/api/v1/properties';

function addDays(iso: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The enquiry's own criteria: distance from its location, its dates, rooms, guests, pets, parking. */
export function criteriaOf(enquiry: SearchEnquiry): Criteria {
  return {
    search: '',
    radius: String(
      Math.min(RADIUS_MILES.max, Math.max(RADIUS_MILES.min, enquiry.location.radiusMiles)),
    ),
    from: enquiry.checkIn,
    // An open-ended stay is searched for its first 30 nights.
    to: enquiry.checkOut ?? addDays(enquiry.checkIn, 30),
    bedrooms: String(enquiry.minBedrooms),
    guests: String(Math.max(1, enquiry.adults + enquiry.children)),
    pets: enquiry.pets > 0,
    parking: enquiry.parkingSpaces > 0,
  };
}

/** The list address GET /api/v1/properties answers for these criteria (invalid parts left out). */
export function searchUrl(criteria: Criteria, position: readonly [number, number] | null): string {
  const params = new URLSearchParams({ pageSize: '20' });
  const text = criteria.search.trim();
  if (text) params.set('search', text);
  const radius = Number(criteria.radius);
  if (position) {
    params.set('lng', String(position[0]));
    params.set('lat', String(position[1]));
    if (Number.isFinite(radius) && radius >= RADIUS_MILES.min && radius <= RADIUS_MILES.max) {
      params.set('radiusMiles', String(radius));
    }
  }
  if (ISO_DAY.test(criteria.from) && ISO_DAY.test(criteria.to) && criteria.to > criteria.from) {
    params.set('availableFrom', criteria.from);
    params.set('availableTo', criteria.to);
  }
  const bedrooms = Number(criteria.bedrooms);
  if (Number.isInteger(bedrooms) && bedrooms > 0 && bedrooms <= 50) {
    params.set('bedroomsMin', String(bedrooms));
  }
  const guests = Number(criteria.guests);
  if (Number.isInteger(guests) && guests > 0 && guests <= 100) {
    params.set('guestsMin', String(guests));
  }
  if (criteria.pets) params.set('pets', 'yes');
  if (criteria.parking) params.set('parking', 'any');
  return `${PROPERTIES}?${params}`;
}

function columns(
  m: OffersMessages,
  f: Formatters,
  added: ReadonlySet<string>,
  adding: string | null,
  onAdd: (property: PropertyView) => void,
): TableColumn<PropertyView>[] {
  return [
    {
      id: 'property',
      name: m.search.columns.property,
      isRowHeader: true,
      renderCell: (property) => (
        <Stack space="xxsmall">
          <Text weight="medium">{property.title}</Text>
          <Text size="small" tone="secondary">
            {[
              property.address.city,
              property.distanceMiles === null
                ? null
                : f.message(m.search.distanceAway, {
                    miles: f.number(property.distanceMiles, { maximumFractionDigits: 1 }),
                  }),
              f.message(m.line.guests, { count: property.maxGuests }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'rooms',
      name: m.search.columns.rooms,
      align: 'end',
      renderCell: (property) => property.bedrooms.length,
    },
    {
      id: 'rate',
      name: m.search.columns.rate,
      align: 'end',
      renderCell: (property) =>
        f.message(m.search.rate, { amount: moneyText(f, property.costs.nightlyRate) }),
    },
    {
      id: 'add',
      name: m.search.columns.add,
      hideName: true,
      align: 'end',
      renderCell: (property) =>
        added.has(property.id) ? (
          <Text size="small" tone="positive" weight="medium">
            {m.search.added}
          </Text>
        ) : (
          <Button
            size="small"
            variant="secondary"
            isPending={adding === property.id}
            isDisabled={adding !== null && adding !== property.id}
            aria-label={`${m.search.add} ${property.title}`}
            onPress={() => onAdd(property)}
          >
            {m.search.add}
          </Button>
        ),
    },
  ];
}

/** Search the stock with the enquiry's criteria pre-filled and add candidates to it. */
export function CandidateSearchDialog({
  enquiry,
  addedPropertyIds,
  onAdd,
  onClose,
}: {
  enquiry: SearchEnquiry;
  addedPropertyIds: ReadonlySet<string>;
  onAdd: (property: PropertyView, cost: Money, price: Money) => Promise<unknown>;
  onClose: () => void;
}) {
  const m = useOffersMessages();
  const f = useFormat();
  const t = useT();
  const [criteria, setCriteria] = useState(() => criteriaOf(enquiry));
  const [adding, setAdding] = useState<string | null>(null);
  const position = enquiry.location.address.position?.coordinates ?? null;
  const { data, isLoading } = usePagedList(searchUrl(criteria, position), propertyViewSchema);
  const set = (patch: Partial<Criteria>) => setCriteria((current) => ({ ...current, ...patch }));
  const add = async (property: PropertyView) => {
    setAdding(property.id);
    try {
      const rate = property.costs.nightlyRate;
      await onAdd(property, rate, suggestedPrice(rate, property.costs.margin));
    } catch {
      // The mutation has toasted why.
    } finally {
      setAdding(null);
    }
  };
  const shown = usePhoneColumns(
    columns(m, f, addedPropertyIds, adding, (p) => void add(p)),
    ['property', 'add'],
  );
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.search.title}
      closeLabel={t.common.close}
      size="large"
    >
      <Stack space="medium">
        <Text tone="secondary">{m.search.description}</Text>
        <Stack space="small" as="section" aria-label={m.search.criteria}>
          <TextField
            label={m.search.text}
            placeholder={m.search.textPlaceholder}
            type="search"
            value={criteria.search}
            onChange={(search) => set({ search })}
            maxLength={100}
          />
          <Inline space="small">
            <TextField
              label={m.search.distance}
              inputMode="numeric"
              value={criteria.radius}
              onChange={(radius) => set({ radius })}
              maxLength={3}
              isDisabled={!position}
            />
            <TextField
              label={m.search.from}
              description="YYYY-MM-DD"
              value={criteria.from}
              onChange={(from) => set({ from })}
              maxLength={10}
            />
            <TextField
              label={m.search.to}
              description="YYYY-MM-DD"
              value={criteria.to}
              onChange={(to) => set({ to })}
              maxLength={10}
            />
            <TextField
              label={m.search.bedrooms}
              inputMode="numeric"
              value={criteria.bedrooms}
              onChange={(bedrooms) => set({ bedrooms })}
              maxLength={2}
            />
            <TextField
              label={m.search.guests}
              inputMode="numeric"
              value={criteria.guests}
              onChange={(guests) => set({ guests })}
              maxLength={3}
            />
          </Inline>
          <Inline space="medium">
            <Switch isSelected={criteria.pets} onChange={(pets) => set({ pets })}>
              {m.search.pets}
            </Switch>
            <Switch isSelected={criteria.parking} onChange={(parking) => set({ parking })}>
              {m.search.parking}
            </Switch>
          </Inline>
          {position ? null : (
            <Text size="small" tone="secondary">
              {m.search.noLocation}
            </Text>
          )}
        </Stack>
        <Text size="small" tone="secondary" role="status">
          {isLoading || !data
            ? m.search.loading
            : f.message(m.search.results, { count: data.total })}
        </Text>
        <PlainTable
          aria-label={m.search.title}
          columns={shown}
          items={data?.items ?? []}
          isLoading={isLoading && !data}
          loadingRowCount={4}
          loadingLabel={m.search.loading}
          renderEmptyState={() => <Text tone="secondary">{m.search.empty}</Text>}
          density="compact"
        />
        <Inline space="small" align="flex-end">
          <Button onPress={onClose}>{m.search.close}</Button>
        </Inline>
      </Stack>
    </Modal>
  );
}

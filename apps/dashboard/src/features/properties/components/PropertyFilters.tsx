import { RADIUS_MILES } from '@staydesk/domain';
import { Button, DateRangePicker, Loader, Popover, PopoverTrigger, TextField } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useFormat, useMessages } from '../../../i18n';
import { propertiesMessages } from '../messages';
import { DateLocale } from './DateLocale';
import { PROPERTY_FILTERS, useFilterParams } from './filterParams';
import { PlaceSearch } from './PlaceSearch';

const MoreFilters = lazy(() => import('./MoreFilters').then((m) => ({ default: m.MoreFilters })));

/**
 * The list's filters: the place and radius (distance in miles) and the dates it must be free
 * stay in the toolbar, the others open under "Filters"; each applies at once.
 */
export function PropertyFilters() {
  const m = useMessages(propertiesMessages);
  const { get, set } = useFilterParams();
  const f = useFormat();
  // The picker is uncontrolled (the app has no date library): clearing the filters remounts it.
  const [cleared, setCleared] = useState(0);
  const from = get('availableFrom');
  const to = get('availableTo');
  const more = [
    'type',
    'status',
    'landlordId',
    'bedroomsMin',
    'guestsMin',
    'priceMin',
    'priceMax',
    'parking',
    'pets',
  ] as const;
  const activeCount = more.filter((name) => get(name) !== '').length;
  const anyActive = activeCount > 0 || get('lng') !== '' || get('availableFrom') !== '';

  return (
    <DateLocale>
      <PlaceSearch
        key={get('placeName') === '' ? 'none' : 'chosen'}
        label={m.list.place}
        placeholder={m.list.placePlaceholder}
        emptyText={m.fields.noPlace}
        initialText={get('placeName')}
        onChoose={(place) =>
          set({
            lng: String(place.position.coordinates[0]),
            lat: String(place.position.coordinates[1]),
            placeName: place.name,
            radiusMiles: get('radiusMiles') || String(RADIUS_MILES.default),
          })
        }
        onClear={() =>
          set({ lng: undefined, lat: undefined, placeName: undefined, radiusMiles: undefined })
        }
      />
      <TextField
        key={`radius-${get('lng')}`}
        label={m.list.radius}
        inputMode="numeric"
        defaultValue={get('radiusMiles') || String(RADIUS_MILES.default)}
        isDisabled={get('lng') === ''}
        onBlur={(event) => {
          const value = Number.parseInt(event.currentTarget.value, 10);
          set({
            radiusMiles: Number.isFinite(value)
              ? String(Math.min(Math.max(value, RADIUS_MILES.min), RADIUS_MILES.max))
              : undefined,
          });
        }}
      />
      <DateRangePicker
        key={cleared}
        label={m.list.dates}
        calendarButtonLabel={m.fields.chooseDate}
        previousMonthLabel={m.modals.previousMonth}
        nextMonthLabel={m.modals.nextMonth}
        {...(from && to ? { description: `${f.date(from)} – ${f.date(to)}` } : {})}
        onChange={(range) =>
          set({
            availableFrom: range?.start.toString(),
            availableTo: range?.end.toString(),
          })
        }
      />
      <PopoverTrigger>
        <Button variant="secondary">
          {activeCount > 0 ? `${m.list.filters} (${activeCount})` : m.list.filters}
        </Button>
        <Popover title={m.list.filtersLabel} placement="bottom end">
          <Suspense fallback={<Loader label={m.list.filters} />}>
            <MoreFilters />
          </Suspense>
        </Popover>
      </PopoverTrigger>
      {anyActive ? (
        <Button
          variant="ghost"
          onPress={() => {
            set(Object.fromEntries(PROPERTY_FILTERS.map((name) => [name, undefined])));
            setCleared((count) => count + 1);
          }}
        >
          {m.list.clearFilters}
        </Button>
      ) : null}
    </DateLocale>
  );
}

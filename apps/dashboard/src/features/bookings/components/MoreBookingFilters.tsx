import { DateRangePicker, Stack } from '@staydesk/ui';
import { DateLocale } from '../../../components/DateLocale';
import { SearchPicker } from '../../../components/SearchPicker';
import { useFormat, useMessages } from '../../../i18n';
import { companySource, landlordSource, propertySource } from '../../../lib/options';
import { bookingsMessages } from '../messages';
import type { BookingFilterParams, BookingFilterState } from './BookingFilters';

/** The filters under 'Filters': company, property, landlord (searched) and the stay dates. */
export function MoreBookingFilters({
  state,
  params,
  cleared,
}: {
  state: BookingFilterState;
  /** The address writer of the toolbar, handed over so this chunk stays apart from it. */
  params: BookingFilterParams;
  cleared: number;
}) {
  const m = useMessages(bookingsMessages);
  const f = useFormat();
  const { set, pick, chosen } = params;
  const filters = state.query.filters;
  const { from, to } = filters;
  return (
    <DateLocale>
      <Stack space="medium">
        <SearchPicker
          label={m.filter.company}
          placeholder={m.filter.searchCompany}
          emptyText={m.filter.noMatches}
          value={chosen('companyId', filters.companyId)}
          onChange={pick('companyId')}
          source={companySource}
        />
        <SearchPicker
          label={m.filter.property}
          placeholder={m.filter.searchProperty}
          emptyText={m.filter.noMatches}
          value={chosen('propertyId', filters.propertyId)}
          onChange={pick('propertyId')}
          source={propertySource}
        />
        <SearchPicker
          label={m.filter.landlord}
          placeholder={m.filter.searchLandlord}
          emptyText={m.filter.noMatches}
          value={chosen('landlordId', filters.landlordId)}
          onChange={pick('landlordId')}
          source={landlordSource}
        />
        <DateRangePicker
          key={cleared}
          label={m.filter.dates}
          description={
            from && to
              ? f.message(m.filter.datesChosen, { from: f.day(from), to: f.day(to) })
              : m.filter.datesHint
          }
          onChange={(range) => set({ from: range?.start.toString(), to: range?.end.toString() })}
        />
      </Stack>
    </DateLocale>
  );
}

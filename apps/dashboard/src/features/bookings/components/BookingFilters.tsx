import type { BookingSort } from '@staydesk/domain';
import { Button, Loader, Popover, PopoverTrigger } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { FilterNotice } from '../../../components/FilterNotice';
import { SelectFilter, useFilterParams } from '../../../components/filter-params';
import { useFormat, useMessages } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import type { ListState } from '../../../lib/list';
import type { BookingFilter, BookingListTab } from '../api/keys';
import { bookingsMessages } from '../messages';

// Company, property, landlord and the dates: loaded when 'Filters' opens.
const MoreBookingFilters = lazy(() =>
  import('./MoreBookingFilters').then((m) => ({ default: m.MoreBookingFilters })),
);

export type BookingFilterState = Pick<
  ListState<BookingListTab, BookingSort, BookingFilter>,
  'query' | 'setFilter'
>;

/** The display names of the chosen records ride in the address beside their ids. */
export const BOOKING_NAME_PARAMS = {
  companyId: 'companyName',
  propertyId: 'propertyName',
  landlordId: 'landlordName',
} as const;

export const useBookingFilterParams = () => useFilterParams(BOOKING_NAME_PARAMS);
export type BookingFilterParams = ReturnType<typeof useBookingFilterParams>;

/**
 * The list's filters: the account manager in the toolbar; company, property, landlord and the
 * stay dates under "Filters". Each applies at once and goes back to page 1.
 */
export function BookingFilters({ state }: { state: BookingFilterState }) {
  const m = useMessages(bookingsMessages);
  const f = useFormat();
  const { users } = useCurrentUser();
  const params = useBookingFilterParams();
  // The range picker is uncontrolled: clearing remounts it.
  const [cleared, setCleared] = useState(0);
  const filters = state.query.filters;
  const more = ['companyId', 'propertyId', 'landlordId', 'from'] as const;
  const moreCount = more.filter((name) => filters[name]).length;
  const anyActive = Object.values(filters).some(Boolean);

  const notices = [
    { name: 'arrivingOn', text: m.filter.arrivingOn },
    { name: 'leavingOn', text: m.filter.leavingOn },
    { name: 'createdFrom', text: m.filter.createdFrom },
  ] as const;
  return (
    <>
      {notices.map(({ name, text }) => {
        const day = filters[name];
        return day ? (
          <FilterNotice
            key={name}
            text={f.message(text, { date: f.date(day) })}
            clearLabel={m.filter.clearOne}
            onClear={() => state.setFilter(name, undefined)}
          />
        ) : null;
      })}
      <SelectFilter
        label={m.filter.accountManager}
        anyLabel={m.filter.anyAccountManager}
        value={filters.accountManagerId}
        options={users.map((user) => ({ id: user.id, label: user.fullName }))}
        onChange={(value) => state.setFilter('accountManagerId', value)}
      />
      <PopoverTrigger>
        <Button variant="secondary">
          {moreCount > 0 ? f.message(m.filter.moreCount, { count: moreCount }) : m.filter.more}
        </Button>
        <Popover title={m.filter.more} placement="bottom end">
          <Suspense fallback={<Loader label={m.filter.more} />}>
            <MoreBookingFilters state={state} params={params} cleared={cleared} />
          </Suspense>
        </Popover>
      </PopoverTrigger>
      {anyActive ? (
        <Button
          variant="ghost"
          onPress={() => {
            params.set({
              accountManagerId: undefined,
              companyId: undefined,
              companyName: undefined,
              propertyId: undefined,
              propertyName: undefined,
              landlordId: undefined,
              landlordName: undefined,
              from: undefined,
              to: undefined,
              arrivingOn: undefined,
              leavingOn: undefined,
              createdFrom: undefined,
            });
            setCleared((count) => count + 1);
          }}
        >
          {m.filter.clear}
        </Button>
      ) : null}
    </>
  );
}

import { DateRangePicker, Stack } from '@staydesk/ui';
import { DateLocale } from '../../../components/DateLocale';
import { SearchPicker } from '../../../components/SearchPicker';
import { useFormat, useMessages } from '../../../i18n';
import { agentSource, companySource } from '../../../lib/options';
import { enquiriesMessages } from '../messages';
import type { FilterState } from './EnquiryFilters';
import type { FilterParams } from './filterParams';

/** The filters under 'Filters': company, agent (searched) and the check-in range. */
export function MoreEnquiryFilters({
  state,
  params,
  cleared,
}: {
  state: FilterState;
  /** The address writer of the toolbar, handed over so this chunk stays apart from it. */
  params: FilterParams;
  cleared: number;
}) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const { set, pick, chosen } = params;
  const filters = state.query.filters;
  const from = filters.checkInFrom;
  const to = filters.checkInTo;
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
          label={m.filter.agent}
          placeholder={m.filter.searchAgent}
          emptyText={m.filter.noMatches}
          value={chosen('agentId', filters.agentId)}
          onChange={pick('agentId')}
          source={agentSource}
        />
        <DateRangePicker
          key={cleared}
          label={m.filter.checkIn}
          {...(from && to ? { description: `${f.date(from)} – ${f.date(to)}` } : {})}
          onChange={(range) =>
            set({ checkInFrom: range?.start.toString(), checkInTo: range?.end.toString() })
          }
        />
      </Stack>
    </DateLocale>
  );
}

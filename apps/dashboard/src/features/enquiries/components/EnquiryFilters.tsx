import { type EnquirySort, type EnquiryTab, PRIORITIES, WORKFLOW_STATUSES } from '@staydesk/domain';
import { Button, Loader, Popover, PopoverTrigger } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { FilterNotice } from '../../../components/FilterNotice';
import { useFormat, useMessages } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import type { ListState } from '../../../lib/list';
import type { EnquiryFilter } from '../api/keys';
import { enquiriesMessages } from '../messages';
import { SelectFilter, useFilterParams } from './filterParams';

// Company, agent and the check-in range: loaded when 'Filters' opens.
const MoreEnquiryFilters = lazy(() =>
  import('./MoreEnquiryFilters').then((m) => ({ default: m.MoreEnquiryFilters })),
);

export type FilterState = Pick<
  ListState<EnquiryTab, EnquirySort, EnquiryFilter>,
  'query' | 'setFilter'
>;

/**
 * The list's filters: status, assignee and priority in the toolbar; company, agent and the
 * check-in range under "Filters". Each applies at once and goes back to page 1.
 */
export function EnquiryFilters({ state }: { state: FilterState }) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const { users } = useCurrentUser();
  const params = useFilterParams();
  const { set } = params;
  // The range picker is uncontrolled (the app has no date library): clearing remounts it.
  const [cleared, setCleared] = useState(0);
  const filters = state.query.filters;
  const more = ['companyId', 'agentId', 'checkInFrom'] as const;
  const moreCount = more.filter((name) => filters[name]).length;
  const anyActive = Object.values(filters).some(Boolean);

  const due = filters.due === 'overdue' || filters.due === 'today' ? filters.due : undefined;
  return (
    <>
      {due ? (
        <FilterNotice
          text={due === 'overdue' ? m.filter.dueOverdue : m.filter.dueToday}
          clearLabel={m.filter.clearOne}
          onClear={() => state.setFilter('due', undefined)}
        />
      ) : null}
      {filters.receivedFrom ? (
        <FilterNotice
          text={f.message(m.filter.receivedFrom, { date: f.date(filters.receivedFrom) })}
          clearLabel={m.filter.clearOne}
          onClear={() => state.setFilter('receivedFrom', undefined)}
        />
      ) : null}
      <SelectFilter
        label={m.filter.status}
        anyLabel={m.filter.anyStatus}
        value={filters.status}
        options={WORKFLOW_STATUSES.map((s) => ({ id: s.value, label: m.statuses[s.value] }))}
        onChange={(value) => state.setFilter('status', value)}
      />
      <SelectFilter
        label={m.filter.assignee}
        anyLabel={m.filter.anyAssignee}
        value={filters.assigneeId}
        options={users.map((user) => ({ id: user.id, label: user.fullName }))}
        onChange={(value) => state.setFilter('assigneeId', value)}
      />
      <SelectFilter
        label={m.filter.priority}
        anyLabel={m.filter.anyPriority}
        value={filters.priority}
        options={PRIORITIES.map((p) => ({ id: p.value, label: m.priorities[p.value] }))}
        onChange={(value) => state.setFilter('priority', value)}
      />
      <PopoverTrigger>
        <Button variant="secondary">
          {moreCount > 0 ? f.message(m.filter.moreCount, { count: moreCount }) : m.filter.more}
        </Button>
        <Popover title={m.filter.more} placement="bottom end">
          <Suspense fallback={<Loader label={m.filter.more} />}>
            <MoreEnquiryFilters state={state} params={params} cleared={cleared} />
          </Suspense>
        </Popover>
      </PopoverTrigger>
      {anyActive ? (
        <Button
          variant="ghost"
          onPress={() => {
            set({
              status: undefined,
              assigneeId: undefined,
              priority: undefined,
              companyId: undefined,
              companyName: undefined,
              agentId: undefined,
              agentName: undefined,
              checkInFrom: undefined,
              checkInTo: undefined,
              due: undefined,
              receivedFrom: undefined,
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

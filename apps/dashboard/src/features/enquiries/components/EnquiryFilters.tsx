import { type EnquirySort, type EnquiryTab, PRIORITIES, WORKFLOW_STATUSES } from '@staydesk/domain';
import {
  Button,
  DateRangePicker,
  Popover,
  PopoverTrigger,
  Select,
  SelectItem,
  Stack,
} from '@staydesk/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormat, useMessages } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import type { ListState } from '../../../lib/list';
import type { EnquiryFilter } from '../api/keys';
import { agentSource, companySource, type PickOption } from '../api/options';
import { enquiriesMessages } from '../messages';
import { DateLocale } from './DateLocale';
import { SearchPicker } from './SearchPicker';

const ANY = 'any-value';

/** The display names of the chosen company and agent ride in the address beside their ids. */
const NAME_PARAMS = { companyId: 'companyName', agentId: 'agentName' } as const;

function SelectFilter({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: readonly { id: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      label={label}
      items={[{ id: ANY, label: anyLabel }, ...options]}
      selectedKey={value ?? ANY}
      onSelectionChange={(key) => onChange(key === ANY || key === null ? undefined : String(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}

/**
 * The list's filters: status and assignee in the toolbar; priority, company, agent and the
 * check-in range under "Filters". Each applies at once and goes back to page 1.
 */
export function EnquiryFilters({
  state,
}: {
  state: Pick<ListState<EnquiryTab, EnquirySort, EnquiryFilter>, 'query' | 'setFilter'>;
}) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const { users } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  // The range picker is uncontrolled (the app has no date library): clearing remounts it.
  const [cleared, setCleared] = useState(0);
  const filters = state.query.filters;
  const set = (change: Record<string, string | undefined>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(change)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });
  const pick = (name: keyof typeof NAME_PARAMS) => (option: PickOption | null) =>
    set({ [name]: option?.id, [NAME_PARAMS[name]]: option?.name });
  const chosen = (name: keyof typeof NAME_PARAMS): PickOption | null => {
    const id = filters[name];
    return id ? { id, name: params.get(NAME_PARAMS[name]) ?? '' } : null;
  };
  const more = ['priority', 'companyId', 'agentId', 'checkInFrom'] as const;
  const moreCount = more.filter((name) => filters[name]).length;
  const anyActive = Object.values(filters).some(Boolean);
  const from = filters.checkInFrom;
  const to = filters.checkInTo;

  return (
    <>
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
      <PopoverTrigger>
        <Button variant="secondary">
          {moreCount > 0 ? f.message(m.filter.moreCount, { count: moreCount }) : m.filter.more}
        </Button>
        <Popover title={m.filter.more} placement="bottom end">
          <DateLocale>
            <Stack space="medium">
              <SelectFilter
                label={m.filter.priority}
                anyLabel={m.filter.anyPriority}
                value={filters.priority}
                options={PRIORITIES.map((p) => ({ id: p.value, label: m.priorities[p.value] }))}
                onChange={(value) => state.setFilter('priority', value)}
              />
              <SearchPicker
                label={m.filter.company}
                placeholder={m.filter.searchCompany}
                emptyText={m.filter.noMatches}
                value={chosen('companyId')}
                onChange={pick('companyId')}
                source={companySource}
              />
              <SearchPicker
                label={m.filter.agent}
                placeholder={m.filter.searchAgent}
                emptyText={m.filter.noMatches}
                value={chosen('agentId')}
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

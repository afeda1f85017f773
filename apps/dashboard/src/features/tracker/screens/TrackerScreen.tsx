import { TRACKER_KINDS, TRACKER_TABS } from '@staydesk/domain';
import {
  Box,
  Button,
  EmptyState,
  Inline,
  Link,
  ListPage,
  Loader,
  PageHeader,
  Stack,
  Switch,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SelectFilter, useFilterParams } from '../../../components/filter-params';
import { PaginationBar } from '../../../components/PaginationBar';
import { useT } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { trackerListConfig } from '../api/list-key';
import { useBulkDone, useTrackerList } from '../api/tracker';
import { type BoardView, TrackerBoard } from '../components/TrackerBoard';
import { useTrackerTexts } from '../components/tracker-bits';

// The entry dialog is its own chunk, fetched when it first opens; the due-day filter's calendar
// is one too (shared with the dialog's dates), fetched beside the board.
const TrackerEntryModal = lazy(() =>
  import('../modals/TrackerEntryModal').then((m) => ({ default: m.TrackerEntryModal })),
);
const WhenPicker = lazy(() =>
  import('../../../components/WhenPicker').then((m) => ({ default: m.WhenPicker })),
);

/** The address with one query value changed (the dialog's entry, the view), others kept. */
function withParam(params: URLSearchParams, name: string, value: string | undefined): string {
  const next = new URLSearchParams(params);
  if (value === undefined) next.delete(name);
  else next.set(name, value);
  const text = next.toString();
  return text ? `?${text}` : '?';
}

/**
 * tracker (spec §2): the operations team's board of chases, by kind or by due day; tabs with
 * counts, search, kind and due-day filters, "mine"; entries still chased can be selected and
 * marked done together; the entry dialog (?entry=new or an id) logs an outcome, a status, the
 * next action and applies new price or availability values to the property. The list polls
 * every 15 s (and on focus), so a colleague's change shows without a reload.
 */
export function TrackerScreen() {
  const t = useT();
  const { m, f } = useTrackerTexts();
  const [params, setParams] = useSearchParams();
  const state = useListState(trackerListConfig);
  const list = useTrackerList(state.query);
  const filters = useFilterParams({});
  const bulk = useBulkDone();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const view: BoardView = params.get('view') === 'day' ? 'day' : 'kind';
  const openEntry = params.get('entry');
  const openHref = (id: string) => withParam(params, 'entry', id);
  const setEntry = (value: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === undefined) next.delete('entry');
      else next.set('entry', value);
      return next;
    });
  const page = list.data;
  const now = new Date();
  const visible = new Set(page?.items.map((entry) => entry.id) ?? []);
  const chosen = (page?.items ?? []).filter((entry) => selected.has(entry.id));
  const select = (id: string, value: boolean) =>
    setSelected((previous) => {
      const next = new Set([...previous].filter((known) => visible.has(known)));
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });
  const markDone = () =>
    void bulk
      .trigger({
        entries: chosen.map((entry) => ({ id: entry.id, version: entry.version })),
        outcome: '',
      })
      .then(
        () => setSelected(new Set()),
        () => undefined,
      );

  return (
    <Box as="section">
      <ListPage
        header={
          <PageHeader
            title={m.title}
            actions={
              <Inline space="small" alignY="center">
                <Text tone="secondary">{m.views.label}</Text>
                {(['kind', 'day'] as const).map((name) => (
                  <Link
                    key={name}
                    href={withParam(params, 'view', name === 'kind' ? undefined : name)}
                    aria-current={view === name ? 'page' : undefined}
                    weight={view === name ? 'strong' : 'regular'}
                  >
                    {m.views[name]}
                  </Link>
                ))}
                <Button onPress={() => setEntry('new')}>{m.newEntry}</Button>
              </Inline>
            }
          />
        }
        searchValue={state.searchText}
        onSearchChange={state.setSearchText}
        searchLabel={m.searchLabel}
        searchPlaceholder={m.searchPlaceholder}
        filters={
          <>
            <SelectFilter
              label={m.filters.kind}
              anyLabel={m.filters.any}
              value={state.query.filters.kind}
              options={TRACKER_KINDS.map(({ value }) => ({ id: value, label: m.kinds[value] }))}
              onChange={(value) => filters.set({ kind: value })}
            />
            <Suspense fallback={null}>
              <WhenPicker
                texts={{
                  label: m.filters.dueOn,
                  choose: m.filters.chooseDay,
                  previousMonth: m.filters.previousMonth,
                  nextMonth: m.filters.nextMonth,
                }}
                date={state.query.filters.dueOn ?? ''}
                time=""
                onChange={(day) => filters.set({ dueOn: day === '' ? undefined : day })}
                name="dueOn"
                onBlur={() => undefined}
                inputRef={null}
                error={undefined}
              />
            </Suspense>
            <Switch
              isSelected={state.query.filters.mine === 'true'}
              onChange={(on) => filters.set({ mine: on ? 'true' : undefined })}
            >
              {m.filters.mine}
            </Switch>
          </>
        }
        tabs={TRACKER_TABS.map((tab) => {
          const count = page?.tabCounts[tab];
          return {
            id: tab,
            label: m.tabs[tab],
            href: state.tabHref(tab),
            ...(count === undefined ? {} : { count }),
          };
        })}
        selectedTab={state.query.tab ?? 'active'}
        tabsLabel={m.tabsLabel}
        isEmpty={page !== undefined && page.items.length === 0}
        emptyState={<EmptyState title={m.emptyTitle} text={m.emptyText} />}
        {...(page
          ? {
              pagination: (
                <PaginationBar
                  page={page.page}
                  pageCount={page.pageCount}
                  onChange={state.setPage}
                />
              ),
            }
          : {})}
      >
        {page ? (
          <Stack space="medium">
            <Inline space="medium" alignY="center" align="space-between">
              <Box role="status">
                <Text tone="secondary">{f.message(m.total, { count: page.total })}</Text>
              </Box>
              {chosen.length > 0 ? (
                <Inline space="small" alignY="center">
                  <Text>{f.message(m.bulk.selected, { count: chosen.length })}</Text>
                  <Button size="small" isPending={bulk.isPending} onPress={markDone}>
                    {m.bulk.done}
                  </Button>
                  <Button size="small" variant="secondary" onPress={() => setSelected(new Set())}>
                    {m.bulk.clear}
                  </Button>
                </Inline>
              ) : null}
            </Inline>
            <TrackerBoard
              entries={page.items}
              view={view}
              m={m}
              f={f}
              now={now}
              openHref={openHref}
              selected={selected}
              onSelect={select}
            />
          </Stack>
        ) : (
          <Loader label={t.common.loading} />
        )}
      </ListPage>
      {openEntry !== null ? (
        <Suspense fallback={null}>
          <TrackerEntryModal
            entryId={openEntry === 'new' ? null : openEntry}
            onClose={() => setEntry(undefined)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

import {
  TRACKER_KINDS,
  TRACKER_TABS,
  type TrackerEntry,
  type TrackerStatus,
} from '@staydesk/domain';
import {
  Box,
  Button,
  EmptyState,
  Inline,
  ListPage,
  Loader,
  PageHeader,
  Stack,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  hrefWith,
  OwnerFilter,
  useWorkView,
  ViewSwitch,
} from '../../../components/board/BoardControls';
import { SelectFilter, useFilterParams } from '../../../components/filter-params';
import { PaginationBar } from '../../../components/PaginationBar';
import { useT } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { trackerListConfig } from '../api/list-key';
import { useBulkDone, useTrackerList, useUpdateEntry } from '../api/tracker';
import { TrackerBoard } from '../components/TrackerBoard';
import { useTrackerTexts } from '../components/tracker-bits';

// The entry dialog is its own chunk, fetched when it first opens; the due-day filter's calendar
// is one too (shared with the dialog's dates), fetched beside the board.
const TrackerEntryModal = lazy(() =>
  import('../modals/TrackerEntryModal').then((m) => ({ default: m.TrackerEntryModal })),
);
// The list (the table and its selection) is one too, fetched when the list is first shown.
const TrackerList = lazy(() =>
  import('../components/TrackerList').then((m) => ({ default: m.TrackerList })),
);
const WhenPicker = lazy(() =>
  import('../../../components/WhenPicker').then((m) => ({ default: m.WhenPicker })),
);

/**
 * tracker (spec §2): the operations team's board of chases, a column per status, or the same
 * entries as a list (`view=list`); tabs with counts, search, kind, owner and due-day filters,
 * all in the address. A card moves to another status by its menu; in the list, entries still
 * chased can be selected and marked done together. The entry dialog (?entry=new or an id) logs
 * an outcome, a status, the next action and applies new price or availability values to the
 * property. The list polls every 15 s (and on focus), so a colleague's change shows without a
 * reload.
 */
export function TrackerScreen() {
  const t = useT();
  const { m, f } = useTrackerTexts();
  const [params, setParams] = useSearchParams();
  const state = useListState(trackerListConfig);
  const list = useTrackerList(state.query);
  const filters = useFilterParams({});
  const bulk = useBulkDone();
  const update = useUpdateEntry();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { view, hrefOf } = useWorkView('board');
  const openEntry = params.get('entry');
  const openHref = (id: string) => hrefWith(params, 'entry', id);
  const setEntry = (value: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === undefined) next.delete('entry');
      else next.set('entry', value);
      return next;
    });
  const page = list.data;
  const now = new Date();
  const chosen = (page?.items ?? []).filter(
    (entry) => selected.has(entry.id) && (entry.status === 'open' || entry.status === 'waiting'),
  );
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
  const move = (entry: TrackerEntry, status: TrackerStatus) =>
    void update
      .trigger({ id: entry.id, changes: { status, version: entry.version } })
      .catch(() => undefined);

  return (
    <Box as="section">
      <ListPage
        header={
          <PageHeader
            title={m.title}
            actions={
              <Inline space="small" alignY="center">
                <ViewSwitch
                  label={m.views.label}
                  view={view}
                  hrefOf={hrefOf}
                  names={{ board: m.views.board, list: m.views.list }}
                />
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
            <OwnerFilter
              label={m.filters.owner}
              anyLabel={m.filters.any}
              value={state.query.filters.assigneeId}
              onChange={(value) => filters.set({ assigneeId: value })}
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
          <Stack space="small">
            <Inline space="medium" alignY="center" align="space-between">
              <Box role="status">
                <Text tone="secondary">{f.message(m.total, { count: page.total })}</Text>
              </Box>
              {view === 'list' && chosen.length > 0 ? (
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
            {view === 'board' ? (
              <TrackerBoard
                entries={page.items}
                tab={state.query.tab ?? 'active'}
                m={m}
                f={f}
                now={now}
                onOpen={(entry) => setEntry(entry.id)}
                onMove={move}
              />
            ) : (
              <Suspense fallback={<Loader label={t.common.loading} />}>
                <TrackerList
                  entries={page.items}
                  m={m}
                  f={f}
                  now={now}
                  openHref={openHref}
                  selected={selected}
                  onSelectionChange={setSelected}
                />
              </Suspense>
            )}
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

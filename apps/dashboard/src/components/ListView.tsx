import type { Paged } from '@staydesk/domain';
import {
  Box,
  Button,
  EmptyState,
  ListPage,
  PageHeader,
  PlainTable,
  Stack,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { type ReactNode, useState } from 'react';
import { useLanguage, useT } from '../i18n';
import type { ListQuery, ListState, SortValue } from '../lib/list';
import { usePhoneColumns } from '../lib/media';
import { ListFailure, type ListRequest } from './ListFailure';
import { PaginationBar } from './PaginationBar';

export interface ListViewProps<
  T extends { id: string },
  Tab extends string,
  Sort extends string,
  Filter extends string,
> {
  title: string;
  /** Header actions (a create link). */
  actions?: ReactNode;
  /**
   * The list's API path when the list has a CSV export (`<path>/export.csv`): the header then
   * offers Export CSV, which downloads every row of the current search, filters, tab and sort.
   */
  exportPath?: string;
  state: ListState<Tab, Sort, Filter>;
  /** The tabs in display order with their labels; counts come from the page's tabCounts. */
  tabs?: readonly { id: Tab; label: string }[];
  tabsLabel?: string;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Filter controls in the toolbar after the search field (Selects, a clear button). */
  filters?: ReactNode;
  /** The current page (undefined while the first one loads). */
  page: Paged<T> | undefined;
  /**
   * The page's request (its SWR answer): a failure shows an inline error with a Retry in place
   * of the rows, the page's header, toolbar and tabs staying.
   */
  request?: ListRequest;
  /** '1 guest' / '30 guests' (an ICU plural). */
  totalText: (count: number) => string;
  tableLabel: string;
  /** The sort keys the server accepts: a column whose id is one of them sorts the list. */
  sorts?: readonly Sort[];
  columns: readonly TableColumn<T>[];
  /** The columns a phone keeps (ids); the first two when not given. */
  phoneColumns?: readonly string[];
  /**
   * Cells of text and `PlainLink`s only: the next page's items take over the rows in place
   * (`PlainTable recycleRows`). Leave it off when a cell holds state (a menu, a dialog).
   */
  recycleRows?: boolean;
  emptyTitle: string;
  emptyText: string;
}

/**
 * Export CSV: the download's code loads on the first press, so the list screens do not carry it;
 * the button shows as pending until the file is saved.
 */
function ExportButton({ path, query }: { path: string; query: ListQuery }) {
  const t = useT();
  const language = useLanguage();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const { downloadListCsv } = await import('../lib/list-export');
      await downloadListCsv(path, query, language);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" isPending={pending} onPress={() => void run()}>
      {t.common.exportCsv}
    </Button>
  );
}

/** Rows a list shows while its first page loads: a window's worth, as the loaded page fills it. */
const LOADING_ROWS = 12;

/**
 * The tab counts last answered: a reload (another tab, a search, a retry) keeps them on the tabs
 * until its own answer comes, so the tabs neither lose their counts nor change width meanwhile.
 */
function useLastTabCounts(counts: Readonly<Record<string, number>> | undefined) {
  const [last, setLast] = useState(counts);
  if (counts !== undefined && counts !== last) setLast(counts);
  return counts ?? last;
}

/**
 * A list screen on the ListPage template: title and actions, search as you type, counted tabs,
 * the total, the table and the pager, all driven by one `useListState` and one page request (tab
 * counts included). The table is the design system's plain one (a native table with sortable
 * headers, no grid): a page of 29 rows renders several times faster than in the grid.
 */
export function ListView<
  T extends { id: string },
  Tab extends string,
  Sort extends string,
  Filter extends string,
>(props: ListViewProps<T, Tab, Sort, Filter>) {
  const t = useT();
  const { state, page, request, tabs = [] } = props;
  const tabCounts = useLastTabCounts(page?.tabCounts);
  const failed = request !== undefined && Boolean(request.error) && !request.isValidating;
  const columns = usePhoneColumns(
    props.columns,
    props.phoneColumns ?? props.columns.slice(0, 2).map((column) => column.id),
  );
  const sort = state.query.sort;
  const sortDescriptor = sort
    ? {
        column: sort.startsWith('-') ? sort.slice(1) : sort,
        direction: sort.startsWith('-') ? ('descending' as const) : ('ascending' as const),
      }
    : undefined;

  // The total's line is there from the first paint (empty while loading), so the table under
  // it does not move when the count arrives.
  const total = (
    <Box role="status">
      <Text tone="secondary">{page ? props.totalText(page.total) : '\u00a0'}</Text>
    </Box>
  );

  const failure = failed && request ? <ListFailure request={request} /> : null;

  return (
    <Box as="section">
      <ListPage
        header={
          <PageHeader
            title={props.title}
            actions={
              props.exportPath === undefined ? (
                props.actions
              ) : (
                <>
                  <ExportButton path={props.exportPath} query={state.query} />
                  {props.actions}
                </>
              )
            }
          />
        }
        searchValue={state.searchText}
        onSearchChange={state.setSearchText}
        searchLabel={props.searchLabel}
        {...(props.searchPlaceholder ? { searchPlaceholder: props.searchPlaceholder } : {})}
        {...(props.filters === undefined ? {} : { filters: props.filters })}
        {...(tabs.length > 0 && state.query.tab !== undefined
          ? {
              tabs: tabs.map((tab) => {
                const count = tabCounts?.[tab.id];
                return {
                  id: tab.id,
                  label: tab.label,
                  href: state.tabHref(tab.id),
                  ...(count === undefined ? {} : { count }),
                };
              }),
              selectedTab: state.query.tab,
              tabsLabel: props.tabsLabel ?? props.title,
            }
          : {})}
        isEmpty={!failed && page !== undefined && page.items.length === 0}
        emptyState={
          <Stack space="medium">
            {total}
            <EmptyState title={props.emptyTitle} text={props.emptyText} />
          </Stack>
        }
        {...(page && !failed
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
        {failure ?? (
          <Stack space="small">
            {total}
            <PlainTable
              aria-label={props.tableLabel}
              columns={columns}
              items={page?.items ?? []}
              isLoading={page === undefined}
              loadingRowCount={LOADING_ROWS}
              loadingLabel={t.common.loading}
              recycleRows={props.recycleRows ?? false}
              {...(sortDescriptor ? { sortDescriptor } : {})}
              onSortChange={(next) => {
                const known = props.sorts?.find((key) => key === next.column);
                if (known === undefined) return;
                const value: SortValue<Sort> =
                  next.direction === 'descending' ? `-${known}` : known;
                state.setSort(value);
              }}
            />
          </Stack>
        )}
      </ListPage>
    </Box>
  );
}

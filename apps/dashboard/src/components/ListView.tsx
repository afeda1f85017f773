import type { Paged } from '@staydesk/domain';
import {
  Box,
  EmptyState,
  ListPage,
  Loader,
  PageHeader,
  PlainTable,
  Stack,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import type { ListState, SortValue } from '../lib/list';
import { usePhoneColumns } from '../lib/media';
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
  const { state, page, tabs = [] } = props;
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

  const total = page ? (
    <Box role="status">
      <Text tone="secondary">{props.totalText(page.total)}</Text>
    </Box>
  ) : null;

  return (
    <Box as="section">
      <ListPage
        header={<PageHeader title={props.title} actions={props.actions} />}
        searchValue={state.searchText}
        onSearchChange={state.setSearchText}
        searchLabel={props.searchLabel}
        {...(props.searchPlaceholder ? { searchPlaceholder: props.searchPlaceholder } : {})}
        {...(props.filters === undefined ? {} : { filters: props.filters })}
        {...(tabs.length > 0 && state.query.tab !== undefined
          ? {
              tabs: tabs.map((tab) => {
                const count = page?.tabCounts?.[tab.id];
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
        isEmpty={page !== undefined && page.items.length === 0}
        emptyState={
          <Stack space="medium">
            {total}
            <EmptyState title={props.emptyTitle} text={props.emptyText} />
          </Stack>
        }
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
            {total}
            <PlainTable
              aria-label={props.tableLabel}
              columns={columns}
              items={page.items}
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
        ) : (
          <Loader label={t.common.loading} />
        )}
      </ListPage>
    </Box>
  );
}

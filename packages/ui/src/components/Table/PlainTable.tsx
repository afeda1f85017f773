import {
  type AriaAttributes,
  memo,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button, type SortDescriptor } from 'react-aria-components';
import { EmptyState } from '../EmptyState/EmptyState';
import { Icon } from '../Icon/Icon';
import { defaultLoaderLabel } from '../Loader/Loader';
import { cx } from '../private/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import { useRecycledKeys } from './recycledKeys';
import { sortIcon } from './sortIcon';
import type { TableColumn } from './Table';
import {
  cell,
  column as columnClass,
  columnContent,
  empty,
  plainRowHeader,
  row,
  skeletonRow,
  sortButton,
  sortIndicator,
  table,
} from './Table.css';
import { skeletonKeysOf, TableFrame } from './TableFrame';
import type { TableDensity } from './tableVariants';

export interface PlainTableProps<T extends object>
  extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby' | 'aria-describedby'> {
  columns: readonly TableColumn<T>[];
  items: readonly T[];
  /** The row's key; defaults to the item's `id`. */
  getRowId?: (item: T) => string | number;
  /**
   * For a list whose cells hold no state of their own (text, `PlainLink`s): an item that comes
   * in takes over the row of one that went out, so a new page updates the rows in place instead
   * of rebuilding them. Leave it off when a cell keeps state (an open menu, a dialog), which
   * would pass to the next item.
   */
  recycleRows?: boolean;
  /** The sorted column and its direction; a column with `allowsSorting` sorts when pressed. */
  sortDescriptor?: SortDescriptor;
  /** A new column sorts ascending; the sorted one turns around. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shows `loadingRowCount` skeleton rows instead of the items and marks the table busy. */
  isLoading?: boolean;
  loadingRowCount?: number;
  /** Announced while loading; the spec's loader text by default. */
  loadingLabel?: string;
  /** Shown in place of the rows when there are none (and not loading). */
  renderEmptyState?: () => ReactNode;
  /** The scroll area's largest height (a CSS length such as '32rem'); the header sticks to it. */
  maxHeight?: string;
  density?: TableDensity;
  className?: string;
}

/** Both tables' default row key: the item's `id`. */
export function defaultRowId<T extends object>(item: T): string | number {
  if ('id' in item && (typeof item.id === 'string' || typeof item.id === 'number')) return item.id;
  throw new Error('Table: give every item an `id` or pass `getRowId`.');
}

interface PlainRowProps<T> {
  item: T;
  columns: readonly TableColumn<T>[];
  rowHeaderId: string | undefined;
  density: TableDensity;
}

/** One row; memoised, so a re-render of the list redraws only the rows whose item changed. */
const PlainRow = memo(function PlainRow<T>({
  item,
  columns,
  rowHeaderId,
  density,
}: PlainRowProps<T>) {
  return (
    <tr className={row}>
      {columns.map((c) => {
        const align = c.align ?? 'start';
        const className = cell({
          align,
          density,
          noWrap: c.noWrap ?? false,
        });
        const content = c.renderCell(item);
        return c.id === rowHeaderId ? (
          <th
            key={c.id}
            scope="row"
            className={cx(className, plainRowHeader)}
            data-align={align}
            data-role={c.role}
          >
            {content}
          </th>
        ) : (
          <td key={c.id} className={className} data-align={align} data-role={c.role}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: PlainRowProps<T>) => ReactNode;

interface PlainHeaderProps<T> {
  columns: readonly TableColumn<T>[];
  sortColumn: SortDescriptor['column'] | undefined;
  sortDirection: SortDescriptor['direction'] | undefined;
  density: TableDensity;
  onSortChange: (descriptor: SortDescriptor) => void;
}

/**
 * The header row; memoised on the columns and the sort, so a new page of rows leaves its sort
 * buttons alone: each is a react-aria Button with its press, hover and focus hooks, more work to
 * redraw than a row of text.
 */
const PlainHeader = memo(function PlainHeader<T>({
  columns,
  sortColumn,
  sortDirection,
  density,
  onSortChange,
}: PlainHeaderProps<T>) {
  return (
    <thead>
      <tr>
        {columns.map((c) => {
          const name = c.hideName ? <VisuallyHidden>{c.name}</VisuallyHidden> : c.name;
          const sortable = c.allowsSorting === true;
          const direction = sortColumn === c.id ? sortDirection : undefined;
          return (
            <th
              key={c.id}
              scope="col"
              className={columnClass({ align: c.align ?? 'start', density })}
              data-align={c.align ?? 'start'}
              data-role={c.role}
              {...(sortable
                ? {
                    'aria-sort': direction ?? 'none',
                    'data-allows-sorting': true,
                    ...(direction ? { 'data-sort-direction': direction } : {}),
                  }
                : {})}
            >
              {sortable ? (
                <Button
                  className={sortButton}
                  onPress={() =>
                    onSortChange({
                      column: c.id,
                      direction: direction === 'ascending' ? 'descending' : 'ascending',
                    })
                  }
                >
                  {name}
                  <span className={sortIndicator} aria-hidden="true" data-part="sort-indicator">
                    <Icon name={sortIcon[direction ?? 'none']} size="small" />
                  </span>
                </Button>
              ) : (
                <span className={columnContent}>{name}</span>
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}) as <T>(props: PlainHeaderProps<T>) => ReactNode;

/**
 * A read-only table: a native `<table>` (role `table`, the row header a `<th scope="row">`, the
 * first column unless one says `isRowHeader`), its links and buttons reached with Tab, rows
 * memoised; sortable columns (a button in the header, `aria-sort`, as the APG sortable table), a
 * sticky header, skeleton rows while `isLoading`, an empty state. The look and hooks of `Table`,
 * without its grid: no arrow-key model, selection, row actions or row links (use `Table` for any
 * of those). A module of its own, so a read-only list loads none of the grid's code (~30 KiB
 * gzip) and renders several times faster.
 *
 * Hooks: `[data-component="Table"]` (the scroll container, `[aria-busy]` while loading),
 * `[data-density]`, `[data-part="skeleton-row"]`; columns `[data-allows-sorting]`,
 * `[data-sort-direction]`, part `[data-part="sort-indicator"]`; cells `[data-align]`.
 */
export function PlainTable<T extends object>({
  columns,
  items,
  getRowId = defaultRowId,
  recycleRows = false,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  loadingRowCount = 5,
  loadingLabel = defaultLoaderLabel,
  renderEmptyState,
  maxHeight,
  density = 'standard',
  className,
  ...labels
}: PlainTableProps<T>) {
  const rowHeader = columns.find((c) => c.isRowHeader === true) ?? columns[0];
  const skeletonKeys = skeletonKeysOf(loadingRowCount);
  const ids = isLoading ? [] : items.map(getRowId);
  const recycled = useRecycledKeys(recycleRows ? ids : []);
  // The latest handler behind a stable callback: a screen's inline `onSortChange` is new on every
  // render and would otherwise redraw the memoised header with each page.
  const latestSortChange = useRef(onSortChange);
  useLayoutEffect(() => {
    latestSortChange.current = onSortChange;
  });
  const sortBy = useCallback(
    (descriptor: SortDescriptor) => latestSortChange.current?.(descriptor),
    [],
  );
  return (
    <TableFrame
      className={className}
      maxHeight={maxHeight}
      density={density}
      isLoading={isLoading}
      loadingLabel={loadingLabel}
    >
      <table {...labels} className={table}>
        <PlainHeader
          columns={columns}
          sortColumn={sortDescriptor?.column}
          sortDirection={sortDescriptor?.direction}
          density={density}
          onSortChange={sortBy}
        />
        <tbody>
          {isLoading ? (
            skeletonKeys.map((key) => (
              <tr key={key} className={cx(row, skeletonRow)} data-part="skeleton-row">
                {columns.map((c) => (
                  <td key={c.id} className={cell({ density })}>
                    {c === rowHeader ? <VisuallyHidden>{loadingLabel}</VisuallyHidden> : null}
                    <Skeleton width={(c.align ?? 'start') === 'end' ? 'half' : 'threeQuarters'} />
                  </td>
                ))}
              </tr>
            ))
          ) : items.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>
                <div className={empty}>
                  {renderEmptyState ? (
                    renderEmptyState()
                  ) : (
                    <EmptyState title="No results" headingLevel={3} />
                  )}
                </div>
              </td>
            </tr>
          ) : (
            items.map((item, index) => (
              <PlainRow
                key={recycleRows ? recycled[index] : ids[index]}
                item={item}
                columns={columns}
                rowHeaderId={rowHeader?.id}
                density={density}
              />
            ))
          )}
        </tbody>
      </table>
    </TableFrame>
  );
}

import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import {
  Table as AriaTable,
  type TableProps as AriaTableProps,
  Cell,
  Checkbox,
  Collection,
  Column,
  type Key,
  Row,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { EmptyState } from '../EmptyState/EmptyState';
import { Icon } from '../Icon/Icon';
import { defaultLoaderLabel } from '../Loader/Loader';
import { cx } from '../private/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import { defaultRowId, PlainTable, type PlainTableProps } from './PlainTable';
import { sortIcon } from './sortIcon';
import {
  cell,
  checkbox,
  checkboxBox,
  column as columnClass,
  columnContent,
  empty,
  indeterminateMark,
  row,
  selectionCell,
  skeletonRow,
  sortIndicator,
  table,
} from './Table.css';
import { skeletonKeysOf, TableFrame } from './TableFrame';
import type { TableColumnAlignment, TableColumnRole } from './tableVariants';

export interface TableColumn<T> {
  /** Unique per table; the `column` of a `sortDescriptor`. */
  id: string;
  /** The header text; also the column's accessible name. */
  name: string;
  /** Cells of row-header columns name their row for screen readers. Defaults to the first column. */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  align?: TableColumnAlignment;
  /** Keeps the name for assistive technology but hides it visually (an actions column). */
  hideName?: boolean;
  /** Keeps each cell on one line (a phone number, an amount): the column widens instead. */
  noWrap?: boolean;
  /**
   * What the column holds, so how its cells sit and break (see `tableColumnRoles`); `number`,
   * `money` and `actions` columns also say `align: 'end'`.
   */
  role?: TableColumnRole;
  renderCell: (item: T) => ReactNode;
}

type PassThrough =
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'sortDescriptor'
  | 'onSortChange'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disabledKeys'
  | 'onRowAction'
  | 'disallowEmptySelection';

export interface TableProps<T extends object>
  extends Pick<AriaTableProps, PassThrough>,
    Omit<
      PlainTableProps<T>,
      | 'getRowId'
      | 'aria-label'
      | 'aria-labelledby'
      | 'aria-describedby'
      | 'sortDescriptor'
      | 'onSortChange'
      | 'recycleRows'
    > {
  /** The row's key for selection and actions; defaults to the item's `id`. */
  getRowId?: (item: T) => Key;
  /** Makes the whole row a link (client-side through RAC's `RouterProvider`). */
  getRowHref?: (item: T) => string | undefined;
  /**
   * A read-only table, drawn by `PlainTable` (a native `<table>`, sortable; see there). With
   * selection, row actions or row links the interactive grid is drawn instead. A list that is always
   * read-only imports `PlainTable` itself, and so loads none of the grid's code.
   */
  plain?: boolean;
}

function SelectionCheckbox({ isDisabled = false }: { isDisabled?: boolean }) {
  return (
    <Checkbox slot="selection" className={checkbox} isDisabled={isDisabled}>
      {({ isSelected, isIndeterminate }) => (
        <span className={checkboxBox} data-part="checkbox">
          {isIndeterminate ? (
            <span className={indeterminateMark} />
          ) : isSelected ? (
            <Icon name="check" size="small" />
          ) : null}
        </span>
      )}
    </Checkbox>
  );
}

/**
 * A data table on RAC's `Table`: sortable headers (`aria-sort` on the sorted column), single or
 * multiple row selection (checkboxes for multiple), row actions (`onRowAction`) or row links
 * (`getRowHref`), a sticky header, skeleton rows while `isLoading`, and an empty state. Cells can
 * hold buttons and links; arrow keys move between rows and cells.
 *
 * Hooks: `[data-component="Table"]` (the scroll container, `[aria-busy]` while loading),
 * `[data-density]`; rows `[data-hovered]`, `[data-pressed]`, `[data-selected]`,
 * `[data-focus-visible]`, `[data-disabled]`, `[data-part="skeleton-row"]`; columns
 * `[data-allows-sorting]`, `[data-sort-direction]`, part `[data-part="sort-indicator"]` (an Icon:
 * `[data-icon="chevrons-up-down"]` unsorted, `"arrow-up"` ascending, `"arrow-down"` descending); cells `[data-align]`.
 */
export function Table<T extends object>({
  columns,
  items,
  getRowId = defaultRowId,
  getRowHref,
  isLoading = false,
  loadingRowCount = 5,
  loadingLabel = defaultLoaderLabel,
  renderEmptyState,
  maxHeight,
  density = 'standard',
  className,
  selectionMode = 'none',
  disabledKeys,
  plain = false,
  ...props
}: TableProps<T>) {
  const interactive =
    selectionMode !== 'none' || getRowHref !== undefined || props.onRowAction !== undefined;
  if (plain && !interactive) {
    return (
      <PlainTable
        columns={columns}
        items={items}
        getRowId={getRowId}
        isLoading={isLoading}
        loadingRowCount={loadingRowCount}
        loadingLabel={loadingLabel}
        maxHeight={maxHeight}
        density={density}
        {...(renderEmptyState ? { renderEmptyState } : {})}
        {...(className ? { className } : {})}
        {...(props['aria-label'] ? { 'aria-label': props['aria-label'] } : {})}
        {...(props['aria-labelledby'] ? { 'aria-labelledby': props['aria-labelledby'] } : {})}
        {...(props['aria-describedby'] ? { 'aria-describedby': props['aria-describedby'] } : {})}
        {...(props.sortDescriptor ? { sortDescriptor: props.sortDescriptor } : {})}
        {...(props.onSortChange ? { onSortChange: props.onSortChange } : {})}
      />
    );
  }
  const hasRowHeader = columns.some((c) => c.isRowHeader === true);
  const isRowHeader = (c: TableColumn<T>) => c.isRowHeader ?? (!hasRowHeader && c === columns[0]);
  const withCheckboxes = selectionMode === 'multiple';
  const skeletonKeys = skeletonKeysOf(loadingRowCount);

  return (
    <TableFrame
      className={className}
      maxHeight={maxHeight}
      density={density}
      isLoading={isLoading}
      loadingLabel={loadingLabel}
    >
      <AriaTable
        {...props}
        className={table}
        selectionMode={selectionMode}
        disabledKeys={isLoading ? skeletonKeys : disabledKeys}
      >
        <TableHeader>
          {withCheckboxes ? (
            <Column className={cx(columnClass({ density }), selectionCell)}>
              <SelectionCheckbox isDisabled={isLoading} />
            </Column>
          ) : null}
          <Collection items={columns}>
            {(c) => (
              <Column
                id={c.id}
                isRowHeader={isRowHeader(c)}
                allowsSorting={c.allowsSorting}
                textValue={c.name}
                className={columnClass({ align: c.align ?? 'start', density })}
                data-align={c.align ?? 'start'}
                data-role={c.role}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={columnContent}>
                    {c.hideName ? <VisuallyHidden>{c.name}</VisuallyHidden> : c.name}
                    {allowsSorting ? (
                      <span className={sortIndicator} aria-hidden="true" data-part="sort-indicator">
                        <Icon name={sortIcon[sortDirection ?? 'none']} size="small" />
                      </span>
                    ) : null}
                  </span>
                )}
              </Column>
            )}
          </Collection>
        </TableHeader>
        {isLoading ? (
          <TableBody>
            {skeletonKeys.map((key) => (
              <Row
                key={key}
                id={key}
                className={cx(row, skeletonRow)}
                data-part="skeleton-row"
                textValue={loadingLabel}
              >
                {withCheckboxes ? (
                  <Cell className={cx(cell({ density }), selectionCell)}>
                    <SelectionCheckbox isDisabled />
                  </Cell>
                ) : null}
                {columns.map((c) => (
                  <Cell key={c.id} className={cell({ density })}>
                    {/* A row header must have a name: the skeleton row's is the loading text. */}
                    {isRowHeader(c) ? <VisuallyHidden>{loadingLabel}</VisuallyHidden> : null}
                    <Skeleton width={(c.align ?? 'start') === 'end' ? 'half' : 'threeQuarters'} />
                  </Cell>
                ))}
              </Row>
            ))}
          </TableBody>
        ) : (
          <TableBody
            items={items}
            dependencies={[columns, density, withCheckboxes]}
            renderEmptyState={() => (
              <div className={empty}>
                {renderEmptyState ? (
                  renderEmptyState()
                ) : (
                  <EmptyState title="No results" headingLevel={3} />
                )}
              </div>
            )}
          >
            {(item) => (
              <Row
                id={getRowId(item)}
                href={getRowHref?.(item)}
                className={row}
                dependencies={[columns, density, withCheckboxes]}
              >
                {withCheckboxes ? (
                  <Cell className={cx(cell({ density }), selectionCell)}>
                    <SelectionCheckbox />
                  </Cell>
                ) : null}
                <Collection items={columns} dependencies={[item]}>
                  {(c) => (
                    <Cell
                      className={cell({
                        align: c.align ?? 'start',
                        density,
                        noWrap: c.noWrap ?? false,
                      })}
                      data-align={c.align ?? 'start'}
                      data-role={c.role}
                    >
                      {c.renderCell(item)}
                    </Cell>
                  )}
                </Collection>
              </Row>
            )}
          </TableBody>
        )}
      </AriaTable>
    </TableFrame>
  );
}

import type { ReactNode } from 'react';
import { Input } from 'react-aria-components';
import { fieldRoot, framedInput } from '../private/FieldChrome/FieldChrome.css';
import { TabNav, type TabNavItem } from '../TabNav/TabNav';
import { tabs as tabsLayout } from '../Tabs/Tabs.css';
import {
  body,
  filters as filtersClass,
  page,
  pager,
  search as searchClass,
  toolbar,
} from './ListPage.css';

/**
 * A tab of the list: a link to the same list with this tab in its address. The count comes from
 * the same response as the page (spec §2: tabs show a count).
 */
export type ListPageTab = TabNavItem;

export interface ListPageProps {
  /** A `PageHeader`. */
  header?: ReactNode;
  /** The search text; the app owns it (URL state), the field only reports typing. */
  searchValue?: string;
  onSearchChange?: (value: string) => void;
  /** The search field's accessible name ('Search guests'); required with a search field. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Filter controls (Selects, ComboBoxes) in the toolbar after the search field. */
  filters?: ReactNode;
  /**
   * Counted tabs above the table, as links (`TabNav`): the address holds the tab, so a tab
   * change is a navigation the app's list state reads back.
   */
  tabs?: readonly ListPageTab[];
  /** The `id` of the tab the address shows. */
  selectedTab?: string;
  /** The tabs' accessible name ('Guest status'). */
  tabsLabel?: string;
  /** The table. */
  children: ReactNode;
  /** A `Pagination`, under the table. */
  pagination?: ReactNode;
  /** Shown instead of the table and pager while `isEmpty`. */
  emptyState?: ReactNode;
  isEmpty?: boolean;
}

/**
 * A list screen's layout: header, a toolbar (search the app controls, filters), counted tabs,
 * then the table and the pager (or the empty state). The template only lays out: the app owns
 * every value and fetches one page with its tab counts.
 *
 * Hooks: `[data-component="ListPage"]`, parts `[data-part="toolbar"]`, `[data-part="search"]`,
 * `[data-part="filters"]`, `[data-part="body"]`, `[data-part="pager"]`, `[data-part="empty"]`;
 * the tabs' own hooks (see TabNav).
 */
export function ListPage({
  header,
  searchValue,
  onSearchChange,
  searchLabel,
  searchPlaceholder,
  filters,
  tabs,
  selectedTab,
  tabsLabel = '',
  children,
  pagination,
  emptyState,
  isEmpty = false,
}: ListPageProps) {
  const hasSearch = onSearchChange !== undefined;
  const content =
    isEmpty && emptyState !== undefined ? (
      <div data-part="empty">{emptyState}</div>
    ) : (
      <>
        <div className={body} data-part="body">
          {children}
        </div>
        {pagination === undefined ? null : (
          <div className={pager} data-part="pager">
            {pagination}
          </div>
        )}
      </>
    );

  return (
    <div className={page} data-component="ListPage">
      {header}
      {hasSearch || filters !== undefined ? (
        <div className={toolbar} data-part="toolbar">
          {hasSearch ? (
            // role="search" on a div: the <search> element's implicit role is not yet known to
            // every screen reader (nor to Testing Library).
            // biome-ignore lint/a11y/useSemanticElements: see above
            <div role="search" className={searchClass} data-part="search">
              {/* RAC's Input on its own, framed as every text field: a search box has no
                  label, help or validation, so RAC's TextField (its validation state, error
                  slot and text-area context) only added weight to every list. */}
              <div className={fieldRoot}>
                <Input
                  type="search"
                  aria-label={searchLabel}
                  placeholder={searchPlaceholder}
                  value={searchValue ?? ''}
                  onChange={(event) => onSearchChange(event.target.value)}
                  className={framedInput}
                  data-part="input"
                />
              </div>
            </div>
          ) : null}
          {filters === undefined ? null : (
            <div className={filtersClass} data-part="filters">
              {filters}
            </div>
          )}
        </div>
      ) : null}
      {tabs === undefined || tabs.length === 0 ? (
        content
      ) : (
        <div className={tabsLayout}>
          <TabNav
            items={tabs}
            {...(selectedTab === undefined ? {} : { currentId: selectedTab })}
            aria-label={tabsLabel}
          />
          {content}
        </div>
      )}
    </div>
  );
}

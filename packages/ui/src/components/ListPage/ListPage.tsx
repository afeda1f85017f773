import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs';
import { TextField } from '../TextField/TextField';
import {
  body,
  filters as filtersClass,
  page,
  pager,
  search as searchClass,
  toolbar,
} from './ListPage.css';

export interface ListPageTab {
  id: string;
  label: string;
  /** The tab's count, from the same response as the page (spec §2: tabs show a count). */
  count?: number;
}

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
  /** Counted tabs above the table; controlled through `selectedTab` / `onTabChange`. */
  tabs?: readonly ListPageTab[];
  selectedTab?: string;
  onTabChange?: (id: string) => void;
  /** The tab list's accessible name ('Guest status'). */
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
 * the tabs' own hooks (see Tabs).
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
  onTabChange,
  tabsLabel,
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
              <TextField
                type="search"
                aria-label={searchLabel}
                placeholder={searchPlaceholder}
                value={searchValue ?? ''}
                onChange={onSearchChange}
              />
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
        <Tabs
          selectedKey={selectedTab}
          onSelectionChange={(key: Key) => onTabChange?.(String(key))}
        >
          <TabList aria-label={tabsLabel} items={tabs}>
            {(tab) => (
              <Tab id={tab.id} count={tab.count}>
                {tab.label}
              </Tab>
            )}
          </TabList>
          {/* A panel per tab, as RAC pairs them; only the selected one renders its content, and
              the app fetched only that tab's page. */}
          {tabs.map((tab) => (
            <TabPanel key={tab.id} id={tab.id} className={page}>
              {content}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </div>
  );
}

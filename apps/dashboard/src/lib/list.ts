import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** How long typing pauses before the search applies (spec: search as you type). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListConfig<Tab extends string, Sort extends string, Filter extends string> {
  readonly tabs?: readonly Tab[];
  /** The tab shown when the address names none (first tab by default). */
  readonly defaultTab?: Tab;
  /** The sort keys the server accepts; '-key' sorts descending. */
  readonly sorts?: readonly Sort[];
  /** Named filters, each one query-string value (e.g. companyId). */
  readonly filters?: readonly Filter[];
}

export type SortValue<Sort extends string> = Sort | `-${Sort}`;

/** A list's state as the API takes it: the key of its one request. */
export interface ListQuery<Tab extends string = string, Sort extends string = string> {
  readonly page: number;
  readonly search: string;
  readonly tab: Tab | undefined;
  readonly sort: SortValue<Sort> | undefined;
  readonly filters: Readonly<Record<string, string>>;
}

export interface ListState<Tab extends string, Sort extends string, Filter extends string> {
  readonly query: ListQuery<Tab, Sort>;
  /** What the search field shows (applied to the query after a pause in typing). */
  readonly searchText: string;
  setSearchText: (text: string) => void;
  setPage: (page: number) => void;
  /**
   * The address of this list on another tab (page 1, everything else kept): tabs are links, so
   * a tab opens in a new browser tab and Back returns to the previous one.
   */
  tabHref: (tab: Tab) => string;
  setSort: (sort: SortValue<Sort> | undefined) => void;
  setFilter: (name: Filter, value: string | undefined) => void;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function readSort<Sort extends string>(
  value: string | null,
  sorts: readonly Sort[],
): SortValue<Sort> | undefined {
  if (value === null) return undefined;
  const key = value.startsWith('-') ? value.slice(1) : value;
  const known = sorts.find((sort) => sort === key);
  if (known === undefined) return undefined;
  return value.startsWith('-') ? `-${known}` : known;
}

function readFilters(params: URLSearchParams, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value) values[name] = value;
  }
  return values;
}

/**
 * A list's query as its address holds it. useListState reads the address with it, and so do
 * route loaders that start the list's request while its screen loads: both must
 * produce the same key.
 */
export function readListQuery<Tab extends string, Sort extends string, Filter extends string>(
  params: URLSearchParams,
  config: ListConfig<Tab, Sort, Filter> = {},
): ListQuery<Tab, Sort> {
  const tabs = config.tabs ?? [];
  const tabParam = params.get('tab');
  return {
    page: readPage(params.get('page')),
    search: params.get('search') ?? '',
    tab: tabs.find((candidate) => candidate === tabParam) ?? config.defaultTab ?? tabs[0],
    sort: readSort(params.get('sort'), config.sorts ?? []),
    filters: readFilters(params, config.filters ?? []),
  };
}

/**
 * Page, search, tab, sort and filters of a list, kept in the address bar so a list can be
 * linked and Back restores it. The search applies as the user types, after a short pause; the
 * request key changes with it, and SWR shows only the answer to the current key (an older,
 * slower answer never replaces a newer one). Changing search, tab, sort or a filter goes back
 * to page 1.
 */
export function useListState<
  Tab extends string = never,
  Sort extends string = never,
  Filter extends string = never,
>(config: ListConfig<Tab, Sort, Filter> = {}): ListState<Tab, Sort, Filter> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const tabs = config.tabs ?? [];
  const defaultTab = config.defaultTab ?? tabs[0];
  const { page, search, tab, sort } = readListQuery(params, config);
  const filterNames = config.filters ?? [];
  const filterKey = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey is the filters' identity
  const filters = useMemo(() => readFilters(params, filterNames), [filterKey]);

  // The address asked for and not yet reached. A navigation finishes after the route's loader,
  // so `params` can still be the old address when the next change comes (the search debounce
  // firing just after a filter was picked): building on `params` would drop the filter.
  const intended = useRef<URLSearchParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params arriving is the signal
  useEffect(() => {
    intended.current = null;
  }, [params]);
  const update = useCallback(
    (change: Record<string, string | undefined>, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(intended.current ?? params);
      for (const [name, value] of Object.entries(change)) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, value);
      }
      intended.current = next;
      setParams(next, options.replace ? { replace: true } : {});
    },
    [params, setParams],
  );

  const [searchText, setSearchText] = useState(search);
  // The address changed under us (Back, a link): the field shows what the list applies.
  useEffect(() => setSearchText(search), [search]);
  useEffect(() => {
    const text = searchText.trim();
    if (text === search) return;
    const timer = setTimeout(() => {
      // Typing replaces the entry: Back leaves the list, not each keystroke.
      update({ search: text, page: undefined }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, update]);

  return {
    query: { page, search, tab, sort, filters },
    searchText,
    setSearchText,
    setPage: (next) => update({ page: next > 1 ? String(next) : undefined }),
    tabHref: (next) => {
      const target = new URLSearchParams(params);
      if (next === defaultTab) target.delete('tab');
      else target.set('tab', next);
      target.delete('page');
      const search = target.toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    setSort: (next) => update({ sort: next, page: undefined }),
    setFilter: (name, value) => update({ [name]: value, page: undefined }),
  };
}

/** The API address of a list view: `base?page=&search=&tab=&sort=&<filters>`. */
export function listUrl(base: string, query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.search) params.set('search', query.search);
  if (query.tab) params.set('tab', query.tab);
  if (query.sort) params.set('sort', query.sort);
  for (const [name, value] of Object.entries(query.filters)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

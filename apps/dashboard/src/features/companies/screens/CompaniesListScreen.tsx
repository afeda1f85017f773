import { Box, EmptyState, Heading, Inline, Link, Loader, Stack, TextField } from '@staydesk/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PaginationBar } from '../../../components/PaginationBar';
import { href } from '../../../config/paths';
import { format, useT } from '../../../i18n';
import { useCompanies } from '../api/companies';
import type { CompanyScope } from '../api/keys';
import { CompaniesTable } from '../components/CompaniesTable';
import { COMPANY_SCOPES, ScopeTabs } from '../components/ScopeTabs';

function readScope(value: string | null): CompanyScope {
  return COMPANY_SCOPES.find((scope) => scope === value) ?? 'all';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The page-1 totals of each tab for the current search, so every tab shows its count. */
function useScopeCounts(search: string, enabled: boolean) {
  const all = useCompanies(enabled ? { page: 1, search, scope: 'all' } : null);
  const top = useCompanies(enabled ? { page: 1, search, scope: 'top' } : null);
  const sub = useCompanies(enabled ? { page: 1, search, scope: 'sub' } : null);
  return { all: all.data?.total, top: top.data?.total, sub: sub.data?.total };
}

/**
 * companies/list (tabs: all, companies, subcompanies) and subcompanies/list (`fixedScope`):
 * server-paged, 29 a page, searchable.
 */
export function CompaniesListScreen({ fixedScope }: { fixedScope?: CompanyScope }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const scope = fixedScope ?? readScope(params.get('tab'));
  const query = { page: readPage(params.get('page')), search: params.get('search') ?? '', scope };
  const list = useCompanies(query);
  const counts = useScopeCounts(query.search, fixedScope === undefined);
  const [searchText, setSearchText] = useState(query.search);

  const update = (next: { page?: number; search?: string; scope?: CompanyScope }) => {
    const merged = new URLSearchParams();
    const search = next.search ?? query.search;
    const nextScope = next.scope ?? scope;
    if (search) merged.set('search', search);
    if (!fixedScope && nextScope !== 'all') merged.set('tab', nextScope);
    if ((next.page ?? 1) > 1) merged.set('page', String(next.page));
    setParams(merged);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim() });
  };

  const listBody = list.data ? (
    <Stack space="medium" aria-label={t.companies.tabs[scope]}>
      <Box role="status">{format(t.companies.total, { count: list.data.total })}</Box>
      {list.data.companies.length === 0 ? (
        <EmptyState title={t.companies.emptyTitle} text={t.companies.emptyText} />
      ) : (
        <CompaniesTable companies={list.data.companies} />
      )}
      <PaginationBar
        page={list.data.page}
        pageCount={list.data.pageCount}
        onChange={(page) => update({ page })}
      />
    </Stack>
  ) : (
    <Loader label={t.common.loading} />
  );

  return (
    <Box as="section" padding="large">
      <Stack space="large">
        <Inline space="medium" align="space-between" alignY="center">
          <Heading level={1}>
            {fixedScope === 'sub' ? t.companies.subcompaniesTitle : t.companies.title}
          </Heading>
          <Link href={href('companyCreate')}>{t.companies.createCompany}</Link>
        </Inline>
        <form onSubmit={onSearch}>
          <TextField
            type="search"
            label={t.companies.searchLabel}
            placeholder={t.companies.searchPlaceholder}
            value={searchText}
            onChange={setSearchText}
          />
        </form>
        {fixedScope ? (
          listBody
        ) : (
          <ScopeTabs current={scope} counts={counts} onChange={(next) => update({ scope: next })}>
            {listBody}
          </ScopeTabs>
        )}
      </Stack>
    </Box>
  );
}

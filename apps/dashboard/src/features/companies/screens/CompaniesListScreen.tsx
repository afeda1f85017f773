import { Box, EmptyState, Heading, Inline, Link, Loader, Stack, TextField } from '@staydesk/ui';
import { PaginationBar } from '../../../components/PaginationBar';
import { href } from '../../../config/paths';
import { useFormat, useT } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { useCompanies } from '../api/companies';
import type { CompanyScope } from '../api/keys';
import { CompaniesTable } from '../components/CompaniesTable';
import { COMPANY_SCOPES, ScopeTabs } from '../components/ScopeTabs';

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
  const f = useFormat();
  const state = useListState({ tabs: fixedScope ? [] : COMPANY_SCOPES });
  const scope = fixedScope ?? state.query.tab ?? 'all';
  const query = { page: state.query.page, search: state.query.search, scope };
  const list = useCompanies(query);
  const counts = useScopeCounts(query.search, fixedScope === undefined);

  const listBody = list.data ? (
    <Stack space="medium" aria-label={t.companies.tabs[scope]}>
      <Box role="status">{f.message(t.companies.total, { count: list.data.total })}</Box>
      {list.data.companies.length === 0 ? (
        <EmptyState title={t.companies.emptyTitle} text={t.companies.emptyText} />
      ) : (
        <CompaniesTable companies={list.data.companies} />
      )}
      <PaginationBar
        page={list.data.page}
        pageCount={list.data.pageCount}
        onChange={state.setPage}
      />
    </Stack>
  ) : (
    <Loader label={t.common.loading} />
  );

  return (
    <Box as="section">
      <Stack space="large">
        <Inline space="medium" align="space-between" alignY="center">
          <Heading level={1}>
            {fixedScope === 'sub' ? t.companies.subcompaniesTitle : t.companies.title}
          </Heading>
          <Link href={href('companyCreate')}>{t.companies.createCompany}</Link>
        </Inline>
        <TextField
          type="search"
          label={t.companies.searchLabel}
          placeholder={t.companies.searchPlaceholder}
          value={state.searchText}
          onChange={state.setSearchText}
        />
        {fixedScope ? (
          listBody
        ) : (
          <ScopeTabs current={scope} counts={counts} onChange={state.setTab}>
            {listBody}
          </ScopeTabs>
        )}
      </Stack>
    </Box>
  );
}

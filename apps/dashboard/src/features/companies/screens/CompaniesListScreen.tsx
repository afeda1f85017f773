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
import { CreateLink } from '../../../components/CreateLink';
import { PaginationBar } from '../../../components/PaginationBar';
import { href } from '../../../config/paths';
import { useFormat } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { useCompanies } from '../api/companies';
import {
  COMPANY_SCOPES,
  type CompanyScope,
  companiesListConfig,
  companiesQueryOf,
} from '../api/keys';
import { CompaniesTable } from '../components/CompaniesTable';
import { useCompaniesTexts } from '../messages';

/**
 * companies/list (tabs: all, companies, subcompanies) and subcompanies/list (`fixedScope`):
 * server-paged, 29 a page, searchable.
 */
export function CompaniesListScreen({ fixedScope }: { fixedScope?: CompanyScope }) {
  const t = useCompaniesTexts();
  const f = useFormat();
  const state = useListState(companiesListConfig(fixedScope));
  const query = companiesQueryOf(state.query, fixedScope);
  const withoutBilling = query.billing === 'none';
  const list = useCompanies(query);
  // The page and the count of every tab come in one answer (tabCounts).
  const counts: Partial<Record<CompanyScope, number>> = list.data?.tabCounts ?? {};

  const total = list.data ? (
    <Box role="status">
      <Text tone="secondary">{f.message(t.companies.total, { count: list.data.total })}</Text>
    </Box>
  ) : null;

  return (
    <Box as="section">
      <ListPage
        header={
          <PageHeader
            title={fixedScope === 'sub' ? t.companies.subcompaniesTitle : t.companies.title}
            actions={<CreateLink href={href('companyCreate')} label={t.companies.createCompany} />}
          />
        }
        searchValue={state.searchText}
        onSearchChange={state.setSearchText}
        searchLabel={t.companies.searchLabel}
        searchPlaceholder={t.companies.searchPlaceholder}
        filters={
          withoutBilling ? (
            <Inline space="small" alignY="center">
              <Text>{t.companies.withoutBillingFilter}</Text>
              <Button variant="secondary" onPress={() => state.setFilter('billing', undefined)}>
                {t.companies.clearFilter}
              </Button>
            </Inline>
          ) : undefined
        }
        {...(fixedScope
          ? {}
          : {
              tabs: COMPANY_SCOPES.map((id) => {
                const count = counts[id];
                return {
                  id,
                  label: t.companies.tabs[id],
                  href: state.tabHref(id),
                  ...(count === undefined ? {} : { count }),
                };
              }),
              selectedTab: query.scope,
              tabsLabel: t.companies.tabsLabel,
            })}
        isEmpty={list.data !== undefined && list.data.companies.length === 0}
        emptyState={
          <Stack space="medium">
            {total}
            <EmptyState title={t.companies.emptyTitle} text={t.companies.emptyText} />
          </Stack>
        }
        {...(list.data
          ? {
              pagination: (
                <PaginationBar
                  page={list.data.page}
                  pageCount={list.data.pageCount}
                  onChange={state.setPage}
                />
              ),
            }
          : {})}
      >
        {list.data ? (
          <Stack space="small" aria-label={t.companies.tabs[query.scope]}>
            {total}
            <CompaniesTable companies={list.data.companies} />
          </Stack>
        ) : (
          <Loader label={t.common.loading} />
        )}
      </ListPage>
    </Box>
  );
}

import { Box, Link, Loader, Stack, TextField } from '@staydesk/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PaginationBar } from '../../../components/PaginationBar';
import { paths } from '../../../config/paths';
import { format, useT } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useBillingCompanies } from '../api/companies';

/** billing-companies/list: the legal entities invoices go to, server-paged and searchable. */
export function BillingCompaniesScreen() {
  const t = useT();
  const b = t.companies.billing;
  const { companies } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const pageNumber = Number(params.get('page'));
  const query = {
    page: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    search: params.get('search') ?? '',
  };
  const list = useBillingCompanies(query);
  const [searchText, setSearchText] = useState(query.search);
  const update = (next: { page?: number; search?: string }) => {
    const merged = new URLSearchParams();
    const search = next.search ?? query.search;
    if (search) merged.set('search', search);
    if ((next.page ?? 1) > 1) merged.set('page', String(next.page));
    setParams(merged);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim() });
  };
  return (
    <Box as="section" padding="large">
      <Stack space="large">
        <h1>{t.companies.billingTitle}</h1>
        <form onSubmit={onSearch}>
          <TextField
            type="search"
            label={b.searchLabel}
            placeholder={b.searchPlaceholder}
            value={searchText}
            onChange={setSearchText}
          />
        </form>
        {!list.data ? <Loader label={t.common.loading} /> : null}
        {list.data ? (
          <Stack space="medium">
            <Box role="status">{format(b.total, { count: list.data.total })}</Box>
            {list.data.billingCompanies.length === 0 ? <p>{b.empty}</p> : null}
            {list.data.billingCompanies.length > 0 ? (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{b.columns.legalName}</th>
                    <th scope="col">{b.columns.company}</th>
                    <th scope="col">{b.columns.vatNumber}</th>
                    <th scope="col">{b.columns.paymentTerms}</th>
                    <th scope="col">{b.columns.purchaseOrder}</th>
                    <th scope="col">{b.columns.grouping}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.billingCompanies.map((billing) => (
                    <tr key={billing.id}>
                      <td>{billing.legalName}</td>
                      <td>
                        <Link href={paths.dashboard.companies.detail.href(billing.companyId)}>
                          {companies.find((company) => company.id === billing.companyId)?.name ??
                            billing.companyId.slice(0, 8)}
                        </Link>
                      </td>
                      <td>{billing.vatNumber}</td>
                      <td>{format(b.days, { count: billing.paymentTermsDays })}</td>
                      <td>{billing.purchaseOrderRequired ? b.required : b.notRequired}</td>
                      <td>{b.groupings[billing.invoiceGrouping]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            <PaginationBar
              page={list.data.page}
              pageCount={list.data.pageCount}
              onChange={(page) => update({ page })}
            />
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}

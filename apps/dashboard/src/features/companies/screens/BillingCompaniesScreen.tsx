import type { BillingCompany } from '@staydesk/domain';
import {
  Box,
  Heading,
  Link,
  Loader,
  Stack,
  Table,
  type TableColumn,
  Text,
  TextField,
} from '@staydesk/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PaginationBar } from '../../../components/PaginationBar';
import { href } from '../../../config/paths';
import { format, useT } from '../../../i18n';
import { useBillingCompanies, useCompany } from '../api/companies';

/**
 * A billing company's company, by its own record (cached per id): every company is named, not
 * only those of the first page of companies loaded at start-up.
 */
function CompanyName({ id }: { id: string }) {
  const t = useT();
  const { data } = useCompany(id);
  return data ? data.name : t.common.loading;
}

/** billing-companies/list: the legal entities invoices go to, server-paged and searchable. */
export function BillingCompaniesScreen() {
  const t = useT();
  const b = t.companies.billing;
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
  const billingColumns: TableColumn<BillingCompany>[] = [
    {
      id: 'legalName',
      name: b.columns.legalName,
      isRowHeader: true,
      renderCell: (billing) => billing.legalName,
    },
    {
      id: 'company',
      name: b.columns.company,
      renderCell: (billing) => (
        <Link href={href('companyDetail', { companyId: billing.companyId })}>
          <CompanyName id={billing.companyId} />
        </Link>
      ),
    },
    { id: 'vatNumber', name: b.columns.vatNumber, renderCell: (billing) => billing.vatNumber },
    {
      id: 'paymentTerms',
      name: b.columns.paymentTerms,
      renderCell: (billing) => format(b.days, { count: billing.paymentTermsDays }),
    },
    {
      id: 'purchaseOrder',
      name: b.columns.purchaseOrder,
      renderCell: (billing) => (billing.purchaseOrderRequired ? b.required : b.notRequired),
    },
    {
      id: 'grouping',
      name: b.columns.grouping,
      renderCell: (billing) => b.groupings[billing.invoiceGrouping],
    },
  ];
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim() });
  };
  return (
    <Box as="section" padding="large">
      <Stack space="large">
        <Heading level={1}>{t.companies.billingTitle}</Heading>
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
            {list.data.billingCompanies.length === 0 ? <Text>{b.empty}</Text> : null}
            {list.data.billingCompanies.length > 0 ? (
              <Table
                aria-label={t.companies.billingTitle}
                columns={billingColumns}
                items={list.data.billingCompanies}
              />
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

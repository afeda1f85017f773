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
import { PaginationBar } from '../../../components/PaginationBar';
import { href } from '../../../config/paths';
import { format, useT } from '../../../i18n';
import { useListState } from '../../../lib/list';
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
  const state = useListState();
  const list = useBillingCompanies({ page: state.query.page, search: state.query.search });
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
  return (
    <Box as="section">
      <Stack space="large">
        <Heading level={1}>{t.companies.billingTitle}</Heading>
        <TextField
          type="search"
          label={b.searchLabel}
          placeholder={b.searchPlaceholder}
          value={state.searchText}
          onChange={state.setSearchText}
        />
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
              onChange={state.setPage}
            />
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}

import type { BillingCompany } from '@staydesk/domain';
import {
  Badge,
  Box,
  ListPage,
  Loader,
  PageHeader,
  PlainLink,
  PlainTable,
  Stack,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { ListFailure } from '../../../components/ListFailure';
import { PaginationBar } from '../../../components/PaginationBar';
import { href } from '../../../config/paths';
import { format, useT } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { usePhoneColumns } from '../../../lib/media';
import { useBillingCompanies } from '../api/billing-companies';
import { useCompany } from '../api/companies';
import { useBillingCompaniesTexts } from '../billing-messages';
import { BillingActions, NewBillingCompany } from '../components/BillingActions';

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
  const t = useBillingCompaniesTexts();
  const b = t.billingCompanies;
  const state = useListState();
  const list = useBillingCompanies({ page: state.query.page, search: state.query.search });
  const failed = Boolean(list.error) && !list.isValidating;
  const billingColumns: TableColumn<BillingCompany>[] = [
    {
      id: 'legalName',
      role: 'name',
      name: b.columns.legalName,
      isRowHeader: true,
      renderCell: (billing) => billing.legalName,
    },
    {
      id: 'company',
      role: 'name',
      name: b.columns.company,
      renderCell: (billing) => (
        <PlainLink href={href('companyDetail', { companyId: billing.companyId })}>
          <CompanyName id={billing.companyId} />
        </PlainLink>
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
    {
      id: 'status',
      role: 'status',
      name: b.columnsMore.status,
      renderCell: (billing) =>
        billing.active ? (
          <Badge tone="positive">{b.statusActive}</Badge>
        ) : (
          <Badge tone="neutral">{b.statusInactive}</Badge>
        ),
    },
    {
      id: 'actions',
      role: 'actions',
      name: b.columnsMore.actions,
      renderCell: (billing) => <BillingActions billing={billing} />,
    },
  ];
  const columns = usePhoneColumns(billingColumns, ['legalName', 'status', 'actions']);
  const total = list.data ? (
    <Box role="status">
      <Text tone="secondary">{format(b.total, { count: list.data.total })}</Text>
    </Box>
  ) : null;
  return (
    <Box as="section">
      <ListPage
        header={
          <PageHeader
            title={t.billingCompanies.title}
            actions={<NewBillingCompany company={null} label={b.create} isPrimary />}
          />
        }
        searchValue={state.searchText}
        onSearchChange={state.setSearchText}
        searchLabel={b.searchLabel}
        searchPlaceholder={b.searchPlaceholder}
        isEmpty={!failed && list.data !== undefined && list.data.items.length === 0}
        emptyState={
          <Stack space="medium">
            {total}
            <Text>{b.empty}</Text>
          </Stack>
        }
        {...(list.data && !failed
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
        {failed ? (
          <ListFailure request={list} />
        ) : list.data ? (
          <Stack space="small">
            {total}
            <PlainTable
              aria-label={t.billingCompanies.title}
              columns={columns}
              items={list.data.items}
              recycleRows
            />
          </Stack>
        ) : (
          <Loader label={t.common.loading} />
        )}
      </ListPage>
    </Box>
  );
}

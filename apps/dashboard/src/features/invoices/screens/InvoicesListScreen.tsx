import { CreateLink } from '../../../components/CreateLink';
import { ListView } from '../../../components/ListView';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { useInvoiceList } from '../api/invoices';
import { invoicesListConfig } from '../api/keys';
import { InvoiceFilters } from '../components/InvoiceFilters';
import { useInvoiceColumns } from '../components/InvoicesTable';
import { invoicesMessages } from '../messages';

/**
 * invoices/list: Create invoice; the status tabs, each with the server's count for the same search (all, draft,
 * issued, part paid, overdue, paid, credited, void, deleted drafts); search as you type by
 * number, company, billing company or purchase order; the client company as a filter; server sort
 * and paging.
 */
export function InvoicesListScreen() {
  const m = useMessages(invoicesMessages);
  const f = useFormat();
  const state = useListState(invoicesListConfig);
  const tab = state.query.tab === 'all' ? undefined : state.query.tab;
  const list = useInvoiceList({ ...state.query, tab });
  const columns = useInvoiceColumns();

  return (
    <ListView
      title={m.title}
      actions={<CreateLink href={href('invoiceCreate')} label={m.createInvoice} />}
      state={state}
      tabs={invoicesListConfig.tabs.map((value) => ({ id: value, label: m.tabs[value] }))}
      tabsLabel={m.tabsLabel}
      searchLabel={m.searchLabel}
      searchPlaceholder={m.searchPlaceholder}
      filters={<InvoiceFilters companyId={state.query.filters.companyId} />}
      page={list.data}
      request={list}
      totalText={(count) => f.message(m.total, { count })}
      tableLabel={m.title}
      sorts={invoicesListConfig.sorts}
      phoneColumns={['number', 'balance']}
      columns={columns}
      emptyTitle={m.emptyTitle}
      emptyText={m.emptyText}
    />
  );
}

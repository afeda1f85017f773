import { CLIENT_SORTS, CLIENT_TABS } from '@staydesk/domain';
import { CreateLink } from '../../../components/CreateLink';
import { ListView } from '../../../components/ListView';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { useClients } from '../api/clients';
import { CLIENTS_BASE, clientsListConfig } from '../api/list-key';
import { useClientColumns } from '../components/ClientsTable';
import { clientsMessages } from '../messages';

/** clients/list: search as you type, Active/Deleted tabs with counts, sortable, 29 a page. */
export function ClientsListScreen() {
  const m = useMessages(clientsMessages);
  const f = useFormat();
  const state = useListState(clientsListConfig);
  const list = useClients(state.query);
  const columns = useClientColumns(clientsMessages);
  return (
    <ListView
      exportPath={CLIENTS_BASE}
      title={m.title}
      actions={<CreateLink href={href('clientCreate')} label={m.createGuest} />}
      state={state}
      tabs={CLIENT_TABS.map((tab) => ({ id: tab, label: m.tabs[tab] }))}
      tabsLabel={m.tabsLabel}
      searchLabel={m.searchLabel}
      searchPlaceholder={m.searchPlaceholder}
      page={list.data}
      request={list}
      totalText={(count) => f.message(m.total, { count })}
      tableLabel={m.title}
      sorts={CLIENT_SORTS}
      phoneColumns={['name', 'phone']}
      columns={columns}
      recycleRows
      emptyTitle={m.emptyTitle}
      emptyText={m.emptyText}
    />
  );
}

import { AGENT_SORTS, AGENT_TABS } from '@staydesk/domain';
import { CreateLink } from '../../../components/CreateLink';
import { ListView } from '../../../components/ListView';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { useAgents } from '../api/agents';
import { AGENTS_BASE, agentsListConfig } from '../api/list-key';
import { useAgentColumns } from '../components/AgentsTable';
import { agentsMessages } from '../messages';

/** agents/list: search as you type, Active/Inactive/Deleted tabs with counts, 29 a page. */
export function AgentsListScreen() {
  const m = useMessages(agentsMessages);
  const f = useFormat();
  const state = useListState(agentsListConfig);
  const list = useAgents(state.query);
  const columns = useAgentColumns();
  return (
    <ListView
      exportPath={AGENTS_BASE}
      title={m.title}
      actions={<CreateLink href={href('agentCreate')} label={m.createAgent} />}
      state={state}
      tabs={AGENT_TABS.map((tab) => ({ id: tab, label: m.tabs[tab] }))}
      tabsLabel={m.tabsLabel}
      searchLabel={m.searchLabel}
      searchPlaceholder={m.searchPlaceholder}
      page={list.data}
      request={list}
      totalText={(count) => f.message(m.total, { count })}
      tableLabel={m.title}
      sorts={AGENT_SORTS}
      phoneColumns={['name', 'commissionPercent']}
      columns={columns}
      recycleRows
      emptyTitle={m.emptyTitle}
      emptyText={m.emptyText}
    />
  );
}

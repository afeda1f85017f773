import type { AgentSort, AgentView } from '@staydesk/domain';
import { PlainLink, type TableColumn } from '@staydesk/ui';
import { useMemo } from 'react';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { agentsMessages } from '../messages';

type Messages = Widen<(typeof agentsMessages)['en']>;

/** The agents table's columns; name, commission and updated sort on the server. */
function agentColumns(m: Messages, f: Formatters): TableColumn<AgentView>[] {
  return [
    {
      id: 'name' satisfies AgentSort,
      role: 'name',
      name: m.columns.name,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (agent) => (
        <PlainLink href={href('agentDetail', { agentId: agent.id })}>{agent.name}</PlainLink>
      ),
    },
    {
      id: 'agency',
      role: 'name',
      name: m.columns.agency,
      renderCell: (agent) => agent.agencyCompanyName ?? agent.agencyName,
    },
    {
      id: 'contact',
      name: m.columns.contact,
      renderCell: (agent) => [agent.contact.name, agent.contact.email].filter(Boolean).join(' · '),
    },
    {
      id: 'commissionPercent' satisfies AgentSort,
      role: 'number',
      name: m.columns.commissionPercent,
      allowsSorting: true,
      align: 'end',
      renderCell: (agent) => f.percent(Number(agent.commissionPercent)),
    },
    {
      id: 'updatedAt' satisfies AgentSort,
      role: 'date',
      name: m.columns.updatedAt,
      allowsSorting: true,
      renderCell: (agent) => f.relative(agent.updatedAt),
    },
  ];
}

/** Memoised: the table's rows are, and a new columns array would redraw all 29 each render. */
export function useAgentColumns() {
  const m = useMessages(agentsMessages);
  const f = useFormat();
  return useMemo(() => agentColumns(m, f), [m, f]);
}

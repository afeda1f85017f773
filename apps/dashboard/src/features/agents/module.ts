import { defineModule } from '../../lib/module';
import { agentsListKeyAt } from './api/list-key';
import { agentsNavMessages } from './nav-messages';

const load = () => import('./routes');
const loadList = () => import('./list-routes');

/** Agents (spec §2: agents/list, agents/create; the record page agents/list/:agentId). */
export const agentsModule = defineModule({
  id: 'agents',
  messages: agentsNavMessages,
  sections: [{ path: 'agents', crumb: (m) => m.nav.section }],
  routes: [
    {
      screen: 'agentsList',
      permission: 'AGENTS',
      load: () => loadList().then((m) => m.AgentsListRoute),
      prefetch: ({ search }) => [agentsListKeyAt(search)],
      crumb: (m) => m.nav.list,
    },
    {
      screen: 'agentCreate',
      permission: 'AGENTS',
      load: () => load().then((m) => m.AgentCreateRoute),
      crumb: (m) => m.nav.create,
    },
    {
      screen: 'agentDetail',
      permission: 'AGENTS',
      load: () => load().then((m) => m.AgentDetailRoute),
      crumb: { record: 'agentId' },
    },
  ],
  nav: {
    agents: (m) => m.nav.section,
    'agents-create': (m) => m.nav.create,
    'agents-list': (m) => m.nav.list,
  },
});

export { AgentCreateScreen as AgentCreateRoute } from './screens/AgentCreateScreen';
export { AgentDetailScreen as AgentDetailRoute } from './screens/AgentDetailScreen';
export { AgentsListScreen as AgentsListRoute } from './screens/AgentsListScreen';

// The create and record screens; the list is a chunk of its own (list-routes.tsx).
export { AgentCreateScreen as AgentCreateRoute } from './screens/AgentCreateScreen';
export { AgentDetailScreen as AgentDetailRoute } from './screens/AgentDetailScreen';

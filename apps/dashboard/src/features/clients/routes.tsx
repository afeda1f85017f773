// The create and record screens; the list is a chunk of its own (list-routes.tsx).
export { ClientCreateScreen as ClientCreateRoute } from './screens/ClientCreateScreen';
export { ClientDetailScreen as ClientDetailRoute } from './screens/ClientDetailScreen';

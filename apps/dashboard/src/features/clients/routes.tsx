export { ClientCreateScreen as ClientCreateRoute } from './screens/ClientCreateScreen';
export { ClientDetailScreen as ClientDetailRoute } from './screens/ClientDetailScreen';
export { ClientsListScreen as ClientsListRoute } from './screens/ClientsListScreen';

// The list alone, so it never downloads the forms of the create and record screens.
export { ClientsListScreen as ClientsListRoute } from './screens/ClientsListScreen';

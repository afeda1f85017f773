// The list alone, so it never downloads the forms of the create and record screens (issue #11).
export { ClientsListScreen as ClientsListRoute } from './screens/ClientsListScreen';

// The list alone, so it never downloads the forms of the create and record screens.
export { AgentsListScreen as AgentsListRoute } from './screens/AgentsListScreen';

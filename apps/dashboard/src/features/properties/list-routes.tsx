// The properties list: a chunk of its own (issue #11).
export { PropertiesListScreen as PropertiesListRoute } from './screens/PropertiesListScreen';

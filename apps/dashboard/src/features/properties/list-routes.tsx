// The properties list: a chunk of its own.
export { PropertiesListScreen as PropertiesListRoute } from './screens/PropertiesListScreen';

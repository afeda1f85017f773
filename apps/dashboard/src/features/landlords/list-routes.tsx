// The list screen alone: a list never downloads the form's code (issue #11).
export { LandlordsListScreen as LandlordsListRoute } from './screens/LandlordsListScreen';

// The list screen alone: a list never downloads the form's code.
export { LandlordsListScreen as LandlordsListRoute } from './screens/LandlordsListScreen';

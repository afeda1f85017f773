export { TrackerScreen as TrackerRoute } from './screens/TrackerScreen';

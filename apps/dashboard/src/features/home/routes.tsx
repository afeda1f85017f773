import { HomeScreen } from './screens/HomeScreen';

/** The route contract the shell lazy-loads (src/app/router.tsx). */
export function HomeRoute() {
  return <HomeScreen />;
}

import { SettingsScreen } from './screens/SettingsScreen';

/** The route contract the shell lazy-loads (src/app/router.tsx). */
export function SettingsRoute() {
  return <SettingsScreen />;
}

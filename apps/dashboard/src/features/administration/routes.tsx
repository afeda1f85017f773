import { AdministrationScreen } from './screens/AdministrationScreen';

/** The route contract the shell lazy-loads (src/app/router.tsx). */
export function AdministrationRoute() {
  return <AdministrationScreen />;
}

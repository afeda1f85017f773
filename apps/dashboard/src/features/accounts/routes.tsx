import { AccountScreen } from './screens/AccountScreen';

/** The account record route; the list is a chunk of its own (list-routes.tsx, issue #11). */
export function AccountRoute() {
  return <AccountScreen />;
}

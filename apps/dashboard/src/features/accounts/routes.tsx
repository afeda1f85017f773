import { AccountScreen } from './screens/AccountScreen';

/** The account record route; the list is a chunk of its own (list-routes.tsx). */
export function AccountRoute() {
  return <AccountScreen />;
}

import { AccountScreen } from './screens/AccountScreen';
import { AccountsScreen } from './screens/AccountsScreen';

/** The route contract the shell lazy-loads (src/app/router.tsx). */
export function AccountsRoute() {
  return <AccountsScreen />;
}

export function AccountRoute() {
  return <AccountScreen />;
}

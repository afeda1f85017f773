import { AccountsScreen } from './screens/AccountsScreen';

/** The accounts list, apart from the record screen's forms (issue #11). */
export function AccountsRoute() {
  return <AccountsScreen />;
}

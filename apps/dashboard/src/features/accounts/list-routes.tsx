import { AccountsScreen } from './screens/AccountsScreen';

/** The accounts list, apart from the record screen's forms. */
export function AccountsRoute() {
  return <AccountsScreen />;
}

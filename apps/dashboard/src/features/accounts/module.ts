import { coreMessages } from '../../i18n/bundle';
import { defineModule } from '../../lib/module';

export const accountsModule = defineModule({
  id: 'accounts',
  messages: coreMessages,
  routes: [
    {
      screen: 'accounts',
      permission: 'ACCOUNTS',
      load: () => import('./list-routes').then((m) => m.AccountsRoute),
      crumb: (m) => m.layout.menu.accounts,
    },
    {
      // Opened from a creator chip by any role; what it reveals is gated inside (ACCOUNT_DATA).
      screen: 'account',
      load: () => import('./routes').then((m) => m.AccountRoute),
      crumb: { record: 'accountId' },
    },
  ],
  nav: { accounts: (m) => m.layout.menu.accounts },
});

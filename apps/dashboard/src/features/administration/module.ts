import { coreMessages } from '../../i18n/bundle';
import { defineModule } from '../../lib/module';

export const administrationModule = defineModule({
  id: 'administration',
  messages: coreMessages,
  routes: [
    {
      screen: 'administration',
      permission: 'ADMINISTRATION',
      load: () => import('./routes').then((m) => m.AdministrationRoute),
      crumb: (m) => m.layout.menu.admin,
    },
  ],
  nav: { admin: (m) => m.layout.menu.admin },
});

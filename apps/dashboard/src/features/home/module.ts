import { coreMessages } from '../../i18n/bundle';
import { defineModule } from '../../lib/module';

export const homeModule = defineModule({
  id: 'home',
  messages: coreMessages,
  routes: [
    {
      screen: 'home',
      permission: 'HOME',
      load: () => import('./routes').then((m) => m.HomeRoute),
      crumb: (m) => m.layout.breadcrumbRoot,
    },
  ],
  nav: { home: (m) => m.layout.menu.home },
});

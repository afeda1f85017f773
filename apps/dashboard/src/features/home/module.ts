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
      // No prefetch: the counters are asked for once the shell has drawn. Sent beside the
      // start-up calls, their queries held those calls up on a single database connection, and
      // the shell waits for them (spec §4).
      crumb: (m) => m.layout.breadcrumbRoot,
    },
  ],
  nav: { home: (m) => m.layout.menu.home },
});

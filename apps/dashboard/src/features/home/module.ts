import { coreMessages } from '../../i18n/bundle';
import { defineModule } from '../../lib/module';
import { homeKeys } from './api/keys';

export const homeModule = defineModule({
  id: 'home',
  messages: coreMessages,
  routes: [
    {
      screen: 'home',
      permission: 'HOME',
      load: () => import('./routes').then((m) => m.HomeRoute),
      // The first screen after sign-in: its counters load beside its chunk.
      prefetch: () => [homeKeys.summary],
      crumb: (m) => m.layout.breadcrumbRoot,
    },
  ],
  nav: { home: (m) => m.layout.menu.home },
});

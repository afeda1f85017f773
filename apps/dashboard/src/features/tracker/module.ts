import { defineModule } from '../../lib/module';
import { trackerListKeyAt } from './api/list-key';
import { trackerNavMessages } from './nav-messages';

/** The tracker (spec §2 `tracker`, the TRACKER permission: every role). */
export const trackerModule = defineModule({
  id: 'tracker',
  messages: trackerNavMessages,
  routes: [
    {
      screen: 'tracker',
      permission: 'TRACKER',
      load: () => import('./routes').then((m) => m.TrackerRoute),
      prefetch: ({ search }) => [trackerListKeyAt(search)],
      crumb: (m) => m.nav.section,
    },
  ],
  nav: { tracker: (m) => m.nav.section },
});

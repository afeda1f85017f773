import { defineModule } from '../../lib/module';
import { clientsListKeyAt } from './api/list-key';
import { clientsNavMessages } from './nav-messages';

const load = () => import('./routes');
const loadList = () => import('./list-routes');

/** Guests (spec §2: clients/list, clients/create, clients/list/:clientId). */
export const clientsModule = defineModule({
  id: 'clients',
  messages: clientsNavMessages,
  sections: [{ path: 'clients', crumb: (m) => m.nav.section }],
  routes: [
    {
      screen: 'clientsList',
      permission: 'CLIENTS',
      load: () => loadList().then((m) => m.ClientsListRoute),
      prefetch: ({ search }) => [clientsListKeyAt(search)],
      crumb: (m) => m.nav.list,
    },
    {
      screen: 'clientCreate',
      permission: 'CLIENTS',
      load: () => load().then((m) => m.ClientCreateRoute),
      crumb: (m) => m.nav.create,
    },
    {
      screen: 'clientDetail',
      permission: 'CLIENTS',
      load: () => load().then((m) => m.ClientDetailRoute),
      crumb: { record: 'clientId' },
    },
  ],
  nav: {
    guests: (m) => m.nav.section,
    'guests-create': (m) => m.nav.create,
    'guests-list': (m) => m.nav.list,
  },
});

import { readListQuery } from '../../lib/list';
import { defineModule } from '../../lib/module';
import { landlordKey, landlordListKey, landlordsListConfig } from './api/keys';
import { landlordsNavMessages } from './nav-messages';

const load = () => import('./routes');
const loadList = () => import('./list-routes');
const loadCreate = () => import('./create-routes');

/** Landlords (spec §2: landlords/list, landlords/create; the record page landlords/list/:landlordId). */
export const landlordsModule = defineModule({
  id: 'landlords',
  messages: landlordsNavMessages,
  sections: [{ path: 'landlords', crumb: (m) => m.nav.section }],
  routes: [
    {
      screen: 'landlordsList',
      permission: 'LANDLORDS',
      load: () => loadList().then((m) => m.LandlordsListRoute),
      // The page the list reads, fetched while its chunk downloads.
      prefetch: ({ search }) => [landlordListKey(readListQuery(search, landlordsListConfig))],
      crumb: (m) => m.nav.list,
    },
    {
      screen: 'landlordCreate',
      permission: 'LANDLORDS',
      load: () => loadCreate().then((m) => m.LandlordCreateRoute),
      crumb: (m) => m.nav.create,
    },
    {
      screen: 'landlordDetail',
      permission: 'LANDLORDS',
      load: () => load().then((m) => m.LandlordDetailRoute),
      prefetch: ({ params }) => (params.landlordId ? [landlordKey(params.landlordId)] : []),
      crumb: { record: 'landlordId' },
    },
  ],
  nav: {
    landlords: (m) => m.nav.section,
    'landlords-create': (m) => m.nav.create,
    'landlords-list': (m) => m.nav.list,
  },
});

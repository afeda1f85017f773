import { defineModule } from '../../lib/module';
import { propertiesNavMessages } from './nav-messages';

// Four chunks: the list (most visited), the wizard, the record page, the report (with its chart).
const loadList = () => import('./list-routes');
const loadCreate = () => import('./create-routes');
const loadRecord = () => import('./routes');
const loadReport = () => import('./report-routes');

/**
 * Properties (spec §2: properties/list, properties/create, properties/success,
 * properties/list/:propertyId, properties/report; the sidebar calls them Listings).
 */
export const propertiesModule = defineModule({
  id: 'properties',
  messages: propertiesNavMessages,
  sections: [{ path: 'properties', crumb: (m) => m.nav.section }],
  routes: [
    {
      screen: 'propertiesList',
      permission: 'PROPERTIES',
      load: () => loadList().then((m) => m.PropertiesListRoute),
      crumb: (m) => m.nav.list,
    },
    {
      screen: 'propertyDetail',
      permission: 'PROPERTIES',
      load: () => loadRecord().then((m) => m.PropertyDetailRoute),
      crumb: { record: 'propertyId' },
    },
    {
      screen: 'propertyCreate',
      permission: 'PROPERTIES',
      load: () => loadCreate().then((m) => m.PropertyCreateRoute),
      crumb: (m) => m.nav.create,
    },
    {
      screen: 'propertySuccess',
      permission: 'PROPERTIES',
      load: () => loadCreate().then((m) => m.PropertySuccessRoute),
      crumb: (m) => m.nav.success,
    },
    {
      screen: 'propertiesReport',
      permission: 'PROPERTIES',
      load: () => loadReport().then((m) => m.PropertiesReportRoute),
      crumb: (m) => m.nav.report,
    },
  ],
  nav: {
    listings: (m) => m.nav.section,
    'listings-create': (m) => m.nav.create,
    'listings-list': (m) => m.nav.list,
    'listings-report': (m) => m.nav.report,
  },
});

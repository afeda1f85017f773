import { coreMessages } from '../../i18n/bundle';
import { defineModule } from '../../lib/module';

const load = () => import('./routes');

export const companiesModule = defineModule({
  id: 'companies',
  messages: coreMessages,
  sections: [
    { path: 'companies', crumb: (m) => m.layout.menu.companies },
    { path: 'subcompanies', crumb: (m) => m.layout.menu['companies-subcompanies'] },
    { path: 'billing-companies', crumb: (m) => m.layout.menu['companies-billing-companies'] },
  ],
  routes: [
    {
      screen: 'companiesList',
      permission: 'COMPANIES',
      load: () => load().then((m) => m.CompaniesListRoute),
      crumb: (m) => m.layout.segments.list,
    },
    {
      screen: 'companyCreate',
      permission: 'COMPANIES',
      load: () => load().then((m) => m.CompanyCreateRoute),
      crumb: (m) => m.layout.segments.create,
    },
    {
      screen: 'companyDetail',
      permission: 'COMPANIES',
      load: () => load().then((m) => m.CompanyDetailRoute),
      crumb: { record: 'companyId' },
    },
    {
      screen: 'subcompaniesList',
      permission: 'COMPANIES',
      load: () => load().then((m) => m.SubcompaniesListRoute),
      crumb: (m) => m.layout.segments.list,
    },
    {
      screen: 'billingCompaniesList',
      permission: 'COMPANIES',
      load: () => load().then((m) => m.BillingCompaniesListRoute),
      crumb: (m) => m.layout.segments.list,
    },
  ],
  nav: {
    companies: (m) => m.layout.menu.companies,
    'companies-create': (m) => m.layout.menu['companies-create'],
    'companies-list': (m) => m.layout.menu['companies-list'],
    'companies-subcompanies': (m) => m.layout.menu['companies-subcompanies'],
    'companies-billing-companies': (m) => m.layout.menu['companies-billing-companies'],
  },
});

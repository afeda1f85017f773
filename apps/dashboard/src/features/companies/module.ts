import { coreMessages } from '../../i18n/bundle';
import { readListQuery } from '../../lib/list';
import { defineModule, type Prefetch } from '../../lib/module';
import { type CompanyScope, companiesListConfig, companiesQueryOf, companyKeys } from './api/keys';

const load = () => import('./routes');
const loadLists = () => import('./list-routes');

/** A companies list's page, fetched while its chunk loads (the key its screen reads). */
const listPage =
  (fixedScope?: CompanyScope): Prefetch =>
  ({ search }) => [
    companyKeys.list(
      companiesQueryOf(readListQuery(search, companiesListConfig(fixedScope)), fixedScope),
    ),
  ];

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
      load: () => loadLists().then((m) => m.CompaniesListRoute),
      prefetch: listPage(),
      crumb: (m) => m.layout.segments.list,
    },
    {
      screen: 'companyCreate',
      permission: 'COMPANIES',
      load: () => import('./create-routes').then((m) => m.CompanyCreateRoute),
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
      load: () => loadLists().then((m) => m.SubcompaniesListRoute),
      prefetch: listPage('sub'),
      crumb: (m) => m.layout.segments.list,
    },
    {
      screen: 'billingCompaniesList',
      permission: 'COMPANIES',
      load: () => import('./billing-list-routes').then((m) => m.BillingCompaniesListRoute),
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

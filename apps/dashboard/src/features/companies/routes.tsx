import { BillingCompaniesScreen } from './screens/BillingCompaniesScreen';
import { CompaniesListScreen } from './screens/CompaniesListScreen';
import { CompanyCreateScreen } from './screens/CompanyCreateScreen';
import { CompanyDetailScreen } from './screens/CompanyDetailScreen';

/** The route contract the shell lazy-loads (src/app/router.tsx). */
export function CompaniesListRoute() {
  return <CompaniesListScreen />;
}

export function CompanyCreateRoute() {
  return <CompanyCreateScreen />;
}

export function CompanyDetailRoute() {
  return <CompanyDetailScreen />;
}

/** subcompanies/list: the subcompanies of every company, server-paged. */
export function SubcompaniesListRoute() {
  return <CompaniesListScreen fixedScope="sub" />;
}

/** billing-companies/list: the legal entities invoices go to, server-paged. */
export function BillingCompaniesListRoute() {
  return <BillingCompaniesScreen />;
}

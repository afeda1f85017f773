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

/** subcompanies/list: ready for the router to point at (it still shows the shell's empty state). */
export function SubcompaniesListRoute() {
  return <CompaniesListScreen fixedScope="sub" />;
}

/** billing-companies/list: ready for the router to point at, as above. */
export function BillingCompaniesListRoute() {
  return <BillingCompaniesScreen />;
}

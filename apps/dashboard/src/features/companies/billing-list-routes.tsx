import { BillingCompaniesScreen } from './screens/BillingCompaniesScreen';

/**
 * billing-companies/list: the legal entities invoices go to, server-paged. A chunk of its own,
 * apart from the companies lists (list-routes.tsx), which never show it.
 */
export function BillingCompaniesListRoute() {
  return <BillingCompaniesScreen />;
}

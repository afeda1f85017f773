import { CompaniesListScreen } from './screens/CompaniesListScreen';

/**
 * The list routes the shell lazy-loads (src/app/router.tsx): a chunk of their own, so a list
 * never downloads the edit screens' code (colour field, forms, logo picker).
 */
export function CompaniesListRoute() {
  return <CompaniesListScreen />;
}

/** subcompanies/list: the subcompanies of every company, server-paged. */
export function SubcompaniesListRoute() {
  return <CompaniesListScreen fixedScope="sub" />;
}

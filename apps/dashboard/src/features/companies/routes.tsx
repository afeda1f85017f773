import { CompanyDetailScreen } from './screens/CompanyDetailScreen';

/** The record route; the lists (list-routes.tsx) and the wizard (create-routes.tsx) are apart. */
export function CompanyDetailRoute() {
  return <CompanyDetailScreen />;
}

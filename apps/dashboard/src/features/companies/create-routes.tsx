import { CompanyCreateScreen } from './screens/CompanyCreateScreen';

/** The create wizard: a chunk of its own, apart from the record screen. */
export function CompanyCreateRoute() {
  return <CompanyCreateScreen />;
}

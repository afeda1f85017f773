import { ModuleEmptyState } from './ModuleEmptyState';

export const SubcompaniesList = () => <ModuleEmptyState id="subcompaniesList" />;
export const BillingCompaniesList = () => <ModuleEmptyState id="billingCompaniesList" />;

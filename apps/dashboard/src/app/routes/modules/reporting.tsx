import { ModuleEmptyState } from './ModuleEmptyState';

export const Reporting = () => <ModuleEmptyState id="reporting" />;

import { ModuleEmptyState } from './ModuleEmptyState';

export const Help = () => <ModuleEmptyState id="help" />;

import { ModuleEmptyState } from './ModuleEmptyState';

export const Tasks = () => <ModuleEmptyState id="tasks" />;

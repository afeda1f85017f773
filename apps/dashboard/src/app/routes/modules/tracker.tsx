import { ModuleEmptyState } from './ModuleEmptyState';

export const Tracker = () => <ModuleEmptyState id="tracker" />;

import { ModuleEmptyState } from './ModuleEmptyState';

export const ClientsList = () => <ModuleEmptyState id="clientsList" />;
export const ClientCreate = () => <ModuleEmptyState id="clientCreate" />;
export const ClientDetail = () => <ModuleEmptyState id="clientDetail" />;

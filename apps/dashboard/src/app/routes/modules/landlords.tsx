import { ModuleEmptyState } from './ModuleEmptyState';

export const LandlordCreate = () => <ModuleEmptyState id="landlordCreate" />;
export const LandlordsList = () => <ModuleEmptyState id="landlordsList" />;
export const LandlordDetail = () => <ModuleEmptyState id="landlordDetail" />;

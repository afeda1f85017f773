import { ModuleEmptyState } from './ModuleEmptyState';

export const PropertiesList = () => <ModuleEmptyState id="propertiesList" />;
export const PropertyDetail = () => <ModuleEmptyState id="propertyDetail" />;
export const PropertyCreate = () => <ModuleEmptyState id="propertyCreate" />;
export const PropertySuccess = () => <ModuleEmptyState id="propertySuccess" />;
export const PropertiesReport = () => <ModuleEmptyState id="propertiesReport" />;

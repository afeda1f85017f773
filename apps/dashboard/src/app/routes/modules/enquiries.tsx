import { ModuleEmptyState } from './ModuleEmptyState';

export const EnquiriesList = () => <ModuleEmptyState id="enquiriesList" />;
export const EnquiriesReport = () => <ModuleEmptyState id="enquiriesReport" />;
export const EnquiryCreate = () => <ModuleEmptyState id="enquiryCreate" />;
export const EnquiryDetail = () => <ModuleEmptyState id="enquiryDetail" />;
export const EnquiryPropertyHistory = () => <ModuleEmptyState id="enquiryPropertyHistory" />;

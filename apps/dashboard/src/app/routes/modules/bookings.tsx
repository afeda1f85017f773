import { ModuleEmptyState } from './ModuleEmptyState';

export const BookingCreate = () => <ModuleEmptyState id="bookingCreate" />;
export const BookingsList = () => <ModuleEmptyState id="bookingsList" />;
export const BookingDetail = () => <ModuleEmptyState id="bookingDetail" />;
export const BookingsReport = () => <ModuleEmptyState id="bookingsReport" />;

export { DashboardLayout } from './screens/DashboardLayout';

/**
 * Every dashboard module, one line each: the router, the sidebar labels and the breadcrumbs
 * derive from these descriptors (./modules.ts gathers them). Order is irrelevant: the sidebar
 * follows the domain's NAVIGATION_MENU.
 */
export { accountsModule } from '../features/accounts/module';
export { administrationModule } from '../features/administration/module';
export { agentsModule } from '../features/agents/module';
export { bookingsModule } from '../features/bookings/module';
export { clientsModule } from '../features/clients/module';
export { companiesModule } from '../features/companies/module';
export { enquiriesModule } from '../features/enquiries/module';
export { helpModule } from '../features/help/module';
export { homeModule } from '../features/home/module';
export { invoicesModule } from '../features/invoices/module';
export { landlordsModule } from '../features/landlords/module';
export { propertiesModule } from '../features/properties/module';
export { reportingModule } from '../features/reporting/module';
export { settingsModule } from '../features/settings/module';
export { tasksModule } from '../features/tasks/module';
export { trackerModule } from '../features/tracker/module';

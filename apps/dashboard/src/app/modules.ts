import { accountsModule } from '../features/accounts/module';
import { administrationModule } from '../features/administration/module';
import { agentsModule } from '../features/agents/module';
import { bookingsModule } from '../features/bookings/module';
import { clientsModule } from '../features/clients/module';
import { companiesModule } from '../features/companies/module';
import { enquiriesModule } from '../features/enquiries/module';
import { helpModule } from '../features/help/module';
import { homeModule } from '../features/home/module';
import { invoicesModule } from '../features/invoices/module';
import { landlordsModule } from '../features/landlords/module';
import { propertiesModule } from '../features/properties/module';
import { reportingModule } from '../features/reporting/module';
import { settingsModule } from '../features/settings/module';
import { tasksModule } from '../features/tasks/module';
import { trackerModule } from '../features/tracker/module';
import type { ModuleDescriptor } from '../lib/module';

/**
 * Every dashboard module, one line each: the router, the sidebar labels and the breadcrumbs
 * derive from these descriptors. Order is irrelevant: the sidebar follows the
 * domain's NAVIGATION_MENU.
 */
export const MODULES: readonly ModuleDescriptor[] = [
  homeModule,
  propertiesModule,
  enquiriesModule,
  bookingsModule,
  invoicesModule,
  clientsModule,
  trackerModule,
  landlordsModule,
  agentsModule,
  companiesModule,
  accountsModule,
  settingsModule,
  administrationModule,
  tasksModule,
  reportingModule,
  helpModule,
];

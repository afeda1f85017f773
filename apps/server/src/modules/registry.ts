/**
 * The modules built on the module kit, one line each: every export here is a `ServerModule`
 * (./kit.ts) — its routes, its demo seed and, by its folder name, its migrations. server.ts mounts
 * the routes (OpenAPI and the permission test follow), the migrator collects the migrations and
 * the demo seed runs the seeds. Adding a module is its folder plus one line here.
 */
export { agentsModule } from './agents/module.js';
export { bookingsModule } from './bookings/module.js';
export { clientsModule } from './clients/module.js';
export { enquiriesModule } from './enquiries/module.js';
export { invoicesModule } from './invoices/module.js';
export { landlordsModule } from './landlords/module.js';
export { notificationsModule } from './notifications/module.js';
export { propertiesModule } from './properties/module.js';
export { reportingModule } from './reporting/module.js';
export { searchModule } from './search/module.js';
export { tasksModule } from './tasks/module.js';
export { trackerModule } from './tracker/module.js';

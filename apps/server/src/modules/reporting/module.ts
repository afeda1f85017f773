import type { ServerModule } from '../kit.js';
import { reportingRoutes } from './routes.js';

/**
 * Reporting: `/api/v1/reporting` and one CSV per table. Its migrations add
 * the index payments are found by (0033) and the per-day and per-month summaries of enquiries,
 * bookings, occupancy and invoices issued (0035), kept by triggers on the other modules' tables
 * (no module code writes them); payments and aged debt are aggregates over invoices' indexes.
 */
export const reportingModule: ServerModule = {
  name: 'reporting',
  routes: reportingRoutes,
};

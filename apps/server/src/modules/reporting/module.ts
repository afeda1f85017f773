import type { ServerModule } from '../kit.js';
import { reportingRoutes } from './routes.js';

/**
 * Reporting: `/api/v1/reporting` and one CSV per table, counted over the records at every
 * request. Its migrations add the indexes the report reads: payments by the day received, the
 * bookings a period overlaps, the stock, blocked nights, invoices issued and open balances.
 */
export const reportingModule: ServerModule = {
  name: 'reporting',
  routes: reportingRoutes,
};

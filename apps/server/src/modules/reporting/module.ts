import type { ServerModule } from '../kit.js';
import { reportingRoutes } from './routes.js';

/**
 * Reporting (issue #16 point 4): `/api/v1/reporting` and one CSV per table. Reads the other
 * modules' tables only (aggregates over their indexes); its migration adds the one index a
 * figure needed (payments by the day received).
 */
export const reportingModule: ServerModule = {
  name: 'reporting',
  routes: reportingRoutes,
};

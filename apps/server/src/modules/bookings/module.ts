import type { ServerModule } from '../kit.js';
import { bookingReportRoutes } from './report-routes.js';
import { bookingRoutes } from './routes.js';
import { seedBookings } from './seed.js';

/**
 * Bookings (issue #14): `/api/v1/bookings`, the columns and indexes of ./migrations on the
 * `bookings` table enquiries' 0013 created, and the demo stays (every tab filled relative to today).
 */
export const bookingsModule: ServerModule = {
  name: 'bookings',
  // The report's static paths first, so that /report is not read as a booking id.
  routes: (deps) => [...bookingReportRoutes(deps), ...bookingRoutes(deps)],
  seed: seedBookings,
};

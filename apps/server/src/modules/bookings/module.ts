import type { ServerModule } from '../kit.js';
import { bookingRoutes } from './routes.js';
import { seedBookings } from './seed.js';

/**
 * Bookings (issue #14): `/api/v1/bookings`, the columns and indexes of ./migrations on the
 * `bookings` table enquiries' 0013 created, and the demo stays (every tab filled relative to today).
 */
export const bookingsModule: ServerModule = {
  name: 'bookings',
  routes: bookingRoutes,
  seed: seedBookings,
};

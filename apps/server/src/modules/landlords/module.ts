import type { ServerModule } from '../kit.js';
import { landlordRoutes } from './routes.js';
import { seedLandlords } from './seed.js';

/** Landlords: `/api/v1/landlords`, the `landlords` table (./migrations) and the demo landlords. */
export const landlordsModule: ServerModule = {
  name: 'landlords',
  routes: landlordRoutes,
  seed: seedLandlords,
};

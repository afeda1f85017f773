import type { ServerModule } from '../kit.js';
import { clientRoutes } from './routes.js';
import { seedGuests } from './seed.js';

/** Guests: `/api/v1/clients`, the `clients` table (./migrations, ./table.ts) and 36 demo guests. */
export const clientsModule: ServerModule = {
  name: 'clients',
  routes: clientRoutes,
  seed: seedGuests,
};

import type { ServerModule } from '../kit.js';
import { searchRoutes } from './routes.js';

/**
 * One search for everything: `GET /api/v1/search`, behind the top bar's search and the command
 * palette, across the records of the other modules, and the indexes it needs (./migrations).
 */
export const searchModule: ServerModule = {
  name: 'search',
  routes: searchRoutes,
};

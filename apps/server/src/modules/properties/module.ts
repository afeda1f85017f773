import { screenHref } from '@staydesk/domain';
import { sql } from 'drizzle-orm';
import type { ServerModule } from '../kit.js';
import { propertyRoutes } from './routes.js';
import { seedProperties } from './seed.js';

/**
 * Properties: `/api/v1/properties` (with supply and price, temporary properties, photos, the
 * report and the CSV export), `/api/v1/places`, the tables of ./migrations and the demo stock.
 * On the home page: the available properties whose availability needs confirming again (the
 * list's `stale` tab, with the same cutoff: the stock settings' days, 14 by default).
 */
export const propertiesModule: ServerModule = {
  name: 'properties',
  routes: propertyRoutes,
  seed: seedProperties,
  homeCounters: [
    {
      key: 'staleAvailability',
      label: 'Available properties whose availability needs confirming',
      section: 'kpi',
      rank: 50,
      permission: 'PROPERTIES',
      severity: { warning: 1 },
      href: () => screenHref('propertiesList', { tab: 'stale' }),
      count: ({ today }) => sql`select count(*)::int from properties
             where deleted = false and status = 'available'
               and (availability_confirmed_at is null
                    or availability_confirmed_at < ${today.now.toISOString()}::timestamptz - make_interval(hours => 24 * coalesce(
                         (select (value ->> 'availabilityFreshnessDays')::int from settings where key = 'stock'), 14)))`,
    },
  ],
};

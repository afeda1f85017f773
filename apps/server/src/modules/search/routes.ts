import { searchQuerySchema, searchResponseSchema } from '@staydesk/domain/search';
import type { AppDeps } from '../../http/context.js';
import { type RouteSpec, route, SIGNED_IN } from '../../http/route.js';
import { searchEverything } from './service.js';

export function searchRoutes({ db }: AppDeps): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/api/v1/search',
      tag: 'Search',
      summary:
        'Find enquiries, bookings, invoices, properties, landlords, guests, companies and accounts',
      description:
        "`q` (up to 100 characters; absent or blank finds nothing) is matched against references and invoice numbers, names, emails, phones and postcodes; each word must match. Only the kinds whose area the caller's role may open are searched (accounts: ACCOUNTS), and deleted records are never found. Results are ranked: an identifier that is the text in full (exact), then a column or a word inside one starting with every word (prefix), then every word of three characters or more anywhere (contains); at most `limit` (1–10, default 5) of each kind. `kinds` names the kinds searched.",
      access: SIGNED_IN,
      query: searchQuerySchema,
      response: searchResponseSchema,
      handler: async ({ query, user }) => ({ data: await searchEverything(db, user, query) }),
    }),
  ];
}

import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { PUBLIC, type RouteSpec, route, SIGNED_IN } from '../../http/route.js';
import { HttpError } from '../../lib/errors.js';

export const LISTING_PLATFORMS = [
  'airbnb',
  'booking',
  'vrbo',
  'rightmove',
  'zoopla',
  'openrent',
  'spareroom',
] as const;
export type ListingPlatform = (typeof LISTING_PLATFORMS)[number];

export const listingSchema = z.object({
  platform: z.enum(LISTING_PLATFORMS),
  externalId: z.string(),
  url: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

interface Rule {
  platform: ListingPlatform;
  host: RegExp;
  path: RegExp;
  canonical: (id: string) => string;
}

/** Each platform's listing addresses, and the listing id inside them. */
const RULES: Rule[] = [
  {
    platform: 'airbnb',
    host: /(^|\.)airbnb\.[a-z.]+$/,
    path: /^\/rooms\/(?:plus\/)?(\d+)/,
    canonical: (id) => `https://www.airbnb.co.uk/rooms/${id}`,
  },
  {
    platform: 'booking',
    host: /(^|\.)booking\.com$/,
    path: /^\/hotel\/([a-z]{2}\/[\w-]+?)(?:\.[a-z-]+)?\.html/,
    canonical: (id) => `https://www.booking.com/hotel/${id}.html`,
  },
  {
    platform: 'vrbo',
    host: /(^|\.)vrbo\.com$/,
    path: /^\/(?:[a-z]{2}-[a-z]{2}\/)?(?:p)?(\d+)(?:[a-z]+)?/,
    canonical: (id) => `https://www.vrbo.com/${id}`,
  },
  {
    platform: 'rightmove',
    host: /(^|\.)rightmove\.co\.uk$/,
    path: /^\/properties\/(\d+)/,
    canonical: (id) => `https://www.rightmove.co.uk/properties/${id}`,
  },
  {
    platform: 'zoopla',
    host: /(^|\.)zoopla\.co\.uk$/,
    path: /^\/to-rent\/details\/(\d+)/,
    canonical: (id) => `https://www.zoopla.co.uk/to-rent/details/${id}/`,
  },
  {
    platform: 'openrent',
    host: /(^|\.)openrent\.co\.uk$/,
    path: /\/(\d{5,})\/?$/,
    canonical: (id) => `https://www.openrent.co.uk/${id}`,
  },
  {
    platform: 'spareroom',
    host: /(^|\.)spareroom\.co\.uk$/,
    path: /^\/(?:flatshare\/)?(?:[\w-]+\/)*?(\d{5,})/,
    canonical: (id) => `https://www.spareroom.co.uk/${id}`,
  },
];

/** Recognises a listing address; `undefined` when it is not one we know. */
export function parseListingUrl(input: string): Listing | undefined {
  let url: URL;
  try {
    url = new URL(
      /^[a-z][a-z\d+.-]*:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`,
    );
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  for (const rule of RULES) {
    if (!rule.host.test(host)) continue;
    const match = url.pathname.match(rule.path);
    const id = match?.[1];
    if (id) return { platform: rule.platform, externalId: id, url: rule.canonical(id) };
  }
  return undefined;
}

/**
 * The scraper service's API, served under /scraper by default (SCRAPER_URL). It recognises
 * listing addresses; fetching the listing pages themselves needs outside network access, which
 * this deployment does not have, so it does not pretend to.
 */
export function scraperRoutes(_deps: AppDeps): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/scraper/health',
      tag: 'Scraper',
      summary: 'Scraper service status',
      access: PUBLIC,
      response: z.object({
        status: z.literal('ok'),
        service: z.literal('scraper'),
        platforms: z.array(z.enum(LISTING_PLATFORMS)),
        fetchesListings: z.boolean(),
      }),
      handler: async () => ({
        status: 'ok' as const,
        service: 'scraper' as const,
        platforms: [...LISTING_PLATFORMS],
        fetchesListings: false,
      }),
    }),
    route({
      method: 'post',
      path: '/scraper/listing',
      tag: 'Scraper',
      summary: 'Recognise an external listing address: platform, listing id, canonical url',
      description:
        'No page is fetched (no outside network here); the answer comes from the address alone. Send the bearer token.',
      access: SIGNED_IN,
      body: {
        type: 'json',
        schema: z.object({
          url: z.string().trim().min(1, 'Listing address is required').max(2000),
        }),
      },
      response: z.object({ data: listingSchema }),
      handler: async ({ body }) => {
        const listing = parseListingUrl(body.url);
        if (!listing) {
          const message = `Not a listing address we recognise (${LISTING_PLATFORMS.join(', ')})`;
          throw new HttpError(400, message, { fields: { url: message } });
        }
        return { data: listing };
      },
    }),
  ];
}

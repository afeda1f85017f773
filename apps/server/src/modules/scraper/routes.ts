import {
  apiMessage,
  type ScrapedLandlord,
  type ScrapedListing,
  scrapedLandlordSchema,
  scrapedListingSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { PUBLIC, type RouteSpec, route, SIGNED_IN } from '../../http/route.js';
import { type Coded, fieldMessages, type HttpError, refusal } from '../../lib/errors.js';
import { parseListingPage, parseProfilePage } from './parse.js';
import { SAVED_PAGES } from './saved-pages.js';

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

/** Host-profile addresses the stand-in knows, and their canonical form. */
const PROFILE_RULES: {
  platform: ListingPlatform;
  host: RegExp;
  path: RegExp;
  canonical: (id: string) => string;
}[] = [
  {
    platform: 'airbnb',
    host: /(^|\.)airbnb\.[a-z.]+$/,
    path: /^\/users\/show\/(\d+)/,
    canonical: (id) => `https://www.airbnb.co.uk/users/show/${id}`,
  },
  {
    platform: 'openrent',
    host: /(^|\.)openrent\.co\.uk$/,
    path: /^\/landlords?\/(\d+)/,
    canonical: (id) => `https://www.openrent.co.uk/landlord/${id}`,
  },
];

/** Recognises a host-profile address; `undefined` when it is not one we know. */
export function parseProfileUrl(input: string): Listing | undefined {
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
  for (const rule of PROFILE_RULES) {
    if (!rule.host.test(host)) continue;
    const id = url.pathname.match(rule.path)?.[1];
    if (id) return { platform: rule.platform, externalId: id, url: rule.canonical(id) };
  }
  return undefined;
}

export const scrapedProfileSchema = z.extend(scrapedLandlordSchema, { source: listingSchema });
export type ScrapedProfile = ScrapedLandlord & { source: Listing };
export const scrapedListingPageSchema = z.extend(scrapedListingSchema, { source: listingSchema });
export type ScrapedListingPage = ScrapedListing & { source: Listing };

function pageOf(listing: Listing): string {
  const page = SAVED_PAGES[listing.url];
  if (page === undefined) {
    throw urlRefusal(404, apiMessage('scraperNoSavedCopy'));
  }
  return page;
}

/** A refusal of the address: the whole answer and its `url` field say the same. */
function urlRefusal(status: 400 | 404, coded: Coded): HttpError {
  return refusal(status, coded, fieldMessages({ url: coded }));
}

const unrecognisedListing = () =>
  urlRefusal(400, apiMessage('listingAddressUnknown', { platforms: LISTING_PLATFORMS.join(', ') }));

/** Reads a host profile: the address is recognised, its saved page parsed. */
export function readProfile(url: string): ScrapedProfile {
  const source = parseProfileUrl(url);
  if (!source) throw urlRefusal(400, apiMessage('profileAddressUnknown'));
  return { ...parseProfilePage(pageOf(source)), source };
}

/** Reads a listing: the address is recognised, its saved page parsed. */
export function readListing(url: string): ScrapedListingPage {
  const source = parseListingUrl(url);
  if (!source) throw unrecognisedListing();
  return { ...parseListingPage(pageOf(source)), source };
}

/**
 * The scraper service's API, served under /scraper by default (SCRAPER_URL). It recognises
 * listing and host-profile addresses and reads their pages. Fetching pages needs outside
 * network access, which this deployment does not have: it reads the copies it has saved
 * (saved-pages.ts) with real parsing code, and says so when it has none.
 */
const urlBody = z.object({
  url: z.string().check(z.trim(), z.minLength(1, 'Page address is required'), z.maxLength(2000)),
});

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
      path: '/scraper/profile',
      tag: 'Scraper',
      summary: 'Read a host profile page: name, joined date, bookings, response rate, verified',
      description:
        'Parses the saved copy of the page (no outside network here); 404 when there is none. Send the bearer token.',
      access: SIGNED_IN,
      body: { type: 'json', schema: urlBody },
      response: z.object({ data: scrapedProfileSchema }),
      handler: async ({ body }) => ({ data: readProfile(body.url) }),
    }),
    route({
      method: 'post',
      path: '/scraper/listing/details',
      tag: 'Scraper',
      summary: 'Read a listing page: title, type, address, position, rooms, guests, nightly price',
      description:
        'Parses the saved copy of the page (no outside network here); 404 when there is none. Send the bearer token.',
      access: SIGNED_IN,
      body: { type: 'json', schema: urlBody },
      response: z.object({ data: scrapedListingPageSchema }),
      handler: async ({ body }) => ({ data: readListing(body.url) }),
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
          url: z
            .string()
            .check(z.trim(), z.minLength(1, 'Listing address is required'), z.maxLength(2000)),
        }),
      },
      response: z.object({ data: listingSchema }),
      handler: async ({ body }) => {
        const listing = parseListingUrl(body.url);
        if (!listing) throw unrecognisedListing();
        return { data: listing };
      },
    }),
  ];
}

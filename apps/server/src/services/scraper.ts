import { apiErrorSchema, apiMessage, isApiMessageCode } from '@staydesk/domain';
import { z } from 'zod/mini';
import { fieldMessages, HttpError, refusal } from '../lib/errors.js';
import {
  readListing,
  readProfile,
  type ScrapedListingPage,
  type ScrapedProfile,
  scrapedListingPageSchema,
  scrapedProfileSchema,
} from '../modules/scraper/routes.js';

/**
 * How the API reaches the scraper service (spec §5 scraper url). With SCRAPER_URL set it is a
 * remote service spoken to over HTTP with the caller's token; without it the stand-in served by
 * this same server is called in process (the same code its /scraper routes run).
 */
export interface ScraperClient {
  profile(url: string, token: string): Promise<ScrapedProfile>;
  listing(url: string, token: string): Promise<ScrapedListingPage>;
}

export const localScraper: ScraperClient = {
  profile: async (url) => readProfile(url),
  listing: async (url) => readListing(url),
};

/** The remote scraper: its answers are parsed like any input from the network. */
export function httpScraper(baseUrl: string, fetcher: typeof fetch = fetch): ScraperClient {
  const base = baseUrl.replace(/\/+$/, '');
  async function call<T>(path: string, url: string, token: string, schema: z.ZodMiniType<T>) {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ url }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw refusal(503, apiMessage('scraperUnreachable'));
    }
    const body: unknown = await response.json().catch(() => ({}));
    if (response.status === 400 || response.status === 404) {
      // The service's own refusal, with its catalogue code passed on for the user's language;
      // a service that names no code is read for its English words alone.
      const failure = apiErrorSchema.safeParse(body).data;
      const code = failure?.code;
      if (failure && code !== undefined && isApiMessageCode(code)) {
        throw refusal(
          response.status,
          { code, params: failure.params ?? {} },
          {
            fields: failure.fields ?? { url: failure.message },
            issues: failure.issues ?? {
              url: { code, ...(failure.params ? { params: failure.params } : {}) },
            },
          },
        );
      }
      if (failure)
        throw new HttpError(response.status, failure.message, { fields: { url: failure.message } });
      const unread = apiMessage('pageUnreadable');
      throw refusal(response.status, unread, fieldMessages({ url: unread }));
    }
    const parsed = z.object({ data: schema }).safeParse(body);
    if (!response.ok || !parsed.success) {
      throw refusal(503, apiMessage('scraperUnreadable'));
    }
    return parsed.data.data;
  }
  return {
    profile: (url, token) => call('/profile', url, token, scrapedProfileSchema),
    listing: (url, token) => call('/listing/details', url, token, scrapedListingPageSchema),
  };
}

export function scraperClient(scraperUrl: string | undefined): ScraperClient {
  return scraperUrl ? httpScraper(scraperUrl) : localScraper;
}

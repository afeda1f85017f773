import {
  apiMessage,
  blankProperty,
  fileRefSchema,
  type PropertyCreate,
  placeListSchema,
  placeQuerySchema,
  point,
  propertyCreateSchema,
  propertyFilterSchema,
  propertyListQuerySchema,
  propertyListSchema,
  propertyReportSchema,
  propertyUpdateSchema,
  propertyViewSchema,
  stockSettingsSchema,
  supplySchema,
  supplyUpdateSchema,
  type TemporaryPropertyCreate,
  temporaryPropertyCreateSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route, SIGNED_IN } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { fieldIssues } from '../../http/validation.js';
import { fieldMessages, refusal, success } from '../../lib/errors.js';
import { checkImage } from '../../services/images.js';
import { type ScraperClient, scraperClient } from '../../services/scraper.js';
import { recordRoutes } from '../record-module.js';
import { ensureDemoPhotos } from './demo-photos.js';
import { mapsProviderFor, searchPlaces } from './places.js';
import { propertiesCsv, propertyReport } from './report.js';
import { listProperties } from './repository.js';
import {
  propertyService,
  readStockSettings,
  readSupply,
  saveStockSettings,
  updateSupply,
  viewContext,
  viewContextOf,
} from './service.js';

const BASE = '/api/v1/properties';

/** A whole property from a temporary one's few fields (the rest from the blank property). */
async function temporaryProperty(
  input: TemporaryPropertyCreate,
  scraper: ScraperClient,
  token: string,
  currency: string,
): Promise<PropertyCreate> {
  const base = blankProperty(currency);
  const common = { ...base, status: 'available' as const, isTemporary: true };
  if ('url' in input) {
    const listing = await scraper.listing(input.url, token);
    const rate = listing.nightlyRate ?? '0.00';
    const listingCurrency = listing.currency ?? currency;
    const money = (amount: string) => ({ amount, currency: listingCurrency });
    return {
      ...common,
      landlordId: input.landlordId,
      title: listing.title ?? `Listing ${listing.source.externalId}`,
      type: listing.type ?? base.type,
      address: {
        street: listing.street ?? '',
        city: listing.city ?? '',
        state: 'United Kingdom',
        zip: listing.zip ?? '',
        freeFormAddress: [listing.street, listing.city, listing.zip].filter(Boolean).join(', '),
        position: listing.position ? point(listing.position[0], listing.position[1]) : null,
      },
      bedrooms: Array.from({ length: listing.bedrooms ?? 1 }, () => ({
        beds: [{ type: 'double' as const, count: 1 }],
      })),
      bathrooms: Array.from({ length: listing.bathrooms ?? 1 }, () => ({
        type: 'bath-plus-shower' as const,
      })),
      maxGuests: listing.maxGuests ?? Math.max(1, (listing.bedrooms ?? 1) * 2),
      description: listing.description ?? '',
      costs: {
        nightlyRate: money(Number(rate).toFixed(2)),
        deposit: money('0.00'),
        cleaningFee: money('0.00'),
        parking: money('0.00'),
        petFee: money('0.00'),
        exitClean: money('0.00'),
        margin: base.costs.margin,
      },
      sourceUrl: listing.source.url,
    };
  }
  const money = (amount: string) => ({ amount, currency: input.nightlyRate.currency });
  return {
    ...common,
    landlordId: input.landlordId,
    title: input.title,
    type: input.type,
    address: input.address,
    bedrooms: Array.from({ length: input.bedroomCount }, () => ({
      beds: [{ type: 'double' as const, count: 1 }],
    })),
    maxGuests: input.maxGuests,
    costs: {
      nightlyRate: money(Number(input.nightlyRate.amount).toFixed(2)),
      deposit: money('0.00'),
      cleaningFee: money('0.00'),
      parking: money('0.00'),
      petFee: money('0.00'),
      exitClean: money('0.00'),
      margin: base.costs.margin,
    },
    sourceUrl: input.sourceUrl,
  };
}

const PHOTO_FILE = { photo: 'One image: png, jpeg, jpg, webp or avif' };

/** Properties: the kit's six routes plus supply and price, temporary, photos, report, export. */
export function propertyRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock, config, files } = deps;
  const access = needs('PROPERTIES');
  const service = propertyService(db, clock);
  const scraper = scraperClient(config.urls.scraper);
  const maps = mapsProviderFor(config.mapsKey);
  const params = z.object({ propertyId: z.uuid('Not a valid id') });
  const contextNow = () => viewContext(db, clock.now());
  if (config.seedDemoData) {
    // The demo stock's photos are drawn in code and stored once, like uploads.
    ensureDemoPhotos(files).catch((error: unknown) =>
      deps.log.error('demo photos could not be stored', { error: String(error) }),
    );
  }
  const own: RouteSpec[] = [
    route({
      method: 'get',
      path: '/api/v1/places',
      tag: 'Properties',
      summary:
        'Places to search around: UK postcodes, towns and neighbourhoods, then maps-provider addresses (at most 10)',
      description:
        'A postcode area, district or full postcode matching `search` (a full postcode resolves to its district’s centroid, `precision: "district"`), then towns of the built-in gazetteer whose name starts with or contains it (the largest first; no search lists the largest), then the localities of the postcode districts (neighbourhoods, villages); when a maps key is configured, the provider’s addresses come after the first few localities, and a provider that fails or times out leaves the embedded places.',
      access: SIGNED_IN,
      query: placeQuerySchema,
      response: z.object({ data: placeListSchema }),
      handler: async ({ query }) => ({
        data: await searchPlaces(query.search, maps, (error) =>
          deps.log.error('maps provider failed', { error: String(error) }),
        ),
      }),
    }),
    route({
      method: 'get',
      path: `${BASE}/settings`,
      tag: 'Properties',
      summary: 'Stock settings: after how many days confirmed availability is stale',
      access,
      response: z.object({ data: stockSettingsSchema }),
      handler: async () => ({ data: await readStockSettings(db) }),
    }),
    route({
      method: 'put',
      path: `${BASE}/settings`,
      tag: 'Properties',
      summary: 'Save the stock settings (`version` read; 409 when stale)',
      access,
      body: { type: 'json', schema: stockSettingsSchema },
      response: mutationSchema(stockSettingsSchema),
      handler: async ({ body, user }) => ({
        ...success('settingsSaved'),
        data: await saveStockSettings(db, body, { actor: user, at: clock.now() }),
      }),
    }),
    route({
      method: 'get',
      path: `${BASE}/report`,
      tag: 'Properties',
      summary: 'The property report of the filtered list',
      description:
        'Stock by type, city (top 20) and status, average nightly rate (default currency) and margin, availability freshness and properties added per month, for the same filters and tab as the list.',
      access,
      query: propertyFilterSchema,
      response: z.object({ data: propertyReportSchema }),
      handler: async ({ query }) => {
        const context = await contextNow();
        return { data: await db.read((orm) => propertyReport(orm, query, context)) };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/export.csv`,
      tag: 'Properties',
      summary: 'The filtered list as CSV (at most 10,000 rows, in the list’s order)',
      access,
      query: propertyListQuerySchema,
      handler: async ({ c, query }) => {
        const context = await contextNow();
        const csv = await db.read((orm) => propertiesCsv(orm, query, context));
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header('content-disposition', 'attachment; filename="properties.csv"');
        return c.body(csv);
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/photos`,
      tag: 'Properties',
      summary: 'Upload one property photo (multipart field `photo`); answers its file reference',
      description:
        'Stored through the file store; put the answer in the property’s `images` (the first is the cover). png, jpeg, jpg, webp or avif, checked by content.',
      access,
      body: { type: 'multipart', schema: z.object({}), files: PHOTO_FILE },
      status: 201,
      response: mutationSchema(fileRefSchema),
      handler: async ({ c, files: uploads }) => {
        const file = uploads.photo;
        if (!file) {
          throw refusal(
            400,
            apiMessage('choosePhoto'),
            fieldMessages({ photo: apiMessage('photoRequired') }),
          );
        }
        const image = await checkImage(file, 'photo', 'properties', config.maxImageBytes);
        await files.put(image.key, image.bytes, image.contentType);
        return {
          ...success('photoUploaded'),
          data: { key: image.key, name: image.name, url: `${c.get('urls').files}/${image.key}` },
        };
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/temporary`,
      tag: 'Properties',
      summary: 'Create a temporary property from a listing link or a few fields',
      description:
        '`{ url, landlordId }` reads the listing through the scraper (title, type, address, position, rooms, guests, nightly rate); `{ title, landlordId, type, address, bedroomCount, maxGuests, nightlyRate, sourceUrl }` takes them by hand. The property is marked temporary and available; PATCH `isTemporary: false` with the missing fields makes it a full one.',
      access,
      body: { type: 'json', schema: temporaryPropertyCreateSchema },
      status: 201,
      response: mutationSchema(propertyViewSchema),
      handler: async ({ c, body, user }) => {
        const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
        const made = await temporaryProperty(body, scraper, token, 'GBP');
        const built = propertyCreateSchema.safeParse(made);
        if (!built.success) {
          throw refusal(400, apiMessage('listingNotAProperty'), fieldIssues(built.error, made));
        }
        const input = built.data;
        return {
          ...success('temporaryPropertyCreated'),
          data: await service.create(input, { actor: user, at: clock.now() }),
        };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/:propertyId/supply`,
      tag: 'Properties',
      summary: 'Supply and price: availability ranges, price history, last confirmation',
      description:
        'The price history (the landlord’s costs from → to, who and when) only for COST_AUDIT_TRAIL holders; without it `priceChanges` is empty and `costsHidden` true.',
      access,
      params,
      response: z.object({ data: supplySchema }),
      handler: async ({ params, user }) => {
        const context = await contextNow();
        return {
          data: await db.read((orm) => readSupply(orm, params.propertyId, context, user.role)),
        };
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/:propertyId/supply`,
      tag: 'Properties',
      summary: 'Update supply and price (the property’s `version`; 409 when stale or overlapping)',
      description:
        'Removes and adds availability ranges (a new range overlapping a kept one is refused with both ranges named; nothing changes), records price changes with who and when, and stamps the confirmation with the landlord.',
      access,
      params,
      body: { type: 'json', schema: supplyUpdateSchema },
      response: mutationSchema(supplySchema),
      handler: async ({ params, body, user }) => {
        await updateSupply(db, params.propertyId, body, { actor: user, at: clock.now() });
        const context = await contextNow();
        return {
          ...success('supplyUpdated'),
          data: await db.read((orm) => readSupply(orm, params.propertyId, context, user.role)),
        };
      },
    }),
  ];
  return [
    ...own,
    ...recordRoutes(deps, {
      base: BASE,
      idParam: 'propertyId',
      permission: 'PROPERTIES',
      deletePermission: 'DELETE_PROPERTY',
      tag: 'Properties',
      nouns: { one: 'property', many: 'properties', record: 'property' },
      listDescription:
        '`search` matches title and city; filters `type`, `status`, `landlordId`, `bedroomsMin`, `guestsMin`, `priceMin`/`priceMax` (nightly rate), `parking` (any, none or an option), `pets` (yes, yes-free, yes-chargeable, no); a place `lng`+`lat` with `radiusMiles` (default 10) keeps properties within that many miles and fills `distanceMiles`; `availableFrom`+`availableTo` keeps available properties with no blocked or booked night in [from, to). `tab`: all (default, not archived), available, unavailable, draft, temporary, stale, archived, deleted. `sort`: title, nightlyRate, bedrooms, createdAt, updatedAt or distance (with a place; the default then), prefixed with - for descending.',
      schemas: {
        listQuery: propertyListQuerySchema,
        list: propertyListSchema,
        view: propertyViewSchema,
        create: propertyCreateSchema,
        update: propertyUpdateSchema,
      },
      list: async (orm, query) => listProperties(orm, query, await viewContextOf(orm, clock.now())),
      service,
    }),
  ];
}

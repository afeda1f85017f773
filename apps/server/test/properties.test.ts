import {
  blankLandlord,
  blankProperty,
  type PropertyCreateInput,
  type PropertyView,
  propertyListSchema,
  propertyReportSchema,
  propertyViewSchema,
  publicPropertySchema,
  supplySchema,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PNG_BYTES,
  ROLES_UNDER_TEST,
  type SignedIn,
  startTestServer,
  type TestServer,
} from './harness.js';

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

let server: TestServer;
let staff: SignedIn;
/** Holds COST_AUDIT_TRAIL: reads the price history the user is not given. */
let auditor: SignedIn;
let landlordId: string;

const call = <T>(method: string, path: string, json?: unknown, token = staff.token) =>
  server.request<T>(method, path, { token, json });

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn('user');
  auditor = await server.signIn('masteradmin');
  const landlord = await call<Mutation<{ id: string }>>('POST', '/api/v1/landlords', {
    ...blankLandlord(),
    name: 'Equator Estates',
    emailAddresses: [{ email: 'desk@equator.test', status: 'active', isVerified: true }],
    phoneNumbers: [
      { phone: '+44 7700 900555', status: 'active', isVerified: true, isWhatsapp: false },
    ],
  });
  landlordId = landlord.body.data.id;
});
afterAll(async () => {
  await server?.close();
});

/** A property of the test landlord at [lng, lat]: far from the demo stock (which is all in the UK). */
function property(
  title: string,
  lng: number,
  lat: number,
  extra: Partial<PropertyCreateInput> = {},
) {
  return {
    ...blankProperty(),
    landlordId,
    title,
    status: 'available',
    address: {
      street: '1 Test Street',
      city: 'Testville',
      state: 'Nowhere',
      zip: 'T1 1TT',
      freeFormAddress: '1 Test Street, Testville',
      position: { type: 'Point', coordinates: [lng, lat] },
    },
    costs: { ...blankProperty().costs, nightlyRate: { amount: '100.00', currency: 'GBP' } },
    ...extra,
  };
}

async function create(input: unknown) {
  const response = await call<Mutation<PropertyView>>('POST', '/api/v1/properties', input);
  expect(response.status, response.text).toBe(201);
  return propertyViewSchema.parse(response.body.data);
}

async function list(query: string) {
  const response = await call<unknown>(
    'GET',
    `/api/v1/properties?landlordId=${landlordId}&${query}`,
  );
  expect(response.status, response.text).toBe(200);
  return propertyListSchema.parse(response.body);
}

const ids: Record<string, string> = {};

describe('distance from a place', () => {
  beforeAll(async () => {
    // Hand-computed from [10, 0] (R = 6371.0088 km × 0.621371 = 3958.76 mi, 1° = 69.0931 mi):
    // A 0 mi; B 0.1° north 6.91 mi; C 0.2° east on the equator 13.82 mi; D 0.3° north 20.73 mi;
    // E [10.12, 0.12] 11.73 mi: inside the 10-mile bounding box (±0.1447°) but outside the circle.
    for (const [name, lng, lat] of [
      ['A', 10, 0],
      ['B', 10, 0.1],
      ['C', 10.2, 0],
      ['D', 10, 0.3],
      ['E', 10.12, 0.12],
    ] as const) {
      ids[name] = (await create(property(`Point ${name}`, lng, lat))).id;
    }
  });

  const names = (items: PropertyView[]) =>
    items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id));

  it('keeps what is within the radius, nearest first, with the distance in miles', async () => {
    const ten = await list('lng=10&lat=0&radiusMiles=10');
    expect(names(ten.items)).toEqual(['A', 'B']);
    expect(ten.items.map((item) => item.distanceMiles)).toEqual([0, 6.91]);
    const fifteen = await list('lng=10&lat=0&radiusMiles=15');
    expect(names(fifteen.items)).toEqual(['A', 'B', 'E', 'C']);
    expect(fifteen.items.map((item) => item.distanceMiles)).toEqual([0, 6.91, 11.73, 13.82]);
    expect(fifteen.tabCounts?.all).toBe(4);
  });

  it('sorts by distance descending, or by another key with the distance still shown', async () => {
    const far = await list('lng=10&lat=0&radiusMiles=25&sort=-distance');
    expect(names(far.items)).toEqual(['D', 'C', 'E', 'B', 'A']);
    const byTitle = await list('lng=10&lat=0&radiusMiles=25&sort=-title');
    expect(names(byTitle.items)).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(byTitle.items[1]?.distanceMiles).toBe(20.73);
    expect((await list('sort=title')).items.every((item) => item.distanceMiles === null)).toBe(
      true,
    );
  });

  it('uses 10 miles when no radius is given, refuses half a place, sorts by title without one', async () => {
    expect(names((await list('lng=10&lat=0')).items)).toEqual(['A', 'B']);
    const half = await call<Mutation<unknown>>('GET', '/api/v1/properties?lng=10');
    expect(half.status).toBe(400);
    expect(half.body.fields?.lat).toBeDefined();
    // Without a place, a distance sort is the title order.
    expect(names((await list('sort=-distance')).items).slice(0, 5)).toEqual([
      'E',
      'D',
      'C',
      'B',
      'A',
    ]);
  });
});

describe('availability for dates', () => {
  let availableId: string;
  beforeAll(async () => {
    const created = await create(property('Calendar Cottage', 20, 0));
    availableId = created.id;
    const supply = await call<Mutation<unknown>>(
      'POST',
      `/api/v1/properties/${created.id}/supply`,
      {
        add: [
          { from: '2027-03-10', to: '2027-03-15', state: 'booked', note: 'Guest' },
          { from: '2027-03-20', to: '2027-03-22', state: 'blocked', note: 'Owner' },
          { from: '2027-04-01', to: '2027-05-01', state: 'available', note: '' },
        ],
        remove: [],
        prices: [],
        confirmedWithLandlord: true,
        version: created.version,
      },
    );
    expect(supply.status, supply.text).toBe(200);
    await create(property('Closed Cottage', 20, 0.01, { status: 'unavailable' }));
  });

  // Nights are [from, to): leaving on the 10th does not meet a stay that starts on the 10th.
  it.each([
    ['2027-03-05', '2027-03-10', true],
    ['2027-03-15', '2027-03-20', true],
    ['2027-03-14', '2027-03-15', false],
    ['2027-03-01', '2027-03-31', false],
    ['2027-03-21', '2027-03-23', false],
    ['2027-04-10', '2027-04-20', true],
  ])('%s to %s: %s', async (from, to, free) => {
    const found = await list(`lng=20&lat=0&radiusMiles=5&availableFrom=${from}&availableTo=${to}`);
    // The unavailable property is never free, whatever its calendar.
    expect(found.items.map((item) => item.id)).toEqual(free ? [availableId] : []);
  });

  it('refuses dates out of order', async () => {
    const response = await call<Mutation<unknown>>(
      'GET',
      '/api/v1/properties?availableFrom=2027-01-02&availableTo=2027-01-01',
    );
    expect(response.status).toBe(400);
    expect(response.body.fields?.availableTo).toBeDefined();
  });
});

describe('supply and price', () => {
  it('refuses an overlapping range with both ranges named, and changes nothing', async () => {
    const created = await create(property('Overlap House', 30, 0));
    const first = await call<Mutation<{ version: number }>>(
      'POST',
      `/api/v1/properties/${created.id}/supply`,
      {
        add: [{ from: '2027-06-01', to: '2027-06-10', state: 'booked', note: '' }],
        remove: [],
        prices: [],
        confirmedWithLandlord: false,
        version: created.version,
      },
    );
    const clash = await call<Mutation<unknown>>('POST', `/api/v1/properties/${created.id}/supply`, {
      add: [{ from: '2027-06-09', to: '2027-06-12', state: 'blocked', note: '' }],
      remove: [],
      prices: [{ field: 'nightlyRate', amount: '150', effectiveFrom: '2027-06-01' }],
      confirmedWithLandlord: true,
      version: first.body.data.version,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(
      '2027-06-09 to 2027-06-12 overlaps the range 2027-06-01 to 2027-06-10',
    );
    const read = await call<{ data: unknown }>('GET', `/api/v1/properties/${created.id}/supply`);
    const supply = supplySchema.parse(read.body.data);
    expect(supply.ranges).toHaveLength(1);
    expect(supply.version).toBe(first.body.data.version);
    expect(supply.lastConfirmedAt).toBeNull();
    expect(supply.isStale).toBe(true);
  });

  it('records price changes with who and when, confirms, and flags stale after the setting', async () => {
    const created = await create(property('Price House', 40, 0));
    const updated = await call<Mutation<unknown>>(
      'POST',
      `/api/v1/properties/${created.id}/supply`,
      {
        add: [],
        remove: [],
        prices: [
          { field: 'nightlyRate', amount: '120.5', effectiveFrom: '2027-01-01' },
          { field: 'margin', amount: '17.5', effectiveFrom: '2027-01-01' },
        ],
        confirmedWithLandlord: true,
        version: created.version,
      },
    );
    expect(updated.status, updated.text).toBe(200);
    // The user updates the price but is not shown its history (COST_AUDIT_TRAIL).
    expect(supplySchema.parse(updated.body.data)).toMatchObject({
      priceChanges: [],
      costsHidden: true,
    });
    const supply = supplySchema.parse(
      (
        await call<{ data: unknown }>(
          'GET',
          `/api/v1/properties/${created.id}/supply`,
          undefined,
          auditor.token,
        )
      ).body.data,
    );
    expect(supply.costsHidden).toBe(false);
    const latest = supply.priceChanges.filter((change) => change.from !== null);
    expect(latest.map(({ field, from, to, currency }) => ({ field, from, to, currency }))).toEqual([
      { field: 'nightlyRate', from: '100.00', to: '120.50', currency: 'GBP' },
      { field: 'margin', from: '15', to: '17.5', currency: null },
    ]);
    expect(latest[0]?.changedBy).toBe(staff.userId);
    expect(latest[0]?.changedByName).toBeTruthy();
    expect(latest[0]?.effectiveFrom).toBe('2027-01-01');
    expect(supply.isStale).toBe(false);
    const view = await call<{ data: PropertyView }>('GET', `/api/v1/properties/${created.id}`);
    expect(view.body.data.costs.nightlyRate.amount).toBe('120.50');
    expect(view.body.data.isAvailabilityStale).toBe(false);
    // Fifteen days on, the default 14-day freshness has run out.
    server.clock.advance(15 * 86_400_000);
    try {
      await staleLater(created.id);
    } finally {
      server.clock.advance(-15 * 86_400_000);
    }
  });

  async function staleLater(id: string) {
    // A session lasts 24 hours: sign in again on the later day.
    const token = (await server.signIn('user')).token;
    const later = await call<{ data: PropertyView }>(
      'GET',
      `/api/v1/properties/${id}`,
      undefined,
      token,
    );
    expect(later.body.data.isAvailabilityStale).toBe(true);
    expect(later.body.data.availabilityFreshnessDays).toBe(14);
    const settings = await call<{ data: { version: number } }>(
      'GET',
      '/api/v1/properties/settings',
      undefined,
      token,
    );
    const saved = await call(
      'PUT',
      '/api/v1/properties/settings',
      {
        availabilityFreshnessDays: 30,
        version: settings.body.data.version,
      },
      token,
    );
    expect(saved.status).toBe(200);
    const relaxed = await call<{ data: PropertyView }>(
      'GET',
      `/api/v1/properties/${id}`,
      undefined,
      token,
    );
    expect(relaxed.body.data.isAvailabilityStale).toBe(false);
    // The page's warning names the limit it was judged by.
    expect(relaxed.body.data.availabilityFreshnessDays).toBe(30);
  }

  it('refuses a negative or malformed price', async () => {
    const created = await create(property('Bad Price', 41, 0));
    const response = await call<Mutation<unknown>>(
      'POST',
      `/api/v1/properties/${created.id}/supply`,
      {
        add: [],
        remove: [],
        prices: [{ field: 'deposit', amount: '-5', effectiveFrom: '2027-01-01' }],
        confirmedWithLandlord: false,
        version: created.version,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.fields?.['prices.0.amount']).toBeDefined();
  });
});

describe('property validation and lifecycle', () => {
  const cases: [string, unknown, string][] = [
    ['title', { title: '' }, 'title'],
    ['type', { type: 'castle' }, 'type'],
    ['status', { status: 'active' }, 'status'],
    [
      'position',
      {
        address: { ...blankProperty().address, position: { type: 'Point', coordinates: [200, 0] } },
      },
      'address.position',
    ],
    ['zip', { address: { ...blankProperty().address, zip: 'x'.repeat(61) } }, 'address.zip'],
    [
      'bed type',
      { bedrooms: [{ beds: [{ type: 'waterbed', count: 1 }] }] },
      'bedrooms.0.beds.0.type',
    ],
    ['empty bedroom', { bedrooms: [{ beds: [] }] }, 'bedrooms.0.beds'],
    ['bathroom', { bathrooms: [{ type: 'jacuzzi' }] }, 'bathrooms.0.type'],
    ['guests', { maxGuests: 0 }, 'maxGuests'],
    ['parking', { parking: 'street' }, 'parking'],
    ['pets', { pets: 'yes' }, 'pets'],
    ['check-in', { checkInMethod: 'concierge' }, 'checkInMethod'],
    ['cleaning', { cleaning: { frequency: 'hourly', charge: 'included' } }, 'cleaning.frequency'],
    ['linen', { linen: { frequency: 'weekly', charge: 'free' } }, 'linen.charge'],
    ['cancellation', { cancellationPolicy: '30-days' }, 'cancellationPolicy'],
    [
      'rate',
      { costs: { ...blankProperty().costs, nightlyRate: { amount: 85.5, currency: 'GBP' } } },
      'costs.nightlyRate.amount',
    ],
    ['margin', { costs: { ...blankProperty().costs, margin: '101' } }, 'costs.margin'],
    ['minimum stay', { minimumStayNights: 0 }, 'minimumStayNights'],
    ['amenities', { amenities: { general: [] } }, 'amenities.kitchen'],
    ['description', { description: 'x'.repeat(10_001) }, 'description'],
    ['source', { sourceUrl: 'javascript:alert(1)' }, 'sourceUrl'],
    ['landlord', { landlordId: 'me' }, 'landlordId'],
  ];
  it.each(cases)('refuses a bad %s', async (_label, change, field) => {
    const response = await call<Mutation<unknown>>('POST', '/api/v1/properties', {
      ...property('Invalid', 0, 0),
      ...(change as object),
    });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.fields ?? {}).join(' '), response.text).toContain(field);
  });

  it('needs a landlord unless temporary, and one in a single currency', async () => {
    const none = await call<Mutation<unknown>>('POST', '/api/v1/properties', {
      ...property('No landlord', 0, 0),
      landlordId: null,
    });
    expect(none.status).toBe(400);
    expect(none.body.fields?.landlordId).toBeDefined();
    const mixed = await call<Mutation<unknown>>('POST', '/api/v1/properties', {
      ...property('Mixed', 0, 0),
      costs: { ...blankProperty().costs, deposit: { amount: '10', currency: 'EUR' } },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.fields?.costs).toBeDefined();
  });

  it('gives the price history to COST_AUDIT_TRAIL holders only', async () => {
    const created = await create(property('Audit Cottage', 45, 0));
    const changed = await call<Mutation<unknown>>(
      'POST',
      `/api/v1/properties/${created.id}/supply`,
      {
        add: [],
        remove: [],
        prices: [{ field: 'nightlyRate', amount: '140', effectiveFrom: '2027-02-01' }],
        confirmedWithLandlord: false,
        version: created.version,
      },
      auditor.token,
    );
    expect(changed.status, changed.text).toBe(200);
    // Spec §6 by hand: COST_AUDIT_TRAIL is masteradmin and system_admin.
    const seesHistory = {
      user: false,
      moderator: false,
      admin: false,
      masteradmin: true,
      system_admin: true,
    };
    for (const role of ROLES_UNDER_TEST) {
      const session = await server.signIn(role);
      const read = await call<{ data: unknown }>(
        'GET',
        `/api/v1/properties/${created.id}/supply`,
        undefined,
        session.token,
      );
      expect(read.status, role).toBe(200);
      const supply = supplySchema.parse(read.body.data);
      expect(supply.costsHidden, role).toBe(!seesHistory[role]);
      const rates = supply.priceChanges.map((change) => `${change.from} → ${change.to}`);
      if (seesHistory[role]) expect(rates, role).toContain('100.00 → 140.00');
      else {
        expect(supply.priceChanges, role).toEqual([]);
        expect(read.text, role).not.toContain('140.00');
      }
    }
  });

  it('edits with a version, records a changed rate, and only DELETE_PROPERTY deletes', async () => {
    const created = await create(property('Lifecycle Flat', 50, 0));
    const edited = await call<Mutation<PropertyView>>('PATCH', `/api/v1/properties/${created.id}`, {
      version: created.version,
      costs: { ...created.costs, nightlyRate: { amount: '99.99', currency: 'GBP' } },
      description: '**Big** windows\n\n- Wi-Fi',
    });
    expect(edited.status, edited.text).toBe(200);
    const supply = supplySchema.parse(
      (
        await call<{ data: unknown }>(
          'GET',
          `/api/v1/properties/${created.id}/supply`,
          undefined,
          auditor.token,
        )
      ).body.data,
    );
    // The test clock stands still: the edit's change shares its instant with the creation's.
    expect(supply.priceChanges.filter((change) => change.from !== null)[0]).toMatchObject({
      field: 'nightlyRate',
      from: '100.00',
      to: '99.99',
    });
    expect(
      (await call('DELETE', `/api/v1/properties/${created.id}?version=${edited.body.data.version}`))
        .status,
    ).toBe(403);
    const master = await server.signIn('masteradmin');
    const deleted = await call<Mutation<PropertyView>>(
      'DELETE',
      `/api/v1/properties/${created.id}?version=${edited.body.data.version}`,
      undefined,
      master.token,
    );
    expect(deleted.status).toBe(200);
    expect((await list('tab=deleted')).items.map((item) => item.id)).toContain(created.id);
  });
});

describe('temporary property, photos, report, export, public page', () => {
  it('makes a temporary property from a saved listing link', async () => {
    const response = await call<Mutation<PropertyView>>('POST', '/api/v1/properties/temporary', {
      url: 'https://www.airbnb.co.uk/rooms/918273645?adults=2',
      landlordId: null,
    });
    expect(response.status, response.text).toBe(201);
    const made = response.body.data;
    expect(made).toMatchObject({
      isTemporary: true,
      landlordId: null,
      title: 'Bright two-bedroom flat by the Meadows',
      type: 'apartment',
      maxGuests: 4,
      sourceUrl: 'https://www.airbnb.co.uk/rooms/918273645',
    });
    expect(made.address.position?.coordinates).toEqual([-3.1927, 55.9362]);
    expect(made.bedrooms).toHaveLength(2);
    expect(made.costs.nightlyRate).toEqual({ amount: '118.00', currency: 'GBP' });
    const near = await call<unknown>(
      'GET',
      '/api/v1/properties?tab=temporary&lng=-3.19&lat=55.94&radiusMiles=2',
    );
    expect(propertyListSchema.parse(near.body).items.map((item) => item.id)).toContain(made.id);
    // Converting needs a landlord.
    const convert = await call('PATCH', `/api/v1/properties/${made.id}`, {
      version: made.version,
      isTemporary: false,
    });
    expect(convert.status).toBe(400);
    const converted = await call<Mutation<PropertyView>>('PATCH', `/api/v1/properties/${made.id}`, {
      version: made.version,
      isTemporary: false,
      landlordId,
    });
    expect(converted.status, converted.text).toBe(200);
    expect(converted.body.data.landlord?.name).toBe('Equator Estates');
  });

  it('makes one by hand', async () => {
    const response = await call<Mutation<PropertyView>>('POST', '/api/v1/properties/temporary', {
      title: 'Stop-gap flat',
      landlordId,
      type: 'studio',
      address: { ...blankProperty().address, city: 'Leeds' },
      bedroomCount: 1,
      maxGuests: 2,
      nightlyRate: { amount: '80', currency: 'GBP' },
      sourceUrl: null,
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data).toMatchObject({ isTemporary: true, type: 'studio', maxGuests: 2 });
  });

  it('uploads a photo through the file store and refuses other files', async () => {
    const form = new FormData();
    form.set('photo', new File([PNG_BYTES], 'front.png', { type: 'image/png' }));
    const uploaded = await server.request<Mutation<{ key: string; name: string; url: string }>>(
      'POST',
      '/api/v1/properties/photos',
      { token: staff.token, form },
    );
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.body.data.key).toMatch(/^properties\/.+\.png$/);
    const served = await fetch(uploaded.body.data.url);
    expect(served.status).toBe(200);
    const bad = new FormData();
    bad.set('photo', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    const refused = await server.request<Mutation<unknown>>('POST', '/api/v1/properties/photos', {
      token: staff.token,
      form: bad,
    });
    expect(refused.status).toBe(400);
    const created = await create(
      property('Photo Flat', 60, 0, {
        images: [uploaded.body.data, { key: 'properties/other.png', name: 'b.png' }],
      }),
    );
    expect(created.coverImage).toEqual({ key: uploaded.body.data.key, name: 'front.png' });
    const page = await call<{ data: unknown }>('GET', `/api/v1/public/properties/${created.id}`);
    expect(page.status, page.text).toBe(200);
    const shown = publicPropertySchema.parse(page.body.data);
    expect(shown.photos[0]?.url).toBe(uploaded.body.data.url);
    expect(JSON.stringify(page.body)).not.toContain('nightlyRate');
    expect(JSON.stringify(page.body)).not.toContain('Equator Estates');
  });

  it('reports the filtered stock and exports it as CSV', async () => {
    const report = await call<{ data: unknown }>(
      'GET',
      `/api/v1/properties/report?landlordId=${landlordId}`,
    );
    expect(report.status, report.text).toBe(200);
    const data = propertyReportSchema.parse(report.body.data);
    expect(data.total).toBeGreaterThanOrEqual(5);
    expect(data.byCity[0]).toEqual({ city: 'Testville', count: expect.any(Number) });
    expect(data.freshness.fresh + data.freshness.stale + data.freshness.never).toBe(data.total);
    const all = propertyReportSchema.parse(
      (await call<{ data: unknown }>('GET', '/api/v1/properties/report')).body.data,
    );
    expect(all.total).toBeGreaterThan(300);
    expect(all.byType.length).toBeGreaterThan(4);
    const csv = await call(
      'GET',
      `/api/v1/properties/export.csv?landlordId=${landlordId}&lng=10&lat=0&radiusMiles=15`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,title,type,status/);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      'Point A',
      'Point B',
      'Point E',
      'Point C',
    ]);
  });

  it('lists UK towns as places', async () => {
    const places = await call<{ data: { name: string; position: { coordinates: number[] } }[] }>(
      'GET',
      '/api/v1/places?search=man',
    );
    expect(places.status).toBe(200);
    expect(places.body.data[0]).toMatchObject({
      name: 'Manchester',
      position: { coordinates: [-2.2426, 53.4808] },
    });
    const largest = await call<{ data: { name: string }[] }>('GET', '/api/v1/places');
    expect(largest.body.data[0]?.name).toBe('London');
    expect(largest.body.data).toHaveLength(10);
  });
});

describe('the home page', () => {
  it('counts what the stale tab lists, and links to it', async () => {
    const summary = await call<{
      data: { items: { key: string; count: number; href: string }[] };
    }>('GET', '/api/v1/home/summary');
    const stale = summary.body.data.items.find((item) => item.key === 'staleAvailability');
    expect(stale?.href).toBe('/dashboard/properties/list?tab=stale');
    const list = propertyListSchema.parse(
      (await call<unknown>('GET', '/api/v1/properties?tab=stale')).body,
    );
    expect(stale?.count).toBe(list.total);
    expect(list.total).toBeGreaterThan(0);
  });
});

describe('the demo stock', () => {
  it('finds demo properties near Manchester for next month', async () => {
    const found = propertyListSchema.parse(
      (
        await call<unknown>(
          'GET',
          '/api/v1/properties?lng=-2.2426&lat=53.4808&radiusMiles=10&bedroomsMin=1',
        )
      ).body,
    );
    expect(found.total).toBeGreaterThan(3);
    expect(found.items.every((item) => (item.distanceMiles ?? 99) <= 10)).toBe(true);
    expect(found.items[0]?.landlord?.name).toBeTruthy();
    expect(found.items[0]?.coverImage?.key).toMatch(/^properties\/demo-\d+\.png$/);
  });
});

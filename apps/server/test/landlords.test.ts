import {
  blankLandlord,
  DEFAULT_MESSAGE_TEMPLATE,
  type LandlordCreate,
  type LandlordView,
  landlordListSchema,
  landlordViewSchema,
  PAGE_SIZE,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

let server: TestServer;
let staff: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn('user');
});
afterAll(async () => {
  await server?.close();
});

const call = <T>(method: string, path: string, json?: unknown, token = staff.token) =>
  server.request<T>(method, path, { token, json });

async function list(query = '') {
  const response = await call<unknown>('GET', `/api/v1/landlords${query}`);
  expect(response.status, response.text).toBe(200);
  return landlordListSchema.parse(response.body);
}

const landlord = (): LandlordCreate => ({
  ...blankLandlord(),
  name: 'Quentin Zanzibar',
  emailAddresses: [{ email: 'Quentin@Zanzi.test', status: 'active', isVerified: true }],
  phoneNumbers: [
    { phone: '+44 7700 900777', status: 'active', isVerified: true, isWhatsapp: true },
    { phone: '0161 496 0000', status: 'inactive', isVerified: false, isWhatsapp: false },
  ],
  company: { name: 'Zanzibar Lets', url: 'zanzibar-lets.test' },
  historicalBookings: 12,
  performance: { responseRatePercent: 55, cancellations: 0, complaints: 1 },
});

async function create(input: LandlordCreate = landlord()) {
  const response = await call<Mutation<LandlordView>>('POST', '/api/v1/landlords', input);
  expect(response.status, response.text).toBe(201);
  return landlordViewSchema.parse(response.body.data);
}

describe('landlords list', () => {
  it('pages the 120 demo landlords by name with tab counts and property counts', async () => {
    const page = await list();
    expect(page.pageSize).toBe(PAGE_SIZE);
    expect(page.total).toBeGreaterThanOrEqual(120);
    expect(page.tabCounts).toEqual({ active: page.total, deleted: expect.any(Number) });
    const names = page.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const all = [...page.items, ...(await list('?page=2')).items];
    expect(all.some((item) => item.numberOfProperties > 0)).toBe(true);
  });

  it('searches name, company, email and phone (digits alone too), and filters by traffic light', async () => {
    const created = await create();
    for (const term of ['zanzib', 'ZANZIBAR LETS', 'quentin@zanzi', '900777', '7700900777']) {
      const found = await list(`?search=${encodeURIComponent(term)}`);
      expect(
        found.items.map((item) => item.id),
        term,
      ).toContain(created.id);
    }
    const green = await list('?trafficLight=green');
    expect(green.items.every((item) => item.trafficLightSystem === 'green')).toBe(true);
  });

  it('refuses an unknown sort and traffic light', async () => {
    for (const query of ['?sort=password', '?trafficLight=blue', '?tab=archived']) {
      const response = await call<Mutation<unknown>>('GET', `/api/v1/landlords${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('landlord lifecycle', () => {
  it('creates with the company url normalised, suggests a light with reasons, links WhatsApp', async () => {
    const created = await create();
    expect(created.company.url).toBe('https://zanzibar-lets.test');
    expect(created.emailAddresses[0]?.email).toBe('quentin@zanzi.test');
    expect(created.trafficLightSystem).toBe('gray');
    // 55 % answers is below the orange bound (60); one complaint alone would be yellow.
    expect(created.suggestedTrafficLight).toBe('orange');
    expect(created.suggestionReasons).toEqual(['lowResponseRate']);
    expect(created.whatsappLinks).toEqual([
      { phone: '+44 7700 900777', url: 'https://wa.me/447700900777' },
    ]);
    expect(created.numberOfProperties).toBe(0);
  });

  it('edits with a version (409 when stale); search follows changed phones', async () => {
    const created = await create();
    const edited = await call<Mutation<LandlordView>>('PATCH', `/api/v1/landlords/${created.id}`, {
      version: created.version,
      trafficLightSystem: 'red',
      phoneNumbers: [
        { phone: '+44 7700 900321', status: 'active', isVerified: false, isWhatsapp: false },
      ],
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.message).toBe('Landlord updated');
    expect(edited.body.data.trafficLightSystem).toBe('red');
    expect(edited.body.data.whatsappLinks).toEqual([]);
    expect(edited.body.data.version).toBe(created.version + 1);
    const found = await list('?search=900321');
    expect(found.items.map((item) => item.id)).toContain(created.id);
    const stale = await call('PATCH', `/api/v1/landlords/${created.id}`, {
      version: created.version,
      name: 'Late',
    });
    expect(stale.status).toBe(409);
  });

  it('lets only DELETE_LANDLORD holders delete and restore; each audited', async () => {
    const created = await create();
    const refused = await call(
      'DELETE',
      `/api/v1/landlords/${created.id}?version=${created.version}`,
    );
    expect(refused.status).toBe(403);
    const master = await server.signIn('masteradmin');
    const deleted = await call<Mutation<LandlordView>>(
      'DELETE',
      `/api/v1/landlords/${created.id}?version=${created.version}`,
      undefined,
      master.token,
    );
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.data.deleted).toBe(true);
    expect((await list('?tab=deleted')).items.map((item) => item.id)).toContain(created.id);
    // Undoing the delete needs what the delete needs.
    const notYours = await call('POST', `/api/v1/landlords/${created.id}/restore`, {
      version: deleted.body.data.version,
    });
    expect(notYours.status).toBe(403);
    const restored = await call<Mutation<LandlordView>>(
      'POST',
      `/api/v1/landlords/${created.id}/restore`,
      { version: deleted.body.data.version },
      master.token,
    );
    expect(restored.status).toBe(200);
    expect(restored.body.data.deleted).toBe(false);
    const admin = await server.signIn('system_admin');
    const audit = await server.request<{ items: { action: string }[] }>(
      'GET',
      `/api/v1/audit?recordType=landlord&recordId=${created.id}`,
      { token: admin.token },
    );
    expect(audit.body.items.map((item) => item.action).sort()).toEqual(
      ['create', 'delete', 'restore'].sort(),
    );
  });
});

describe('landlord validation', () => {
  const cases: [string, (input: LandlordCreate) => unknown, string][] = [
    ['name', (l) => ({ ...l, name: '' }), 'name'],
    ['name', (l) => ({ ...l, name: 'x'.repeat(201) }), 'name'],
    [
      'email',
      (l) => ({ ...l, emailAddresses: [{ email: 'nope', status: 'active', isVerified: false }] }),
      'emailAddresses.0.email',
    ],
    [
      'email status',
      (l) => ({ ...l, emailAddresses: [{ email: 'a@b.test', status: 'gone', isVerified: false }] }),
      'emailAddresses.0.status',
    ],
    [
      'email verified',
      (l) => ({
        ...l,
        emailAddresses: [{ email: 'a@b.test', status: 'active', isVerified: 'yes' }],
      }),
      'emailAddresses.0.isVerified',
    ],
    [
      'phone',
      (l) => ({
        ...l,
        phoneNumbers: [
          { phone: 'call me', status: 'active', isVerified: false, isWhatsapp: false },
        ],
      }),
      'phoneNumbers.0.phone',
    ],
    [
      'whatsapp',
      (l) => ({
        ...l,
        phoneNumbers: [
          { phone: '+44 7700 900111', status: 'active', isVerified: false, isWhatsapp: 1 },
        ],
      }),
      'phoneNumbers.0.isWhatsapp',
    ],
    ['company url', (l) => ({ ...l, company: { name: 'X', url: 'not a url' } }), 'company.url'],
    [
      'company name',
      (l) => ({ ...l, company: { name: 'x'.repeat(201), url: '' } }),
      'company.name',
    ],
    ['traffic light', (l) => ({ ...l, trafficLightSystem: 'blue' }), 'trafficLightSystem'],
    ['bookings', (l) => ({ ...l, historicalBookings: -1 }), 'historicalBookings'],
    ['bookings', (l) => ({ ...l, historicalBookings: 1.5 }), 'historicalBookings'],
    ['joined', (l) => ({ ...l, joinedAt: '2020-13-01' }), 'joinedAt'],
    [
      'profile platform',
      (l) => ({ ...l, externalProfiles: [{ platform: '', url: 'https://x.test' }] }),
      'externalProfiles.0.platform',
    ],
    [
      'profile url',
      (l) => ({ ...l, externalProfiles: [{ platform: 'Airbnb', url: 'javascript:alert(1)' }] }),
      'externalProfiles.0.url',
    ],
    [
      'certification',
      (l) => ({
        ...l,
        settings: {
          ...l.settings,
          displayCertifications: {
            ...l.settings.displayCertifications,
            petFriendly: { isVisible: 'no' },
          },
        },
      }),
      'settings.displayCertifications.petFriendly.isVisible',
    ],
    [
      'badge',
      (l) => ({
        ...l,
        settings: { ...l.settings, displayBadges: { greenLandlord: { isAvailable: true } } },
      }),
      'settings.displayBadges.accessibleLandlord',
    ],
    [
      'response rate',
      (l) => ({ ...l, performance: { ...l.performance, responseRatePercent: 101 } }),
      'performance.responseRatePercent',
    ],
    [
      'cancellations',
      (l) => ({ ...l, performance: { ...l.performance, cancellations: -2 } }),
      'performance.cancellations',
    ],
    [
      'complaints',
      (l) => ({ ...l, performance: { ...l.performance, complaints: 'many' } }),
      'performance.complaints',
    ],
  ];
  it.each(cases)('refuses a bad %s with a 400 on the field', async (_label, change, field) => {
    const response = await call<Mutation<unknown>>('POST', '/api/v1/landlords', change(landlord()));
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.fields ?? {}).join(' '), response.text).toContain(field);
  });
});

describe('landlord sync and message template', () => {
  /** The signed-in user's landlordSync experiment, set as the administration screen sets it. */
  async function landlordSync(isAvailable: boolean | null) {
    const root = await server.signIn('system_admin');
    const path = `/api/v1/users/${staff.userId}/experiments`;
    const response =
      isAvailable === null
        ? await server.request('DELETE', `${path}/landlordSync`, { token: root.token })
        : await server.request('POST', path, {
            token: root.token,
            json: { name: 'landlordSync', isAvailable },
          });
    expect(response.status, response.text).toBe(200);
  }
  beforeAll(() => landlordSync(true));

  it('is the landlordSync experiment: refused without it or switched off, and changes nothing', async () => {
    const created = await create();
    const sync = () =>
      call<Mutation<unknown> & { permissionDenied?: boolean }>(
        'POST',
        `/api/v1/landlords/${created.id}/sync`,
        { profileUrl: 'airbnb.co.uk/users/show/48213377' },
      );
    await landlordSync(null);
    const without = await sync();
    expect(without.status, without.text).toBe(403);
    expect(without.body.permissionDenied).toBe(true);
    await landlordSync(false);
    expect((await sync()).status).toBe(403);
    const unchanged = await call<{ data: LandlordView }>('GET', `/api/v1/landlords/${created.id}`);
    expect(unchanged.body.data.version).toBe(created.version);
    expect(unchanged.body.data.historicalBookings).toBe(created.historicalBookings);
    await landlordSync(true);
    expect((await sync()).status).toBe(200);
  });

  it('syncs from a saved Airbnb profile: joined date, bookings, response rate, profile, verified', async () => {
    const created = await create();
    const synced = await call<Mutation<{ landlord: LandlordView; changes: { field: string }[] }>>(
      'POST',
      `/api/v1/landlords/${created.id}/sync`,
      { profileUrl: 'airbnb.co.uk/users/show/48213377?locale=en' },
    );
    expect(synced.status, synced.text).toBe(200);
    expect(synced.body.message).toBe('Landlord synced');
    const { landlord: after, changes } = synced.body.data;
    expect(after.joinedAt).toBe('2017-03-01');
    expect(after.historicalBookings).toBe(212);
    expect(after.performance.responseRatePercent).toBe(96);
    expect(after.externalProfiles).toEqual([
      { platform: 'Airbnb', url: 'https://www.airbnb.co.uk/users/show/48213377' },
    ]);
    expect(after.settings.displayCertifications.isVerified.isVisible).toBe(true);
    expect(after.version).toBe(created.version + 1);
    expect(changes.map((change) => change.field)).toEqual([
      'joinedAt',
      'historicalBookings',
      'performance.responseRatePercent',
      'externalProfiles',
      'settings.displayCertifications.isVerified',
    ]);
    const again = await call<Mutation<{ changes: unknown[] }>>(
      'POST',
      `/api/v1/landlords/${created.id}/sync`,
      { profileUrl: 'https://www.airbnb.co.uk/users/show/48213377' },
    );
    expect(again.body.message).toBe('Landlord already up to date');
    expect(again.body.data.changes).toEqual([]);
  });

  it('answers 404 for a profile without a saved page and 400 for an unknown address', async () => {
    const created = await create();
    const missing = await call<Mutation<unknown>>('POST', `/api/v1/landlords/${created.id}/sync`, {
      profileUrl: 'https://www.airbnb.co.uk/users/show/1',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.fields?.url).toMatch(/saved copy/);
    const unknown = await call<Mutation<unknown>>('POST', `/api/v1/landlords/${created.id}/sync`, {
      profileUrl: 'https://example.com/me',
    });
    expect(unknown.status).toBe(400);
  });

  it('reads the default template and saves a new one with a version', async () => {
    const first = await call<{ data: { template: string; version: number } }>(
      'GET',
      '/api/v1/landlords/message-template',
    );
    expect(first.status).toBe(200);
    expect(first.body.data.template).toBe(DEFAULT_MESSAGE_TEMPLATE);
    const saved = await call<Mutation<{ template: string; version: number }>>(
      'PUT',
      '/api/v1/landlords/message-template',
      {
        template: 'Hi {landlordName}, free {checkIn}–{checkOut}?',
        version: first.body.data.version,
      },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.version).toBe(first.body.data.version + 1);
    const stale = await call('PUT', '/api/v1/landlords/message-template', {
      template: 'Late',
      version: first.body.data.version,
    });
    expect(stale.status).toBe(409);
    const empty = await call('PUT', '/api/v1/landlords/message-template', {
      template: '',
      version: saved.body.data.version,
    });
    expect(empty.status).toBe(400);
    const read = await call<{ data: { template: string } }>(
      'GET',
      '/api/v1/landlords/message-template',
    );
    expect(read.body.data.template).toBe('Hi {landlordName}, free {checkIn}–{checkOut}?');
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeCounters } from '../src/modules/home/routes.js';
import type { HomeCounter } from '../src/modules/kit.js';
import { parseListingUrl } from '../src/modules/scraper/routes.js';
import { LINK_WITHHELD } from '../src/services/mail.js';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';
import { startSmtpSink } from './smtp-sink.js';

let server: TestServer;
let system: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  [system, user] = await Promise.all([server.signIn('system_admin'), server.signIn('user')]);
});
afterAll(async () => {
  await server?.close();
});

type Settings = {
  settings: {
    defaultCurrency: string;
    productName: string;
    version: number;
    experiments: { name: string }[];
    brands: Record<string, { phone: string }>;
  };
};

describe('global settings', () => {
  it('answers anyone the public part only, and signed-in staff every setting', async () => {
    const open = await server.request<{ data: { settings: Record<string, unknown> } }>(
      'GET',
      '/api/v1/global/settings',
    );
    expect(open.status).toBe(200);
    expect(Object.keys(open.body.data.settings).sort()).toEqual([
      'brands',
      'companyName',
      'defaultCurrency',
      'locale',
      'productName',
      'supportEmail',
      'timeZone',
    ]);
    for (const secret of ['marginFloorPercent', 'signUpEmailDomains', 'experiments'])
      expect(open.text, secret).not.toContain(secret);
    const anonymous = await server.request('GET', '/api/v1/global/settings/full');
    expect(anonymous.status).toBe(401);
    const full = await server.request<{ data: Settings & { settings: Record<string, unknown> } }>(
      'GET',
      '/api/v1/global/settings/full',
      { token: user.token },
    );
    expect(full.status).toBe(200);
    expect(full.body.data.settings).toMatchObject({
      marginFloorPercent: '12',
      signUpEmailDomains: ['staydesk.test'],
    });
  });

  it('answers data.settings to staff, and lets ADMINISTRATION change them with a version', async () => {
    const read = await server.request<{ data: Settings }>('GET', '/api/v1/global/settings/full', {
      token: user.token,
    });
    expect(read.status).toBe(200);
    const settings = read.body.data.settings;
    expect(settings).toMatchObject({ defaultCurrency: 'GBP', productName: 'Staydesk', version: 1 });
    expect(settings.brands.harbour?.phone).toMatch(/^\+44/);
    expect(settings.experiments.map((e) => e.name)).toContain('trackerBoard');
    const changed = await server.request<{ message: string; data: Settings }>(
      'PATCH',
      '/api/v1/global/settings',
      {
        token: system.token,
        json: { holdHours: 24, version: 1 },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.settings.version).toBe(2);
    const stale = await server.request('PATCH', '/api/v1/global/settings', {
      token: system.token,
      json: { holdHours: 12, version: 1 },
    });
    expect(stale.status).toBe(409);
    const invalid = await server.request<{ fields: Record<string, string> }>(
      'PATCH',
      '/api/v1/global/settings',
      {
        token: system.token,
        json: { defaultCurrency: 'pounds', version: 2 },
      },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields.defaultCurrency).toBeTruthy();
  });
});

describe('public pages and the home summary', () => {
  const moduleCounter: HomeCounter = {
    key: 'probeCounter',
    label: 'Probe',
    section: 'kpi',
    rank: 1000,
    href: () => '/dashboard',
    permission: 'HOME',
    count: () => sql`select 1::int`,
  };

  it("joins a module's home counters to the core ones by rank, and refuses a key used twice", () => {
    const keys = homeCounters([
      { name: 'probe', routes: () => [], homeCounters: [moduleCounter] },
      {
        name: 'first',
        routes: () => [],
        homeCounters: [{ ...moduleCounter, key: 'firstCounter', section: 'queue', rank: 1 }],
      },
    ]).map((counter) => counter.key);
    expect(keys.at(-1)).toBe('probeCounter');
    expect(keys[0]).toBe('firstCounter');
    expect(keys).toContain('companiesWithoutBilling');
    expect(() =>
      homeCounters([
        { name: 'a', routes: () => [], homeCounters: [moduleCounter] },
        { name: 'b', routes: () => [], homeCounters: [moduleCounter] },
      ]),
    ).toThrow('Two home counters are called probeCounter');
  });

  it('stores a property request with a reference, and lists it for staff', async () => {
    const sent = await server.request<{ message: string; data: { id: string; reference: string } }>(
      'POST',
      '/api/v1/public/property-requests',
      {
        json: {
          fullName: 'Hannah Moore',
          email: 'Hannah.Moore@example.com',
          phone: '+44 7700 900321',
          companyName: 'Aviva Claims Housing',
          location: 'Harrogate, North Yorkshire',
          checkIn: '2026-12-14',
          checkOut: '2027-02-28',
          adults: 2,
          children: 2,
          bedrooms: 3,
          pets: true,
          budget: { amount: '950.00', currency: 'GBP', basis: 'week' },
          notes: 'Insurance claim after a kitchen flood; needs a ground-floor bedroom.',
        },
      },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data.reference).toMatch(/^PR-\d+$/);
    expect(sent.body.message).toContain(sent.body.data.reference);
    const row = await server.db.query<{
      email: string;
      details: { location: string; budget: { basis: string } };
    }>('select email, details from property_requests where id = $1', [sent.body.data.id]);
    expect(row.rows[0]).toMatchObject({
      email: 'hannah.moore@example.com',
      details: { location: 'Harrogate, North Yorkshire', budget: { basis: 'week' } },
    });
    const staffList = await server.request<{ propertyRequests: { reference: string }[] }>(
      'GET',
      '/api/v1/property-requests',
      { token: user.token },
    );
    expect(staffList.body.propertyRequests[0]?.reference).toBe(sent.body.data.reference);
  });

  it('names each bad field of a property request', async () => {
    const bad = await server.request<{ fields: Record<string, string> }>(
      'POST',
      '/api/v1/public/property-requests',
      {
        json: {
          fullName: 'A B',
          email: 'a@example.com',
          phone: '+44 7700 900321',
          location: 'York',
          checkIn: '2026-12-14',
          checkOut: '2026-12-01',
          adults: 1,
        },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ checkOut: 'Check-out must be after check-in' });
  });

  it('shows only what the caller may open on the home page', async () => {
    const items = async (token: string) =>
      (
        await server.request<{ data: { items: { key: string }[] } }>(
          'GET',
          '/api/v1/home/summary',
          { token },
        )
      ).body.data.items.map((i) => i.key);
    expect(await items(user.token)).not.toContain('tasksMineOverdue');
    expect(await items(system.token)).toContain('tasksMineOverdue');
  });

  it('links the company card to the list filtered to exactly what it counts', async () => {
    const summary = await server.request<{
      data: { items: { key: string; count: number; href: string }[] };
    }>('GET', '/api/v1/home/summary', { token: system.token });
    for (const key of ['companiesWithoutBilling']) {
      const item = summary.body.data.items.find((i) => i.key === key);
      if (!item) throw new Error(`No ${key} counter`);
      const screen = new URL(item.href, 'http://staydesk.test');
      // The screen's query is the list's query: the same tab and filters.
      const list = await server.request<{ total: number }>(
        'GET',
        `/api/companies${screen.search || (screen.pathname.includes('subcompanies') ? '?tab=sub' : '')}`,
        { token: system.token },
      );
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(item.count);
    }
    const unbilled = summary.body.data.items.find((i) => i.key === 'companiesWithoutBilling');
    expect(unbilled?.href).toBe('/dashboard/companies/list?tab=top&billing=none');
  });

  it('finds public properties in the properties table only: 404 unless one is available', async () => {
    const missing = await server.request(
      'GET',
      '/api/v1/public/properties/1f1c1e0e-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      message: 'Property not found',
      code: 'notFound',
      params: { what: 'Property' },
    });
    expect((await server.request('GET', '/api/v1/public/properties/garbage')).status).toBe(404);
    // The properties module owns the table (modules/properties): a property is public while available.
    const inserted = await server.db.query<{ id: string }>(
      `insert into properties (landlord_id, title, type, status, address, city, bedrooms, bedroom_count, max_guests, cleaning, linen, costs)
       values ((select id from landlords order by name, id limit 1), 'Riverside two-bed apartment', 'apartment', 'available',
         '{"street":"","city":"Leeds","state":"United Kingdom","zip":"","freeFormAddress":"","position":null}'::jsonb, 'Leeds',
         '[{"beds":[{"type":"double","count":1}]},{"beds":[{"type":"twins","count":2}]}]'::jsonb, 2, 4,
         '{"frequency":"weekly","charge":"included"}'::jsonb, '{"frequency":"weekly","charge":"included"}'::jsonb,
         '{"nightlyRate":{"amount":"90.00","currency":"GBP"},"deposit":{"amount":"0.00","currency":"GBP"},"cleaningFee":{"amount":"0.00","currency":"GBP"},"parking":{"amount":"0.00","currency":"GBP"},"petFee":{"amount":"0.00","currency":"GBP"},"exitClean":{"amount":"0.00","currency":"GBP"},"margin":"15"}'::jsonb)
       returning id`,
    );
    const found = await server.request<{ data: { title: string; city: string } }>(
      'GET',
      `/api/v1/public/properties/${inserted.rows[0]?.id}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ title: 'Riverside two-bed apartment', city: 'Leeds' });
  });
});

describe('mail', () => {
  it('sends reset mail by SMTP when SMTP_URL is set, and records it in the outbox', async () => {
    const sink = await startSmtpSink();
    const mailing = await startTestServer({ db: server.db, env: { SMTP_URL: sink.url } });
    try {
      const response = await mailing.request('POST', '/api/auth/send-reset-email', {
        json: { email: 'admin@staydesk.test' },
      });
      expect(response.status).toBe(200);
      expect(sink.messages).toHaveLength(1);
      // Undo quoted-printable soft line breaks before reading the link.
      const mail = sink.messages[0]?.replace(/=\n/g, '') ?? '';
      expect(mail).toMatch(/^Subject: Reset your Staydesk password$/m);
      expect(mail).toMatch(/^To: admin@staydesk\.test$/m);
      expect(mail).toContain(`${mailing.baseUrl}/new-password/`);
      const row = await server.db.query<{
        transport: string;
        sent_at: Date | null;
        text_body: string;
      }>(
        "select transport, sent_at, text_body from mail_outbox where to_address = 'admin@staydesk.test' order by created_at desc limit 1",
      );
      expect(row.rows[0]?.transport).toBe('smtp');
      expect(row.rows[0]?.sent_at).not.toBeNull();
      // Outside local development the outbox never holds the link: only the recipient gets it.
      expect(row.rows[0]?.text_body).toContain(LINK_WITHHELD);
      expect(row.rows[0]?.text_body).not.toContain('/new-password/');
    } finally {
      await mailing.close();
      await sink.close();
    }
  });
});

describe('audit trail', () => {
  it('filters by record type and id', async () => {
    const all = await server.request<{ items: { recordType: string }[]; total: number }>(
      'GET',
      '/api/v1/audit?recordType=settings',
      { token: system.token },
    );
    expect(all.status).toBe(200);
    expect(all.body.items.every((e) => e.recordType === 'settings')).toBe(true);
  });
});

describe('scraper service', () => {
  it('reports its health and recognises listing addresses without fetching them', async () => {
    const health = await server.request<{ status: string; fetchesListings: boolean }>(
      'GET',
      '/scraper/health',
    );
    expect(health.body).toMatchObject({ status: 'ok', fetchesListings: false });
    const listing = await server.request<{ data: unknown }>('POST', '/scraper/listing', {
      token: user.token,
      json: { url: 'www.rightmove.co.uk/properties/148204551#/?channel=RES_LET' },
    });
    expect(listing.body.data).toEqual({
      platform: 'rightmove',
      externalId: '148204551',
      url: 'https://www.rightmove.co.uk/properties/148204551',
    });
    const unknown = await server.request('POST', '/scraper/listing', {
      token: user.token,
      json: { url: 'https://example.com/flat/1' },
    });
    expect(unknown.status).toBe(400);
  });

  it.each([
    ['https://www.airbnb.co.uk/rooms/53116281?adults=2', 'airbnb', '53116281'],
    [
      'https://www.booking.com/hotel/gb/the-leeds-loft.en-gb.html?aid=1',
      'booking',
      'gb/the-leeds-loft',
    ],
    ['https://www.vrbo.com/en-gb/p9876543', 'vrbo', '9876543'],
    ['https://www.zoopla.co.uk/to-rent/details/66811234/', 'zoopla', '66811234'],
    ['https://www.openrent.co.uk/property-to-rent/leeds/2-bed-flat/1987654', 'openrent', '1987654'],
  ])('parses %s', (url, platform, externalId) => {
    expect(parseListingUrl(url)).toMatchObject({ platform, externalId });
  });
});

describe('documentation, client config and serving', () => {
  it('serves an OpenAPI 3.1 document built from the routes, and a readable page', async () => {
    const doc = await server.request<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>('GET', '/api/docs/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/signin',
        '/api/v1/users/{id}',
        '/api/companies/{companyId}',
      ]),
    );
    expect(JSON.stringify(doc.body.paths['/api/auth/signin']?.post?.requestBody)).toContain(
      'rememberMe',
    );
    const page = await fetch(`${server.baseUrl}/api/docs`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('/api/v1/users/{id}/experiments/{name}');
  });

  it('answers config.js with the seven client settings and the brand, derived from the origin', async () => {
    const response = await fetch(`${server.baseUrl}/config.js`);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const text = await response.text();
    const config = JSON.parse(
      text.replace(/^window\.__STAYDESK_CONFIG__ = /, '').replace(/;\s*$/, ''),
    );
    expect(config).toEqual({
      NODE_ENV: 'test',
      GLOBAL_URL: server.baseUrl,
      CLIENT_URL: server.baseUrl,
      SCRAPER_URL: `${server.baseUrl}/scraper`,
      MAPS_KEY: 'local-maps-key',
      CLOUD_FILE_HOST_URL: `${server.baseUrl}/files`,
      CHAT_LINK_URL: 'https://wa.me',
      BRAND: 'staydesk',
    });
  });

  it('sends security headers, and CORS for the client url only', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/global/settings`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${server.baseUrl}/api/v1/global/settings`, {
      headers: { origin: server.baseUrl },
    });
    expect(own.headers.get('access-control-allow-origin')).toBe(server.baseUrl);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${server.baseUrl}/api/v1/users`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(403);
  });

  it('answers 503 with timeout: true when a request runs too long', async () => {
    const impatient = await startTestServer({ db: server.db, env: { REQUEST_TIMEOUT_MS: '300' } });
    let release: () => void = () => undefined;
    let signalLocked: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => {
      signalLocked = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another transaction holds the users table, so the request cannot finish in time.
    const holder = server.db.transaction(async (tx) => {
      await tx.query('lock table users in access exclusive mode');
      signalLocked();
      await held;
    });
    try {
      await locked;
      const response = await impatient.request('GET', '/api/v1/users', { token: user.token });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        message: 'The server took too long to process the request. Please try again later.',
        code: 'timeout',
        timeout: true,
        retryAfterSeconds: 5,
      });
      expect(response.headers.get('retry-after')).toBe('5');
    } finally {
      release();
      await holder;
      await impatient.close();
    }
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await server.request('GET', '/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      message: 'No such endpoint: GET /api/v1/nothing-here',
      code: 'noSuchEndpoint',
      params: { method: 'GET', path: '/api/v1/nothing-here' },
    });
  });

  it('says how to build the dashboard when it is missing, then serves it with index.html for client routes', async () => {
    const missing = await fetch(`${server.baseUrl}/`);
    expect(await missing.text()).toMatch(/dashboard has not been built yet/);
    const dist = join(server.dataDir, 'dashboard');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Staydesk</title><script src="/config.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const route = await fetch(`${server.baseUrl}/dashboard/companies/list`);
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>Staydesk</title>');
    const asset = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await fetch(`${server.baseUrl}/assets/gone-999.js`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/..%2f..%2fetc/passwd`)).status).not.toBe(500);
  });
});

import { readFileSync } from 'node:fs';
import { type Place, placeListSchema } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTowns, UK_TOWNS } from '../src/modules/properties/gazetteer.js';
import {
  gazetteerPlaces,
  type MapsProvider,
  mapsProviderFor,
  searchPlaces,
  tomTomProvider,
} from '../src/modules/properties/places.js';
import { POSTCODE_DATA_SIZE, searchPostcodes } from '../src/modules/properties/postcodes.js';
import { startTestServer, type TestServer } from './harness.js';

const recorded = readFileSync(
  new URL('./fixtures/maps/tomtom-search-leeds.json', import.meta.url),
  'utf8',
);

describe('the maps provider adapter (TomTom, replayed from a recorded answer)', () => {
  it('asks for UK results with the key and builds addresses with [lng, lat] positions', async () => {
    const asked: string[] = [];
    const provider = tomTomProvider('secret-key', async (input) => {
      asked.push(String(input));
      return new Response(recorded, { headers: { 'content-type': 'application/json' } });
    });
    const places = placeListSchema.parse(await provider.search('park row leeds'));
    const url = new URL(asked[0] ?? '');
    expect(url.pathname).toBe('/search/2/search/park%20row%20leeds.json');
    expect(url.searchParams.get('key')).toBe('secret-key');
    expect(url.searchParams.get('countrySet')).toBe('GB');
    expect(places[0]).toEqual({
      id: 'tomtom:GB/PAD/p0/1234567',
      name: '12 Park Row, Leeds, LS1 5HD',
      region: 'England',
      position: { type: 'Point', coordinates: [-1.54697, 53.79803] },
      address: {
        street: '12 Park Row',
        city: 'Leeds',
        state: 'United Kingdom',
        zip: 'LS1 5HD',
        freeFormAddress: '12 Park Row, Leeds, LS1 5HD',
        position: { type: 'Point', coordinates: [-1.54697, 53.79803] },
      },
      source: 'provider',
      precision: 'address',
    });
    expect(places[1]?.address?.street).toBe('Park Row');
  });

  it('refuses an answer that is not the recorded shape', async () => {
    const provider = tomTomProvider('k', async () => Response.json({ results: [{ id: 1 }] }));
    await expect(provider.search('x')).rejects.toThrow();
    const down = tomTomProvider('k', async () => new Response('nope', { status: 503 }));
    await expect(down.search('x')).rejects.toThrow('503');
  });

  it('falls back to the embedded lookup when the provider times out, fails or answers another shape', async () => {
    const timingOut = tomTomProvider('k', async (_input, init) => {
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    });
    const unknownShape = tomTomProvider('k', async () => Response.json({ results: 'none' }));
    const down = tomTomProvider('k', async () => new Response('busy', { status: 429 }));
    for (const provider of [timingOut, unknownShape, down]) {
      const errors: unknown[] = [];
      const places = await searchPlaces('LS1 4AB', provider, (error) => errors.push(error));
      expect(places).toEqual(gazetteerPlaces('LS1 4AB'));
      expect(places[0]).toMatchObject({ name: 'LS1 4AB', precision: 'district' });
      expect(errors).toHaveLength(1);
    }
  });

  it('is used only with a real key', () => {
    expect(mapsProviderFor('local-maps-key')).toBeUndefined();
    expect(mapsProviderFor('abc')?.name).toBe('tomtom');
  });
});

describe('searching places', () => {
  it('puts postcodes and towns first, then a few localities, then the provider, at most 10; a failing provider leaves the embedded places', async () => {
    const provider: MapsProvider = {
      name: 'fake',
      search: async () =>
        Array.from({ length: 12 }, (_, n) => ({
          id: `p${n}`,
          name: `Leeds place ${n}`,
          region: 'England',
          position: { type: 'Point' as const, coordinates: [-1.5, 53.8] as [number, number] },
          address: null,
          source: 'provider' as const,
        })),
    };
    const places = await searchPlaces('leeds', provider);
    expect(places).toHaveLength(10);
    expect(places[0]).toMatchObject({ name: 'Leeds', source: 'gazetteer', precision: 'town' });
    const firstProvider = places.findIndex((place) => place.source === 'provider');
    expect(firstProvider).toBeGreaterThan(0);
    expect(firstProvider).toBeLessThanOrEqual(4);
    expect(places.slice(firstProvider).every((place) => place.source === 'provider')).toBe(true);
    const errors: unknown[] = [];
    const failing: MapsProvider = {
      name: 'down',
      search: async () => {
        throw new Error('offline');
      },
    };
    const fallback = await searchPlaces('leeds', failing, (error) => errors.push(error));
    expect(fallback).toEqual(gazetteerPlaces('leeds'));
    expect(fallback[0]).toMatchObject({ name: 'Leeds' });
    expect(errors).toHaveLength(1);
  });

  it('matches the start of a name before the middle, larger towns first, ignoring accents', () => {
    expect(searchTowns('new', 10).map((town) => town.name)).toEqual([
      'Newcastle upon Tyne',
      'Newport',
    ]);
    expect(searchTowns('castle', 3).map((town) => town.name)).toEqual(['Newcastle upon Tyne']);
    expect(searchTowns('Stóke', 3)[0]?.name).toBe('Stoke-on-Trent');
    expect(searchTowns('wales', 10).every((town) => town.region === 'Wales')).toBe(true);
  });

  it('has every town inside the UK and no id twice', () => {
    expect(new Set(UK_TOWNS.map((town) => town.id)).size).toBe(UK_TOWNS.length);
    for (const town of UK_TOWNS) {
      expect(town.lat, town.name).toBeGreaterThan(49.8);
      expect(town.lat, town.name).toBeLessThan(60.9);
      expect(town.lng, town.name).toBeGreaterThan(-8.7);
      expect(town.lng, town.name).toBeLessThan(1.8);
    }
  });
});

describe('the embedded postcode lookup (GET /api/v1/places, no maps key, PGlite)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.signIn('user')).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  const search = async (text: string) => {
    const response = await server.request<{ data: unknown }>(
      'GET',
      `/api/v1/places?${new URLSearchParams({ search: text })}`,
      { token },
    );
    expect(response.status).toBe(200);
    return placeListSchema.parse(response.body.data);
  };
  const near = (place: Place | undefined, lng: number, lat: number) => {
    const [placeLng = 0, placeLat = 0] = place?.position.coordinates ?? [];
    expect(Math.abs(placeLng - lng), place?.name).toBeLessThan(0.02);
    expect(Math.abs(placeLat - lat), place?.name).toBeLessThan(0.02);
  };

  it('finds a postcode district by its outward code, then the districts it begins', async () => {
    const places = await search('LS1');
    expect(places[0]).toMatchObject({
      id: 'district:LS1',
      name: 'LS1',
      region: 'Leeds, West Yorkshire',
      precision: 'district',
      address: { city: 'Leeds', zip: 'LS1', state: 'United Kingdom' },
    });
    near(places[0], -1.548, 53.797);
    expect(places.slice(1, 4).map((place) => place.name)).toEqual(['LS10', 'LS11', 'LS12']);
    const m3 = await search('m3');
    expect(m3[0]).toMatchObject({ name: 'M3', region: 'Manchester, Greater Manchester' });
    near(m3[0], -2.237, 53.481);
    expect((await search('SW1A'))[0]).toMatchObject({ name: 'SW1A', precision: 'district' });
  });

  it('resolves a full postcode to its district’s centroid and says so', async () => {
    for (const text of ['LS1 4AB', 'ls14ab', ' LS1  4ab ']) {
      const places = await search(text);
      expect(places).toHaveLength(1);
      expect(places[0]).toMatchObject({
        id: 'postcode:LS1 4AB',
        name: 'LS1 4AB',
        precision: 'district',
        address: { zip: 'LS1 4AB', city: 'Leeds', freeFormAddress: 'LS1 4AB, Leeds' },
      });
      near(places[0], -1.548, 53.797);
    }
    expect(await search('ZZ9 9ZZ')).toEqual([]);
  });

  it('finds the neighbourhoods of the cities', async () => {
    const headingley = await search('Headingley');
    expect(headingley[0]).toMatchObject({ name: 'Headingley', region: 'LS6, Leeds' });
    near(headingley[0], -1.57, 53.82);
    const deansgate = await search('deansgate');
    expect(deansgate[0]).toMatchObject({ name: 'Deansgate', region: 'M3, Manchester' });
    near(deansgate[0], -2.237, 53.481);
    const shoreditch = await search('Shoreditch');
    expect(shoreditch[0]).toMatchObject({ name: 'Shoreditch', precision: 'neighbourhood' });
    near(shoreditch[0], -0.077, 51.525);
  });

  it('gives an area’s centroid for its letters, and towns still come first by name', async () => {
    expect((await search('LS'))[0]).toMatchObject({
      id: 'area:LS',
      region: 'Leeds',
      precision: 'area',
    });
    expect((await search('Leeds'))[0]).toMatchObject({ name: 'Leeds', precision: 'town' });
  });

  it('refuses a half-typed year in the stock’s dates with a clear message', async () => {
    const response = await server.request<{ message: string; fields?: Record<string, string> }>(
      'GET',
      '/api/v1/properties?availableFrom=2026-01-10&availableTo=0002-01-24',
      { token },
    );
    expect(response.status).toBe(400);
    expect(response.body.fields?.availableTo).toBe(
      'Enter a date between 1900-01-01 and 2100-12-31',
    );
  });

  it('holds every district of the dump', () => {
    expect(POSTCODE_DATA_SIZE.districts).toBeGreaterThan(2900);
    expect(POSTCODE_DATA_SIZE.areas).toBeGreaterThan(120);
    for (const code of ['LS1', 'M3', 'SW1A', 'EC1A', 'G1', 'EH1', 'CF10', 'BT1', 'B1']) {
      expect(searchPostcodes(code, 1)[0]?.name, code).toBe(code);
    }
  });
});

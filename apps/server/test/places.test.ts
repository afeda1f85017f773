import { readFileSync } from 'node:fs';
import { placeListSchema } from '@staydesk/domain';
import { describe, expect, it } from 'vitest';
import { searchTowns, UK_TOWNS } from '../src/modules/properties/gazetteer.js';
import {
  type MapsProvider,
  mapsProviderFor,
  searchPlaces,
  tomTomProvider,
} from '../src/modules/properties/places.js';

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
    });
    expect(places[1]?.address?.street).toBe('Park Row');
  });

  it('refuses an answer that is not the recorded shape', async () => {
    const provider = tomTomProvider('k', async () => Response.json({ results: [{ id: 1 }] }));
    await expect(provider.search('x')).rejects.toThrow();
    const down = tomTomProvider('k', async () => new Response('nope', { status: 503 }));
    await expect(down.search('x')).rejects.toThrow('503');
  });

  it('is used only with a real key', () => {
    expect(mapsProviderFor('local-maps-key')).toBeUndefined();
    expect(mapsProviderFor('abc')?.name).toBe('tomtom');
  });
});

describe('searching places', () => {
  it('puts towns first, then the provider, at most 10; a failing provider leaves the towns', async () => {
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
    expect(places[0]).toMatchObject({ name: 'Leeds', source: 'gazetteer' });
    expect(places[1]?.source).toBe('provider');
    const errors: unknown[] = [];
    const failing: MapsProvider = {
      name: 'down',
      search: async () => {
        throw new Error('offline');
      },
    };
    expect(await searchPlaces('leeds', failing, (error) => errors.push(error))).toEqual([
      expect.objectContaining({ name: 'Leeds' }),
    ]);
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

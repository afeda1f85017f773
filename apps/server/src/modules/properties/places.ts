import { addressFromPlace, PLACES_LIMIT, type Place, point } from '@staydesk/domain';
import { z } from 'zod/mini';
import { searchTowns } from './gazetteer.js';

/**
 * Where places come from: the built-in gazetteer always, and a maps provider when a key is
 * configured (spec §5 maps key). The provider sits behind this interface so another can replace
 * it; none is reachable from this deployment, so its test replays a recorded answer.
 */
export interface MapsProvider {
  readonly name: string;
  search(text: string): Promise<Place[]>;
}

/** TomTom Search API answer, the parts an address is built from (domain `MapsPlace`). */
const tomTomAnswer = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      type: z.optional(z.string()),
      address: z.object({
        streetNumber: z.optional(z.string()),
        streetName: z.optional(z.string()),
        municipality: z.optional(z.string()),
        countrySubdivision: z.optional(z.string()),
        country: z.optional(z.string()),
        postalCode: z.optional(z.string()),
        freeformAddress: z.optional(z.string()),
      }),
      position: z.object({
        lat: z.number().check(z.gte(-90), z.lte(90)),
        lon: z.number().check(z.gte(-180), z.lte(180)),
      }),
    }),
  ),
});

export function tomTomProvider(key: string, fetcher: typeof fetch = fetch): MapsProvider {
  return {
    name: 'tomtom',
    async search(text) {
      const url = new URL(
        `https://api.tomtom.com/search/2/search/${encodeURIComponent(text)}.json`,
      );
      url.searchParams.set('key', key);
      url.searchParams.set('countrySet', 'GB');
      url.searchParams.set('limit', String(PLACES_LIMIT));
      const response = await fetcher(url, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`Maps provider answered ${response.status}`);
      const answer = tomTomAnswer.parse(await response.json());
      return answer.results.map((result) => {
        const address = addressFromPlace({ ...result.address, position: result.position });
        return {
          id: `tomtom:${result.id}`.slice(0, 200),
          name: (result.address.freeformAddress ?? address.city).slice(0, 200),
          region: (result.address.countrySubdivision ?? result.address.country ?? '').slice(0, 200),
          position: point(result.position.lon, result.position.lat),
          address,
          source: 'provider' as const,
        };
      });
    },
  };
}

/** The maps key of a deployment without a provider (config's default). */
export const LOCAL_MAPS_KEY = 'local-maps-key';

export function mapsProviderFor(mapsKey: string): MapsProvider | undefined {
  return mapsKey && mapsKey !== LOCAL_MAPS_KEY ? tomTomProvider(mapsKey) : undefined;
}

/** Towns of the gazetteer as places. */
export function gazetteerPlaces(search: string | undefined): Place[] {
  return searchTowns(search, PLACES_LIMIT).map((town) => ({
    id: `town:${town.id}`,
    name: town.name,
    region: town.region,
    position: point(town.lng, town.lat),
    address: null,
    source: 'gazetteer' as const,
  }));
}

/**
 * Towns first (they are what a search radius is measured from), then the provider's addresses;
 * at most 10. A provider that fails leaves the towns: searching never breaks on it.
 */
export async function searchPlaces(
  search: string | undefined,
  provider: MapsProvider | undefined,
  onProviderError: (error: unknown) => void = () => undefined,
): Promise<Place[]> {
  const towns = gazetteerPlaces(search);
  if (!provider || search === undefined || search.trim().length < 3) return towns;
  try {
    const found = await provider.search(search.trim());
    return [...towns, ...found].slice(0, PLACES_LIMIT);
  } catch (error) {
    onProviderError(error);
    return towns;
  }
}

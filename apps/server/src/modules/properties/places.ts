import { addressFromPlace, PLACES_LIMIT, type Place, point } from '@staydesk/domain';
import { z } from 'zod/mini';
import { placeKey, searchTowns } from './gazetteer.js';
import { searchLocalities, searchPostcodes } from './postcodes.js';

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
          precision: 'address' as const,
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
function townPlaces(search: string | undefined): Place[] {
  return searchTowns(search, PLACES_LIMIT).map((town) => ({
    id: `town:${town.id}`,
    name: town.name,
    region: town.region,
    position: point(town.lng, town.lat),
    address: null,
    source: 'gazetteer' as const,
    precision: 'town' as const,
  }));
}

/** How many localities come before a provider's addresses; the rest fill up after them. */
const LOCALITIES_FIRST = 3;

/**
 * The embedded lookup: a postcode, outward code or area first (a full postcode resolves to its
 * district's centroid), then towns, then the localities (neighbourhoods, villages) of the
 * postcode districts. `localities` splits the latter so a provider's answer can sit between.
 */
function embeddedPlaces(search: string | undefined): { leading: Place[]; localities: Place[] } {
  const text = search?.trim() ?? '';
  const postcodes = text ? searchPostcodes(text, PLACES_LIMIT) : [];
  const towns = townPlaces(search);
  const shown = new Set(towns.map((town) => placeKey(town.name)));
  const localities = text ? searchLocalities(text, PLACES_LIMIT, shown) : [];
  return { leading: [...postcodes, ...towns], localities };
}

/** The embedded lookup's places, at most 10. */
export function gazetteerPlaces(search: string | undefined): Place[] {
  const { leading, localities } = embeddedPlaces(search);
  return [...leading, ...localities].slice(0, PLACES_LIMIT);
}

/**
 * The embedded lookup's postcodes and towns first (what a search radius is measured from), a few
 * of its localities, then the provider's addresses, then the remaining localities; at most 10.
 * A provider that fails, times out or answers an unknown shape leaves the embedded places:
 * searching never breaks on it.
 */
export async function searchPlaces(
  search: string | undefined,
  provider: MapsProvider | undefined,
  onProviderError: (error: unknown) => void = () => undefined,
): Promise<Place[]> {
  const { leading, localities } = embeddedPlaces(search);
  const embedded = [...leading, ...localities].slice(0, PLACES_LIMIT);
  if (!provider || search === undefined || search.trim().length < 3) return embedded;
  try {
    const found = await provider.search(search.trim());
    const first = localities.slice(0, LOCALITIES_FIRST);
    const rest = localities.slice(LOCALITIES_FIRST);
    return [...leading, ...first, ...found, ...rest].slice(0, PLACES_LIMIT);
  } catch (error) {
    onProviderError(error);
    return embedded;
  }
}

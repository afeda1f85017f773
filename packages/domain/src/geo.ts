import { z } from 'zod/mini';
import { KM_TO_MILES } from './constants';
import { type Address, addressSchema, type Point, pointSchema } from './entities/address';
import { TEXT_LIMITS } from './entities/common';

/** Mean Earth radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;
/** The same radius in miles through the spec §9 factor, so every distance agrees with it. */
export const EARTH_RADIUS_MILES = EARTH_RADIUS_KM * KM_TO_MILES;

type Position = Point | readonly [number, number];

function lngLat(position: Position): readonly [number, number] {
  return 'coordinates' in position ? position.coordinates : position;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in miles between two [lng, lat] positions (haversine). Good to a few
 * metres over the distances staff search (a city, a region), which is all a radius needs.
 */
export function distanceMiles(a: Position, b: Position): number {
  const [lng1, lat1] = lngLat(a);
  const [lng2, lat2] = lngLat(b);
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  readonly minLng: number;
  readonly maxLng: number;
  readonly minLat: number;
  readonly maxLat: number;
}

/**
 * The smallest lng/lat box that holds every point within `radiusMiles` of the centre: a cheap
 * prefilter on indexed columns before the exact distance. Slightly generous (never cuts a point
 * the circle holds); near a pole or across the antimeridian it widens to all longitudes.
 */
export function boundingBox(centre: Position, radiusMiles: number): BoundingBox {
  const [lng, lat] = lngLat(centre);
  const angular = radiusMiles / EARTH_RADIUS_MILES;
  const dLat = (angular * 180) / Math.PI;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const poleward = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (poleward >= 89.999) return { minLng: -180, maxLng: 180, minLat, maxLat };
  const sinRatio = Math.sin(angular) / Math.cos(toRadians(lat));
  const dLng = sinRatio >= 1 ? 180 : (Math.asin(sinRatio) * 180) / Math.PI;
  const minLng = lng - dLng;
  const maxLng = lng + dLng;
  if (minLng < -180 || maxLng > 180) return { minLng: -180, maxLng: 180, minLat, maxLat };
  return { minLng, maxLng, minLat, maxLat };
}

/** Search radius bounds, in miles (the list's radiusMiles). */
export const RADIUS_MILES = { min: 1, max: 200, default: 10 } as const;

/** A place staff search around: a town from the gazetteer, or a maps provider's result. */
export const PLACE_SOURCES = ['gazetteer', 'provider'] as const;
/**
 * How exactly a place's position stands for what was searched: a postcode area's or district's
 * centroid (a full postcode resolves to its district's), a neighbourhood or town centre, an
 * address.
 */
export const PLACE_PRECISIONS = ['area', 'district', 'neighbourhood', 'town', 'address'] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];
export const placeSchema = z.object({
  id: z.string().check(z.maxLength(TEXT_LIMITS.name)),
  name: z.string().check(z.maxLength(TEXT_LIMITS.name)),
  /** Nation or county ("England", "Scotland"…), shown after the name. */
  region: z.string().check(z.maxLength(TEXT_LIMITS.name)),
  position: pointSchema,
  /** A provider's result is a whole address the create wizard fills in; a town has none. */
  address: z.nullable(addressSchema),
  source: z.enum(PLACE_SOURCES),
  precision: z.optional(z.enum(PLACE_PRECISIONS)),
});
export type Place = z.infer<typeof placeSchema>;

/** GET /api/v1/places query and answer (at most 10 places, best first; no search: the largest). */
export const PLACES_LIMIT = 10;
export const placeQuerySchema = z.object({
  search: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(TEXT_LIMITS.search),
      z.refine((text) => !text.includes('\u0000'), 'Text cannot contain a NUL character'),
    ),
  ),
});
export type PlaceQuery = z.infer<typeof placeQuerySchema>;
export const placeListSchema = z.array(placeSchema).check(z.maxLength(PLACES_LIMIT));

/** The address a place fills in on the create wizard (a town gives its city and position). */
export function addressOfPlace(place: Place): Address {
  if (place.address) return place.address;
  return {
    street: '',
    city: place.name,
    state: 'United Kingdom',
    zip: '',
    freeFormAddress: `${place.name}, ${place.region}`,
    position: place.position,
  };
}

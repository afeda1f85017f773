import { z } from 'zod/mini';
import { boundedText, TEXT_LIMITS } from './common';

const inRange = (value: number | undefined, limit: number) =>
  value !== undefined && value >= -limit && value <= limit;

/**
 * A position as [longitude, latitude], as maps services and PostGIS expect: two numbers, the
 * longitude within ±180 and the latitude within ±90. Written as a checked array, not `z.tuple`:
 * the tuple's schema kind was the only one in zod's shared file that these fields needed, 0.5
 * KiB gzip on every screen. Its checks make every value it accepts a pair, so it is
 * typed as one, read and written.
 */
export const lngLatSchema = z.array(z.number()).check(
  z.minLength(2, 'A position is [longitude, latitude]'),
  z.maxLength(2, 'A position is [longitude, latitude]'),
  z.refine(
    (pair) => inRange(pair[0], 180) && inRange(pair[1], 90),
    'Longitude is within ±180 and latitude within ±90',
  ),
) as unknown as z.ZodMiniType<[number, number], [number, number]>;

/** GeoJSON point; coordinates are [longitude, latitude]. */
export const pointSchema = z.object({
  type: z.literal('Point'),
  coordinates: lngLatSchema,
});
export type Point = z.infer<typeof pointSchema>;

/** Spec §3 address, derived from a maps-service place. `state` holds the country. */
export const addressSchema = z.object({
  street: boundedText(TEXT_LIMITS.addressLine),
  city: boundedText(TEXT_LIMITS.addressLine),
  state: boundedText(TEXT_LIMITS.addressLine),
  zip: boundedText(TEXT_LIMITS.code),
  freeFormAddress: boundedText(TEXT_LIMITS.address),
  position: z.nullable(pointSchema),
});
export type Address = z.infer<typeof addressSchema>;

export function point(lng: number, lat: number): Point {
  return pointSchema.parse({ type: 'Point', coordinates: [lng, lat] });
}

export function blankAddress(): Address {
  return { street: '', city: '', state: '', zip: '', freeFormAddress: '', position: null };
}

/** The parts of a maps-service place result that an address is built from. */
export interface MapsPlace {
  readonly streetNumber?: string;
  readonly streetName?: string;
  readonly municipality?: string;
  readonly country?: string;
  readonly postalCode?: string;
  readonly freeformAddress?: string;
  readonly position?: { readonly lat: number; readonly lon: number };
}

export function addressFromPlace(place: MapsPlace): Address {
  const street = [place.streetNumber, place.streetName].filter(Boolean).join(' ');
  return {
    street,
    city: place.municipality ?? '',
    state: place.country ?? '',
    zip: place.postalCode ?? '',
    freeFormAddress: place.freeformAddress ?? '',
    position: place.position ? point(place.position.lon, place.position.lat) : null,
  };
}

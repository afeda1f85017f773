import { z } from 'zod/mini';
import { boundedText, TEXT_LIMITS } from './common';

/** GeoJSON point; coordinates are [longitude, latitude] as maps services and PostGIS expect. */
export const pointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([
    z.number().check(z.gte(-180), z.lte(180)),
    z.number().check(z.gte(-90), z.lte(90)),
  ]),
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

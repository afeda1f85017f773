import { KM_TO_MILES } from './constants';

export const INVALID_RATIO_MESSAGE = 'Invalid ratio. It must be between 0 and 1.';

/**
 * Spec §9: percentage remaining = 100 × (1 − ratio). Spec §8: a ratio not above 0, or above 1,
 * is refused (so 0 is invalid and 1 is valid, giving 0 %).
 */
export function ratioToPercentRemaining(ratio: number): number {
  if (!(ratio > 0) || ratio > 1) throw new Error(INVALID_RATIO_MESSAGE);
  return 100 * (1 - ratio);
}

/** Kilometres to miles with the spec's factor 0.621371. */
export function kmToMiles(km: number): number {
  return km * KM_TO_MILES;
}

export function milesToKm(miles: number): number {
  return miles / KM_TO_MILES;
}

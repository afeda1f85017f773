import { describe, expect, it } from 'vitest';
import { kmToMiles, milesToKm, ratioToPercentRemaining } from './numbers';

describe('ratioToPercentRemaining', () => {
  it.each([
    [0.25, 75],
    [0.5, 50],
    [1, 0],
    [0.001, 99.9],
    [0.9, 10],
  ])('%d -> %d %%', (ratio, percent) => {
    expect(ratioToPercentRemaining(ratio)).toBeCloseTo(percent, 10);
  });

  it.each([0, -0.1, 1.0001, 2, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %d with the spec message',
    (ratio) => {
      expect(() => ratioToPercentRemaining(ratio)).toThrow(
        'Invalid ratio. It must be between 0 and 1.',
      );
    },
  );
});

describe('kmToMiles', () => {
  it('uses the factor 0.621371', () => {
    expect(kmToMiles(1)).toBe(0.621371);
    expect(kmToMiles(10)).toBeCloseTo(6.21371, 10);
    expect(kmToMiles(0)).toBe(0);
    expect(milesToKm(kmToMiles(42))).toBeCloseTo(42, 10);
  });
});

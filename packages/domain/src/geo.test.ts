import { describe, expect, it } from 'vitest';
import { KM_TO_MILES } from './constants';
import { point } from './entities/address';
import { boundingBox, distanceMiles, EARTH_RADIUS_MILES } from './geo';

const LONDON: [number, number] = [-0.1276, 51.5072];
const MANCHESTER: [number, number] = [-2.2426, 53.4808];
const EDINBURGH: [number, number] = [-3.1883, 55.9533];

describe('distanceMiles', () => {
  it('is zero from a place to itself', () => {
    expect(distanceMiles(LONDON, LONDON)).toBe(0);
  });

  it('gives one degree of latitude as 2πR/360 (hand-computed: 69.09 miles)', () => {
    // 2π × 6371.0088 km / 360 = 111.195 km; × 0.621371 = 69.093 miles.
    expect(distanceMiles([0, 0], [0, 1])).toBeCloseTo(
      (2 * Math.PI * 6371.0088 * KM_TO_MILES) / 360,
      6,
    );
    expect(distanceMiles([0, 0], [0, 1])).toBeCloseTo(69.093, 3);
  });

  it('gives one degree of longitude at 60°N as a little under half a degree at the equator', () => {
    // Hand-computed: h = cos²60° · sin²0.5° = 1.9038e-5, 2R·asin(√h) = 34.5464 miles; the
    // parallel's own arc is 69.0931 / 2 = 34.5466, and the great circle is the shorter.
    const miles = distanceMiles([0, 60], [1, 60]);
    expect(miles).toBeCloseTo(34.5464, 3);
    expect(miles).toBeLessThan(distanceMiles([0, 0], [0, 1]) / 2);
  });

  it('measures city pairs the way maps do (London–Manchester ≈ 163 mi, London–Edinburgh ≈ 332 mi)', () => {
    expect(distanceMiles(LONDON, MANCHESTER)).toBeCloseTo(162.7, 0);
    expect(distanceMiles(LONDON, EDINBURGH)).toBeCloseTo(331.8, 0);
  });

  it('is symmetric and takes GeoJSON points', () => {
    expect(distanceMiles(point(...MANCHESTER), point(...LONDON))).toBeCloseTo(
      distanceMiles(LONDON, MANCHESTER),
      9,
    );
  });

  it('never exceeds half the circumference', () => {
    expect(distanceMiles([0, 0], [180, 0])).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 6);
  });
});

describe('boundingBox', () => {
  it('holds every point of the circle', () => {
    const box = boundingBox(MANCHESTER, 25);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // A point exactly 25 miles away on this bearing (destination-point formula).
      const d = 25 / EARTH_RADIUS_MILES;
      const b = (bearing * Math.PI) / 180;
      const lat1 = (MANCHESTER[1] * Math.PI) / 180;
      const lng1 = (MANCHESTER[0] * Math.PI) / 180;
      const lat2 = Math.asin(
        Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b),
      );
      const lng2 =
        lng1 +
        Math.atan2(
          Math.sin(b) * Math.sin(d) * Math.cos(lat1),
          Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
        );
      const lat = (lat2 * 180) / Math.PI;
      const lng = (lng2 * 180) / Math.PI;
      expect(lat).toBeGreaterThanOrEqual(box.minLat - 1e-9);
      expect(lat).toBeLessThanOrEqual(box.maxLat + 1e-9);
      expect(lng).toBeGreaterThanOrEqual(box.minLng - 1e-9);
      expect(lng).toBeLessThanOrEqual(box.maxLng + 1e-9);
    }
  });

  it('is about 0.72° of latitude high for a 25-mile radius', () => {
    const box = boundingBox(MANCHESTER, 25);
    expect(box.maxLat - box.minLat).toBeCloseTo((2 * 25) / 69.093, 3);
    expect(box.maxLng - box.minLng).toBeGreaterThan(box.maxLat - box.minLat);
  });

  it('widens to every longitude near a pole', () => {
    expect(boundingBox([10, 89.9], 50)).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
  });
});

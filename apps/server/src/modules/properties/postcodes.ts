import { type Place, type PlacePrecision, point } from '@staydesk/domain';
import ukPlaces from '../../data/uk-places.json';
import { placeKey } from './gazetteer.js';

/**
 * The embedded UK postcode lookup: every postcode area and district with its centroid, and the
 * localities (villages, suburbs, city neighbourhoods) of each district, generated from the
 * GeoNames postal-code dump by scripts/generate-uk-places.mjs (see src/data/README.md).
 */
interface District {
  readonly code: string;
  readonly lat: number;
  readonly lng: number;
  readonly town: string;
  readonly county: string;
}

interface Locality {
  readonly name: string;
  readonly key: string;
  readonly district: District;
  readonly lat: number;
  readonly lng: number;
  /** `neighbourhood`: its own position; `district`: placed at its district's centroid. */
  readonly precision: PlacePrecision;
}

const cells = (row: string) => row.split('\t');

const AREAS = new Map(
  ukPlaces.areas.map((row) => {
    const [code = '', lat = '0', lng = '0', town = ''] = cells(row);
    return [code, { code, lat: Number(lat), lng: Number(lng), town }] as const;
  }),
);

const DISTRICTS = new Map(
  ukPlaces.districts.map((row) => {
    const [code = '', lat = '0', lng = '0', town = '', county = ''] = cells(row);
    return [code, { code, lat: Number(lat), lng: Number(lng), town, county }] as const;
  }),
);
const DISTRICT_CODES = [...DISTRICTS.keys()];

const LOCALITIES: readonly Locality[] = ukPlaces.places.flatMap((row) => {
  const [name = '', code = '', lat = '0', lng = '0', own = 'd'] = cells(row);
  const district = DISTRICTS.get(code);
  if (!district) return [];
  return [
    {
      name,
      key: placeKey(name),
      district,
      lat: Number(lat),
      lng: Number(lng),
      precision: own === 'n' ? 'neighbourhood' : 'district',
    } satisfies Locality,
  ];
});

/** A full postcode ("LS1 4AB", "ls14ab"), an outward code ("LS1", "SW1A") or an area ("LS"). */
const FULL_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;
const OUTWARD_CODE = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const AREA_CODE = /^[A-Z]{1,2}$/;

const compact = (text: string) => text.trim().toUpperCase().replace(/\s+/g, ' ');

/** The district of an outward code; a sub-district missing from the data falls back (EC2A → EC2). */
function districtOf(outward: string): District | undefined {
  return DISTRICTS.get(outward) ?? DISTRICTS.get(outward.replace(/[A-Z]$/, ''));
}

function districtAddress(district: District, zip: string): Place['address'] {
  return {
    street: '',
    city: district.town,
    state: 'United Kingdom',
    zip,
    freeFormAddress: `${zip}, ${district.town}`,
    position: point(district.lng, district.lat),
  };
}

function districtPlace(district: District): Place {
  return {
    id: `district:${district.code}`,
    name: district.code,
    region: `${district.town}, ${district.county}`,
    position: point(district.lng, district.lat),
    address: districtAddress(district, district.code),
    source: 'gazetteer',
    precision: 'district',
  };
}

function postcodePlace(postcode: string, district: District): Place {
  return {
    ...districtPlace(district),
    id: `postcode:${postcode}`,
    name: postcode,
    address: districtAddress(district, postcode),
  };
}

function localityPlace(locality: Locality): Place {
  const position = point(locality.lng, locality.lat);
  const { district } = locality;
  return {
    id: `locality:${locality.key.replace(/ /g, '-')}:${district.code}`,
    name: locality.name,
    region: `${district.code}, ${district.town}`,
    position,
    address: {
      street: '',
      city: district.town,
      state: 'United Kingdom',
      zip: district.code,
      freeFormAddress: `${locality.name}, ${district.town}, ${district.code}`,
      position,
    },
    source: 'gazetteer',
    precision: locality.precision,
  };
}

/**
 * Postcode-shaped searches: a full postcode resolves to its district's centroid (precision
 * "district"), an outward code lists that district then the ones it begins (LS1, then LS10…),
 * an area's letters give the area's centroid. Anything else finds nothing here.
 */
export function searchPostcodes(search: string, limit: number): Place[] {
  const text = compact(search);
  const full = FULL_POSTCODE.exec(text);
  if (full) {
    const [, outward = '', inward = ''] = full;
    const district = districtOf(outward);
    return district ? [postcodePlace(`${outward} ${inward}`, district)] : [];
  }
  if (OUTWARD_CODE.test(text)) {
    const exact = districtOf(text);
    const longer = DISTRICT_CODES.filter((code) => code !== exact?.code && code.startsWith(text))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .flatMap((code) => {
        const district = DISTRICTS.get(code);
        return district ? [district] : [];
      });
    return [...(exact ? [exact] : []), ...longer].slice(0, limit).map(districtPlace);
  }
  if (AREA_CODE.test(text)) {
    const area = AREAS.get(text);
    if (!area) return [];
    const position = point(area.lng, area.lat);
    return [
      {
        id: `area:${area.code}`,
        name: area.code,
        region: area.town,
        position,
        address: null,
        source: 'gazetteer',
        precision: 'area',
      },
    ];
  }
  return [];
}

/**
 * Localities whose name matches: the exact name first, then a name starting with it, then one
 * containing it; within each, those with their own position before those placed at their
 * district's centroid. Names the caller already shows (its towns) are left out.
 */
export function searchLocalities(
  search: string,
  limit: number,
  shown: ReadonlySet<string> = new Set(),
): Place[] {
  const key = placeKey(search);
  if (key.length < 3) return [];
  const rank = (locality: Locality) =>
    (locality.key === key ? 0 : locality.key.startsWith(key) ? 2 : 4) +
    (locality.precision === 'neighbourhood' ? 0 : 1);
  return LOCALITIES.filter((locality) => !shown.has(locality.key) && locality.key.includes(key))
    .map((locality) => ({ locality, rank: rank(locality) }))
    .sort((a, b) => a.rank - b.rank || a.locality.name.localeCompare(b.locality.name, 'en'))
    .slice(0, limit)
    .map(({ locality }) => localityPlace(locality));
}

/** How many areas, districts and localities the lookup holds (for its tests and the docs). */
export const POSTCODE_DATA_SIZE = {
  areas: AREAS.size,
  districts: DISTRICTS.size,
  localities: LOCALITIES.length,
} as const;

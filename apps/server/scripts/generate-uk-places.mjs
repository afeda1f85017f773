#!/usr/bin/env node
/**
 * Builds src/data/uk-places.json, the embedded UK postcode lookup, from the GeoNames postal-code
 * dump for Great Britain (GB.txt of the GeoNames "zip" export, CC BY 4.0): every postcode
 * district (outward code) with a centroid, each postcode area, and the named localities the dump
 * lists per district (villages, suburbs, the neighbourhoods of the cities). A short list of city
 * neighbourhoods the dump leaves out is added below, each placed at its district's centroid.
 *
 *   node scripts/generate-uk-places.mjs path/to/GB.txt
 *
 * Columns of GB.txt (tab-separated): country, postal code (the outward code), place name,
 * admin1 name, admin1 code, admin2 name, admin2 code, admin3 name, admin3 code, latitude,
 * longitude, accuracy (1 estimated … 6 centroid of a place).
 */
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * City neighbourhoods people search by, missing from the dump, and the district each lies in.
 * Their position is that district's centroid (precision "district").
 */
const NEIGHBOURHOODS = {
  // Leeds
  Headingley: 'LS6',
  'Hyde Park': 'LS6',
  Meanwood: 'LS6',
  Woodhouse: 'LS2',
  Burley: 'LS4',
  Kirkstall: 'LS5',
  Chapeltown: 'LS7',
  Roundhay: 'LS8',
  Harehills: 'LS8',
  Armley: 'LS12',
  Hunslet: 'LS10',
  Moortown: 'LS17',
  // Manchester
  Deansgate: 'M3',
  Spinningfields: 'M3',
  Castlefield: 'M3',
  Ancoats: 'M4',
  'Northern Quarter': 'M1',
  Piccadilly: 'M1',
  Hulme: 'M15',
  'Moss Side': 'M16',
  Fallowfield: 'M14',
  Withington: 'M20',
  Chorlton: 'M21',
  Ardwick: 'M12',
  // Birmingham
  'Jewellery Quarter': 'B18',
  Digbeth: 'B5',
  Moseley: 'B13',
  Harborne: 'B17',
  'Kings Heath': 'B14',
  'Selly Oak': 'B29',
  // Liverpool
  'Baltic Triangle': 'L1',
  Ropewalks: 'L1',
  Toxteth: 'L8',
  Wavertree: 'L15',
  Everton: 'L5',
  Anfield: 'L4',
  // Glasgow
  Finnieston: 'G3',
  'Merchant City': 'G1',
  Partick: 'G11',
  Hyndland: 'G12',
  Dennistoun: 'G31',
  Govan: 'G51',
  Gorbals: 'G5',
  // Edinburgh
  'New Town': 'EH3',
  'Old Town': 'EH1',
  Stockbridge: 'EH3',
  Bruntsfield: 'EH10',
  Marchmont: 'EH9',
  Morningside: 'EH10',
  // Bristol
  Harbourside: 'BS1',
  Redland: 'BS6',
  Bedminster: 'BS3',
  Southville: 'BS3',
  'Stokes Croft': 'BS2',
  // Sheffield
  'Kelham Island': 'S3',
  Ecclesall: 'S11',
  Broomhill: 'S10',
  Crookes: 'S10',
  Hillsborough: 'S6',
  // Newcastle
  Quayside: 'NE1',
  Heaton: 'NE6',
  Gosforth: 'NE3',
  Ouseburn: 'NE6',
  // Cardiff
  Cathays: 'CF24',
  Roath: 'CF24',
  Canton: 'CF11',
  Pontcanna: 'CF11',
  'Cardiff Bay': 'CF10',
  // Nottingham
  'Lace Market': 'NG1',
  'West Bridgford': 'NG2',
  Sherwood: 'NG5',
};

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/generate-uk-places.mjs path/to/GB.txt');
  process.exit(1);
}

const round = (value) => Math.round(value * 1e4) / 1e4;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const areaOf = (outcode) => outcode.replace(/\d.*$/, '');
/** Entries that are not places: PO box and non-geographic districts keep their centroid only. */
const notAPlace = (name) => /\(PO Boxes\)|non-geographic/i.test(name);

/** outcode → rows */
const byDistrict = new Map();
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const cells = line.split('\t');
  if (cells.length < 12 || cells[0] !== 'GB') continue;
  const [, outcode, name, nation, , county] = cells;
  const lat = Number(cells[9]);
  const lng = Number(cells[10]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
  const rows = byDistrict.get(outcode) ?? [];
  rows.push({
    name: name.trim(),
    nation,
    county: county || nation,
    lat,
    lng,
    accuracy: Number(cells[11]) || 0,
  });
  byDistrict.set(outcode, rows);
}

/** The name of each postcode area (Royal Mail's: the post town its letters stand for). */
const AREA_NAMES = {
  AB: 'Aberdeen',
  AL: 'St Albans',
  B: 'Birmingham',
  BA: 'Bath',
  BB: 'Blackburn',
  BD: 'Bradford',
  BH: 'Bournemouth',
  BL: 'Bolton',
  BN: 'Brighton',
  BR: 'Bromley',
  BS: 'Bristol',
  BT: 'Belfast',
  CA: 'Carlisle',
  CB: 'Cambridge',
  CF: 'Cardiff',
  CH: 'Chester',
  CM: 'Chelmsford',
  CO: 'Colchester',
  CR: 'Croydon',
  CT: 'Canterbury',
  CV: 'Coventry',
  CW: 'Crewe',
  DA: 'Dartford',
  DD: 'Dundee',
  DE: 'Derby',
  DG: 'Dumfries',
  DH: 'Durham',
  DL: 'Darlington',
  DN: 'Doncaster',
  DT: 'Dorchester',
  DY: 'Dudley',
  E: 'London',
  EC: 'London',
  EH: 'Edinburgh',
  EN: 'Enfield',
  EX: 'Exeter',
  FK: 'Falkirk',
  FY: 'Blackpool',
  G: 'Glasgow',
  GL: 'Gloucester',
  GU: 'Guildford',
  GY: 'Guernsey',
  HA: 'Harrow',
  HD: 'Huddersfield',
  HG: 'Harrogate',
  HP: 'Hemel Hempstead',
  HR: 'Hereford',
  HS: 'Outer Hebrides',
  HU: 'Hull',
  HX: 'Halifax',
  IG: 'Ilford',
  IM: 'Isle of Man',
  IP: 'Ipswich',
  IV: 'Inverness',
  JE: 'Jersey',
  KA: 'Kilmarnock',
  KT: 'Kingston upon Thames',
  KW: 'Kirkwall',
  KY: 'Kirkcaldy',
  L: 'Liverpool',
  LA: 'Lancaster',
  LD: 'Llandrindod Wells',
  LE: 'Leicester',
  LL: 'Llandudno',
  LN: 'Lincoln',
  LS: 'Leeds',
  LU: 'Luton',
  M: 'Manchester',
  ME: 'Rochester',
  MK: 'Milton Keynes',
  ML: 'Motherwell',
  N: 'London',
  NE: 'Newcastle upon Tyne',
  NG: 'Nottingham',
  NN: 'Northampton',
  NP: 'Newport',
  NR: 'Norwich',
  NW: 'London',
  OL: 'Oldham',
  OX: 'Oxford',
  PA: 'Paisley',
  PE: 'Peterborough',
  PH: 'Perth',
  PL: 'Plymouth',
  PO: 'Portsmouth',
  PR: 'Preston',
  RG: 'Reading',
  RH: 'Redhill',
  RM: 'Romford',
  S: 'Sheffield',
  SA: 'Swansea',
  SE: 'London',
  SG: 'Stevenage',
  SK: 'Stockport',
  SL: 'Slough',
  SM: 'Sutton',
  SN: 'Swindon',
  SO: 'Southampton',
  SP: 'Salisbury',
  SR: 'Sunderland',
  SS: 'Southend-on-Sea',
  ST: 'Stoke-on-Trent',
  SW: 'London',
  SY: 'Shrewsbury',
  TA: 'Taunton',
  TD: 'Galashiels',
  TF: 'Telford',
  TN: 'Tonbridge',
  TQ: 'Torquay',
  TR: 'Truro',
  TS: 'Middlesbrough',
  TW: 'Twickenham',
  UB: 'Southall',
  W: 'London',
  WA: 'Warrington',
  WC: 'London',
  WD: 'Watford',
  WF: 'Wakefield',
  WN: 'Wigan',
  WR: 'Worcester',
  WS: 'Walsall',
  WV: 'Wolverhampton',
  YO: 'York',
  ZE: 'Lerwick',
};
const postTownOf = (area) => {
  const name = AREA_NAMES[area];
  if (!name) throw new Error(`postcode area ${area} has no name`);
  return name;
};

/** Where each area's post town is: the median centroid of the districts that name it. */
const medianPoint = (rows) => ({
  lat: median(rows.map((row) => row.lat)),
  lng: median(rows.map((row) => row.lng)),
});
/** Kilometres between two positions, near enough at these distances. */
const km = (a, b) =>
  Math.hypot((a.lat - b.lat) * 111.2, (a.lng - b.lng) * 111.2 * Math.cos((a.lat * Math.PI) / 180));
const townCentres = new Map();
for (const [outcode, rows] of byDistrict) {
  const area = areaOf(outcode);
  const named = rows.filter((row) => row.name === postTownOf(area));
  if (named.length) townCentres.set(area, [...(townCentres.get(area) ?? []), ...named]);
}

const districts = [];
const centroids = new Map();
for (const [outcode, rows] of [...byDistrict].sort(([a], [b]) =>
  a.localeCompare(b, 'en', { numeric: true }),
)) {
  // The median of the distinct positions: a few rows carry a stray estimate far away.
  const distinct = [...new Map(rows.map((row) => [`${row.lat},${row.lng}`, row])).values()];
  const lat = round(median(distinct.map((row) => row.lat)));
  const lng = round(median(distinct.map((row) => row.lng)));
  const area = areaOf(outcode);
  const areaTown = postTownOf(area);
  const centre = townCentres.get(area);
  // A district is named after its post town when it lists it, lies in London, or lies within
  // 8 km of the town (BS8, Clifton, is Bristol); a rural one after its locality nearest the centroid.
  const inTown =
    rows.some((row) => row.name === areaTown) ||
    areaTown === 'London' ||
    (centre !== undefined && km(medianPoint(centre), { lat, lng }) <= 8);
  const nearest = [...distinct].sort(
    (a, b) => Math.hypot(a.lat - lat, a.lng - lng) - Math.hypot(b.lat - lat, b.lng - lng),
  )[0];
  const town = (inTown ? areaTown : nearest.name).replace(/ \(PO Boxes\)$/, '');
  const county = rows[0].county;
  centroids.set(outcode, { lat, lng, town, county });
  districts.push([outcode, lat, lng, town, county].join('\t'));
}

const areas = [];
const byArea = new Map();
for (const [outcode, centroid] of centroids) {
  const list = byArea.get(areaOf(outcode)) ?? [];
  list.push(centroid);
  byArea.set(areaOf(outcode), list);
}
for (const [area, list] of [...byArea].sort(([a], [b]) => a.localeCompare(b))) {
  areas.push(
    [
      area,
      round(median(list.map((c) => c.lat))),
      round(median(list.map((c) => c.lng))),
      postTownOf(area),
    ].join('\t'),
  );
}

/** name → outcode → one entry; the same locality listed under several districts appears once per district. */
const places = new Map();
for (const [outcode, rows] of byDistrict) {
  const { town } = centroids.get(outcode);
  for (const row of rows) {
    if (notAPlace(row.name) || row.name === town) continue;
    const key = `${row.name.toLowerCase()}|${outcode}`;
    const known = places.get(key);
    if (known && known.accuracy >= row.accuracy) continue;
    places.set(key, {
      name: row.name,
      outcode,
      lat: row.lat,
      lng: row.lng,
      accuracy: row.accuracy,
    });
  }
}
for (const [name, outcode] of Object.entries(NEIGHBOURHOODS)) {
  const centroid = centroids.get(outcode);
  if (!centroid) throw new Error(`${name}: no district ${outcode} in the dump`);
  const key = `${name.toLowerCase()}|${outcode}`;
  if (!places.has(key))
    places.set(key, { name, outcode, lat: centroid.lat, lng: centroid.lng, accuracy: 0 });
}
// One locality listed under neighbouring districts at one position (Shoreditch in E1 and EC2)
// is kept once, under the first district.
const seen = new Set();
const unique = [...places.values()]
  .sort((a, b) => a.outcode.localeCompare(b.outcode, 'en', { numeric: true }))
  .filter((place) => {
    const key = `${place.name.toLowerCase()}|${place.lat.toFixed(2)}|${place.lng.toFixed(2)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
// Accuracy 4 and up is the locality's own position; below, an estimate as rough as the district.
const placeRows = unique
  .sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en') ||
      a.outcode.localeCompare(b.outcode, 'en', { numeric: true }),
  )
  .map((place) =>
    [
      place.name,
      place.outcode,
      Math.round(place.lat * 1e3) / 1e3,
      Math.round(place.lng * 1e3) / 1e3,
      place.accuracy >= 4 ? 'n' : 'd',
    ].join('\t'),
  );

const out = new URL('../src/data/uk-places.json', import.meta.url);
writeFileSync(
  out,
  `${JSON.stringify(
    {
      source:
        'GeoNames postal codes for GB (CC BY 4.0), contains Royal Mail data © Royal Mail copyright and database right, contains National Statistics data © Crown copyright and database right; generated by scripts/generate-uk-places.mjs',
      areas,
      districts,
      places: placeRows,
    },
    null,
    0,
  )}\n`,
);
console.log(
  `${areas.length} areas, ${districts.length} districts, ${placeRows.length} places → ${out.pathname}`,
);

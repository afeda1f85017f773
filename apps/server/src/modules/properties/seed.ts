import {
  AMENITY_SUGGESTIONS,
  BATHROOM_TYPES,
  type Bedroom,
  CANCELLATION_POLICIES,
  COST_FIELDS,
  type PropertyCreate,
  type PropertyType,
  type SupplyState,
} from '@staydesk/domain';
import { asc, count, eq } from 'drizzle-orm';
import { type Random, seededRandom } from '../../lib/random.js';
import type { SeedContext } from '../kit.js';
import { landlords } from '../landlords/table.js';
import { demoPhotoKey } from './demo-photos.js';
import { type Town, UK_TOWNS } from './gazetteer.js';
import { propertyValues } from './repository.js';
import { properties, propertyPriceChanges, propertySupply } from './table.js';

export const DEMO_PROPERTY_COUNT = 400;

/** Towns weighted by size (square root, so London does not take every property). */
const WEIGHTED_TOWNS: Town[] = UK_TOWNS.flatMap((town) =>
  Array.from({ length: Math.max(1, Math.round(Math.sqrt(town.population / 20_000))) }, () => town),
);

const TYPES: [PropertyType, number][] = [
  ['apartment', 40],
  ['house', 22],
  ['studio', 10],
  ['maisonette', 7],
  ['duplex', 6],
  ['bungalow', 6],
  ['annex', 5],
  ['mobile', 4],
];

function weighted<T>(random: Random, items: readonly [T, number][]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('No items');
  return last[0];
}

const TITLE_WORDS: Record<PropertyType, string[]> = {
  apartment: ['Apartment', 'Flat', 'City Apartment', 'Riverside Flat', 'Loft Apartment'],
  house: ['House', 'Townhouse', 'Family Home', 'Cottage', 'Victorian Terrace'],
  studio: ['Studio', 'Garden Studio', 'City Studio'],
  maisonette: ['Maisonette', 'Garden Maisonette'],
  duplex: ['Duplex Apartment', 'Penthouse Duplex'],
  bungalow: ['Bungalow', 'Garden Bungalow'],
  annex: ['Annex', 'Garden Annex', 'Coach House Annex'],
  mobile: ['Lodge', 'Mobile Home', 'Park Lodge'],
};

const NUMBER_WORDS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];

function bedroomsOf(random: Random, type: PropertyType): Bedroom[] {
  const rooms =
    type === 'studio'
      ? 1
      : type === 'house'
        ? random.int(2, 5)
        : type === 'annex'
          ? 1
          : random.int(1, 3);
  return Array.from({ length: rooms }, (_, index) => ({
    beds:
      index === 0
        ? [{ type: random.chance(0.4) ? ('king' as const) : ('double' as const), count: 1 }]
        : random.chance(0.5)
          ? [{ type: 'twins' as const, count: 2 }]
          : [{ type: random.pick(['double', 'single', 'bunk'] as const), count: 1 }],
  }));
}

function guestsOf(bedrooms: readonly Bedroom[]): number {
  return Math.min(
    50,
    bedrooms.reduce(
      (sum, room) =>
        sum +
        room.beds.reduce(
          (beds, bed) =>
            beds + bed.count * (['double', 'king', 'bunk', 'sofa'].includes(bed.type) ? 2 : 1),
          0,
        ),
      0,
    ),
  );
}

/** The town's base nightly rate: London and the south cost more. */
function baseRate(town: Town): number {
  if (town.id === 'london') return 150;
  if (['oxford', 'cambridge', 'bath', 'brighton', 'edinburgh', 'guildford'].includes(town.id))
    return 115;
  return 75 + Math.round(Math.log10(town.population) * 4);
}

const money = (amount: number) => ({ amount: amount.toFixed(2), currency: 'GBP' });

function pickSome(random: Random, items: readonly string[], probability: number): string[] {
  return items.filter(() => random.chance(probability));
}

/** Demo property number `index`, the same on every machine. */
export function demoProperty(index: number, landlordId: string): PropertyCreate {
  const random = seededRandom(50_000 + index);
  const town = random.pick(WEIGHTED_TOWNS);
  const type = weighted(random, TYPES);
  const bedrooms = bedroomsOf(random, type);
  const street = random.pick(town.streets);
  const number = random.int(1, 240);
  // Within about four miles of the centre, so a 5-mile search around a town finds most of its stock.
  const lat = town.lat + (random.next() - 0.5) * 0.1;
  const lng = town.lng + (random.next() - 0.5) * 0.16;
  const zip = `${town.postcode} ${random.int(1, 9)}${random.pick(['AB', 'DE', 'FG', 'HJ', 'LN', 'PQ', 'RT', 'UW', 'XY'])}`;
  const rate = baseRate(town) + bedrooms.length * random.int(18, 35) + random.int(-10, 25);
  const pets = random.pick(['yes-free', 'yes-chargeable', 'no', 'no'] as const);
  const parking = random.chance(0.35)
    ? null
    : random.pick([
        'on-site-free',
        'on-site-chargeable',
        'off-site-free',
        'off-site-chargeable',
      ] as const);
  const word = random.pick(TITLE_WORDS[type]);
  const title =
    type === 'studio' || type === 'annex'
      ? `${street} ${word}`
      : `${NUMBER_WORDS[bedrooms.length - 1] ?? bedrooms.length}-Bedroom ${word}, ${street}`;
  const photos = random.int(1, 3);
  const firstPhoto = random.int(0, 100);
  const status = weighted(random, [
    ['available', 82],
    ['unavailable', 8],
    ['draft', 6],
    ['archived', 4],
  ] as const);
  return {
    landlordId,
    title,
    type,
    status,
    address: {
      street: `${number} ${street}`,
      city: town.name,
      state: 'United Kingdom',
      zip,
      freeFormAddress: `${number} ${street}, ${town.name} ${zip}`,
      position: { type: 'Point', coordinates: [Number(lng.toFixed(5)), Number(lat.toFixed(5))] },
    },
    bedrooms,
    bathrooms: Array.from({ length: Math.max(1, Math.ceil(bedrooms.length / 2)) }, () => ({
      type: random.pick(BATHROOM_TYPES).value,
    })),
    maxGuests: Math.max(1, guestsOf(bedrooms)),
    amenities: {
      general: [
        'Wi-Fi',
        'Heating',
        ...pickSome(random, ['TV', 'Desk', 'Lift', 'Air conditioning'], 0.5),
      ],
      kitchen: [
        'Fridge',
        'Kettle',
        ...pickSome(random, AMENITY_SUGGESTIONS.kitchen.slice(0, 7), 0.6),
      ],
      laundry: pickSome(random, AMENITY_SUGGESTIONS.laundry, 0.6),
      outside: pickSome(random, AMENITY_SUGGESTIONS.outside, 0.3),
      safety: ['Smoke alarm', ...pickSome(random, AMENITY_SUGGESTIONS.safety.slice(1), 0.5)],
    },
    description: [
      `A ${type === 'studio' ? 'bright studio' : `comfortable ${bedrooms.length}-bedroom ${word.toLowerCase()}`} on ${street}, ${random.pick(['a short walk from', 'ten minutes from', 'close to'])} the centre of ${town.name}.`,
      '',
      `- Sleeps ${Math.max(1, guestsOf(bedrooms))}`,
      `- ${parking ? 'Parking available' : 'No parking; good public transport'}`,
      `- ${pets === 'no' ? 'No pets' : '**Pets welcome**'}`,
      '',
      'Ideal for *corporate stays* and relocations.',
    ].join('\n'),
    images: Array.from({ length: photos }, (_, n) => ({
      key: demoPhotoKey(firstPhoto + n),
      name: `photo-${n + 1}.png`,
    })),
    parking,
    pets,
    checkInMethod: random.pick(['meet-and-greet', 'key-box'] as const),
    cleaning: {
      frequency: random.pick(['weekly', 'fortnightly', 'upon-request'] as const),
      charge: random.pick(['included', 'extra-charge'] as const),
    },
    linen: {
      frequency: random.pick(['weekly', 'fortnightly'] as const),
      charge: random.pick(['included', 'extra-charge'] as const),
    },
    cancellationPolicy: random.pick(CANCELLATION_POLICIES).value,
    costs: {
      nightlyRate: money(rate),
      deposit: money(random.pick([0, 150, 250, 300, 500])),
      cleaningFee: money(random.pick([0, 35, 45, 60])),
      parking: money(parking?.endsWith('chargeable') ? random.pick([8, 10, 15]) : 0),
      petFee: money(pets === 'yes-chargeable' ? random.pick([15, 25, 40]) : 0),
      exitClean: money(random.pick([40, 60, 80])),
      margin: String(random.pick([10, 12, 15, 17.5, 20])),
    },
    minimumStayNights: random.pick([1, 2, 3, 7, 14, 28]),
    isTemporary: random.chance(0.03),
    sourceUrl: null,
  };
}

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Demo stock: 400 properties of the demo landlords, with availability ranges and price history. */
export async function seedProperties({ tx, actorId }: SeedContext): Promise<number> {
  const [existing] = await tx.orm.select({ total: count() }).from(properties);
  if ((existing?.total ?? 0) > 0) return 0;
  const owners = await tx.orm
    .select({ id: landlords.id })
    .from(landlords)
    .where(eq(landlords.deleted, false))
    .orderBy(asc(landlords.contactText));
  if (owners.length === 0) return 0;
  const now = Date.now();
  const today = Math.floor(now / DAY) * DAY;
  const rows = Array.from({ length: DEMO_PROPERTY_COUNT }, (_, index) => {
    const random = seededRandom(90_000 + index);
    const owner = owners[(index * 7) % owners.length]?.id ?? '';
    const confirmedDaysAgo = random.chance(0.1)
      ? null
      : random.chance(0.65)
        ? random.int(0, 13)
        : random.int(15, 90);
    return {
      ...propertyValues(demoProperty(index, owner)),
      availabilityConfirmedAt:
        confirmedDaysAgo === null
          ? null
          : new Date(now - confirmedDaysAgo * DAY - random.int(0, 8) * 3_600_000),
      createdAt: new Date(now - random.int(20, 700) * DAY),
      createdBy: actorId,
    };
  });
  const inserted = await tx.orm
    .insert(properties)
    .values(rows)
    .returning({ id: properties.id, costs: properties.costs, createdAt: properties.createdAt });
  const supply: (typeof propertySupply.$inferInsert)[] = [];
  const prices: (typeof propertyPriceChanges.$inferInsert)[] = [];
  inserted.forEach((property, index) => {
    const random = seededRandom(120_000 + index);
    let start = today + random.int(0, 20) * DAY;
    for (let n = random.int(0, 3); n > 0; n--) {
      const nights = random.int(3, 28);
      const state: SupplyState = random.pick(['booked', 'booked', 'blocked', 'available']);
      supply.push({
        propertyId: property.id,
        fromDate: isoDay(start),
        toDate: isoDay(start + nights * DAY),
        state,
        note:
          state === 'blocked'
            ? 'Owner using the property'
            : state === 'booked'
              ? 'Booked elsewhere'
              : 'Confirmed free',
        createdBy: actorId,
        createdAt: new Date(now - random.int(1, 30) * DAY),
      });
      start += (nights + random.int(0, 25)) * DAY;
    }
    // One in three had its rate raised lately: the history starts at the older rate.
    const current = Number(property.costs.nightlyRate.amount);
    const raise = random.chance(0.3) ? random.int(5, 20) : 0;
    const raisedDaysAgo = random.int(1, 15);
    for (const { value: field } of COST_FIELDS) {
      const to =
        field === 'margin'
          ? property.costs.margin
          : field === 'nightlyRate'
            ? (current - raise).toFixed(2)
            : property.costs[field].amount;
      prices.push({
        propertyId: property.id,
        field,
        fromValue: null,
        toValue: to,
        currency: field === 'margin' ? null : 'GBP',
        effectiveFrom: isoDay(property.createdAt.getTime()),
        changedBy: actorId,
        changedAt: property.createdAt,
      });
    }
    if (raise > 0) {
      prices.push({
        propertyId: property.id,
        field: 'nightlyRate',
        fromValue: (current - raise).toFixed(2),
        toValue: property.costs.nightlyRate.amount,
        currency: 'GBP',
        effectiveFrom: isoDay(now - raisedDaysAgo * DAY),
        changedBy: actorId,
        changedAt: new Date(now - raisedDaysAgo * DAY),
      });
    }
  });
  for (let i = 0; i < supply.length; i += 500)
    await tx.orm.insert(propertySupply).values(supply.slice(i, i + 500));
  await tx.query(
    `update properties p set busy = s.busy
       from (select property_id, range_agg(daterange(from_date, to_date)) as busy
               from property_supply where state <> 'available' group by property_id) s
      where s.property_id = p.id`,
  );
  for (let i = 0; i < prices.length; i += 500)
    await tx.orm.insert(propertyPriceChanges).values(prices.slice(i, i + 500));
  return inserted.length;
}

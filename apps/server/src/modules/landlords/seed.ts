import {
  BADGE_KEYS,
  CERTIFICATION_KEYS,
  type LandlordCreate,
  suggestTrafficLight,
} from '@staydesk/domain';
import { count } from 'drizzle-orm';
import { seededRandom } from '../../lib/random.js';
import type { SeedContext } from '../kit.js';
import { landlordValues } from './repository.js';
import { landlords } from './table.js';

const FIRST_NAMES = [
  'Margaret',
  'Peter',
  'Aisha',
  'Tom',
  'Siobhan',
  'Rajesh',
  'Eleanor',
  'Callum',
  'Fatima',
  'Gareth',
  'Hannah',
  'Imran',
  'Joanna',
  'Kwame',
  'Lucy',
  'Mohammed',
  'Niamh',
  'Oliver',
  'Priya',
  'Rhys',
  'Sarah',
  'Tariq',
  'Una',
  'Victor',
  'Wendy',
  'Yusuf',
  'Zoe',
  'Alistair',
  'Bronwen',
  'Declan',
];
const SURNAMES = [
  'Ellison',
  'Okafor',
  'Patel',
  'Hughes',
  'MacLeod',
  'Sharma',
  'Whitfield',
  'Fraser',
  'Begum',
  'Llewellyn',
  'Brennan',
  'Hussain',
  'Carmichael',
  'Mensah',
  'Thornton',
  'Rahman',
  'Doherty',
  'Ashworth',
  'Nair',
  'Pritchard',
  'Kowalski',
  'Sutherland',
  'Adeyemi',
  'Hargreaves',
  'Quinn',
];
const COMPANY_WORDS = ['Lets', 'Property Management', 'Homes', 'Residential', 'Stays', 'Estates'];
const PLATFORMS = [
  {
    platform: 'Airbnb',
    url: (id: number) => `https://www.airbnb.co.uk/users/show/${40_000_000 + id}`,
  },
  {
    platform: 'OpenRent',
    url: (id: number) => `https://www.openrent.co.uk/landlord/${700_000 + id}`,
  },
  {
    platform: 'Booking.com',
    url: (id: number) => `https://www.booking.com/hotel/gb/host-${id}.html`,
  },
];

/** The number of demo landlords. */
export const DEMO_LANDLORD_COUNT = 120;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');

/** Demo landlord number `index` (0-based), the same on every machine. */
export function demoLandlord(index: number): LandlordCreate {
  const random = seededRandom(1_000 + index);
  const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Alex';
  const last =
    SURNAMES[(index * 7 + Math.floor(index / FIRST_NAMES.length)) % SURNAMES.length] ?? 'Smith';
  const name = `${first} ${last}`;
  const hasCompany = random.chance(0.55);
  const companyName = hasCompany ? `${last} ${random.pick(COMPANY_WORDS)}` : '';
  const domain = hasCompany ? `${slug(companyName)}.example.co.uk` : 'example.com';
  const phoneCount = random.chance(0.3) ? 2 : 1;
  const phoneNumbers = Array.from({ length: phoneCount }, (_, n) => ({
    // Ofcom's drama range 07700 900000–900999: real-looking numbers that ring nobody.
    phone: `+44 7700 900${String((index * 3 + n * 500) % 1000).padStart(3, '0')}`,
    status: n === 0 ? ('active' as const) : ('inactive' as const),
    isVerified: random.chance(0.6),
    isWhatsapp: n === 0 && random.chance(0.7),
  }));
  const emailAddresses = [
    {
      email: `${slug(first)}.${slug(last)}${index}@${domain}`,
      status: 'active' as const,
      isVerified: random.chance(0.7),
    },
    ...(random.chance(0.25)
      ? [{ email: `bookings${index}@${domain}`, status: 'active' as const, isVerified: false }]
      : []),
  ];
  const historicalBookings = random.chance(0.1) ? 0 : random.int(1, 240);
  const performance = {
    responseRatePercent: historicalBookings === 0 ? null : random.int(25, 100),
    cancellations: random.chance(0.75) ? 0 : random.int(1, 4),
    complaints: random.chance(0.8) ? 0 : random.int(1, 4),
  };
  const suggested = suggestTrafficLight({ ...performance, historicalBookings }).light;
  const joinedYear = random.int(2012, 2025);
  const profile = PLATFORMS[index % PLATFORMS.length];
  return {
    name,
    emailAddresses,
    phoneNumbers,
    company: { name: companyName, url: hasCompany ? `https://www.${domain}` : '' },
    // Staff usually follow the suggestion; one in eight they judged otherwise.
    trafficLightSystem: random.chance(0.875)
      ? suggested
      : random.pick(['gray', 'green', 'yellow'] as const),
    historicalBookings,
    joinedAt: `${joinedYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    externalProfiles:
      profile && random.chance(0.6)
        ? [{ platform: profile.platform, url: profile.url(index) }]
        : [],
    settings: {
      displayCertifications: Object.fromEntries(
        CERTIFICATION_KEYS.map((key) => [key, { isVisible: random.chance(0.5) }]),
      ) as LandlordCreate['settings']['displayCertifications'],
      displayBadges: Object.fromEntries(
        BADGE_KEYS.map((key) => [key, { isAvailable: random.chance(0.2) }]),
      ) as LandlordCreate['settings']['displayBadges'],
    },
    performance,
  };
}

/** The demo landlords (120), added while there are none. */
export async function seedLandlords({ tx, actorId }: SeedContext): Promise<number> {
  const [existing] = await tx.orm.select({ total: count() }).from(landlords);
  if ((existing?.total ?? 0) > 0) return 0;
  const rows = Array.from({ length: DEMO_LANDLORD_COUNT }, (_, index) => ({
    ...landlordValues(demoLandlord(index)),
    createdBy: actorId,
  }));
  return (await tx.orm.insert(landlords).values(rows).returning({ id: landlords.id })).length;
}

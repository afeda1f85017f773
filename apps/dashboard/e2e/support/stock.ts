import { type APIRequestContext, expect } from '@playwright/test';
import { tokenFor, unique, write } from './api';
import type { DemoRole } from './session';

const CERTIFICATIONS = [
  'joinedAt',
  'numberOfBookings',
  'numberOfProperties',
  'isVerified',
  'parkingIncluded',
  'petFriendly',
  'parkingPossible',
];
const BADGES = ['accessibleLandlord', 'fullTimeLandlord', 'landlordOfTheYear', 'greenLandlord'];

/** A whole landlord record (spec §3) for POST /api/v1/landlords; `overrides` replace fields. */
export function landlordRecord(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    emailAddresses: [{ email: `${unique()}@landlord.test`, status: 'active', isVerified: true }],
    phoneNumbers: [
      { phone: '+44 7700 900123', status: 'active', isVerified: true, isWhatsapp: false },
    ],
    company: { name: '', url: '' },
    trafficLightSystem: 'green',
    historicalBookings: 3,
    joinedAt: null,
    externalProfiles: [],
    performance: { responseRatePercent: 90, cancellations: 0, complaints: 0 },
    settings: {
      displayCertifications: Object.fromEntries(
        CERTIFICATIONS.map((key) => [key, { isVisible: false }]),
      ),
      displayBadges: Object.fromEntries(BADGES.map((key) => [key, { isAvailable: false }])),
    },
    ...overrides,
  };
}

/** A landlord set up through the API (what a test clicks is something else). */
export function createLandlord(
  request: APIRequestContext,
  token: string,
  name: string,
  overrides: Record<string, unknown> = {},
) {
  return write(request, token, 'post', '/api/v1/landlords', landlordRecord(name, overrides));
}

/** A money amount in pounds, as the API takes it. */
const gbp = (amount: string) => ({ amount, currency: 'GBP' });

/** Where a property record stands: `lngLat` is the map position [lng, lat] (spec §3). */
export interface StockAddress {
  street: string;
  city: string;
  zip: string;
  lngLat: [number, number];
}

/** The address most specs use: a flat on Park Row, Leeds. */
export const PARK_ROW: StockAddress = {
  street: '5 Park Row',
  city: 'Leeds',
  zip: 'LS1 5HD',
  lngLat: [-1.5454, 53.7981],
};

export interface PropertyRecordOptions {
  address?: StockAddress;
  /** Pounds per night, e.g. '100.00'. */
  nightlyRate?: string;
  deposit?: string;
  cleaningFee?: string;
  /** Percent, e.g. '20'. */
  margin?: string;
  /** Any other field of the record, replacing the default (bedrooms, maxGuests, status…). */
  overrides?: Record<string, unknown>;
}

/**
 * A whole property record (spec §3) for POST /api/v1/properties: an available one-bedroom
 * apartment of `landlordId` at `address` (Park Row, Leeds unless given), £100 a night, no other
 * costs, 20% margin; `overrides` replace any other field.
 */
export function propertyRecord(
  landlordId: string,
  title: string,
  options: PropertyRecordOptions = {},
) {
  const address = options.address ?? PARK_ROW;
  return {
    landlordId,
    title,
    type: 'apartment',
    status: 'available',
    address: {
      street: address.street,
      city: address.city,
      state: 'United Kingdom',
      zip: address.zip,
      freeFormAddress: `${address.street}, ${address.city} ${address.zip}`,
      position: { type: 'Point', coordinates: address.lngLat },
    },
    bedrooms: [{ beds: [{ type: 'double', count: 1 }] }],
    bathrooms: [{ type: 'walk-in-shower' }],
    maxGuests: 2,
    amenities: { general: ['Wi-Fi'], kitchen: [], laundry: [], outside: [], safety: [] },
    description: '',
    images: [],
    parking: null,
    pets: 'no',
    checkInMethod: 'key-box',
    cleaning: { frequency: 'weekly', charge: 'included' },
    linen: { frequency: 'weekly', charge: 'included' },
    cancellationPolicy: '14-days-cancellation',
    costs: {
      nightlyRate: gbp(options.nightlyRate ?? '100.00'),
      deposit: gbp(options.deposit ?? '0.00'),
      cleaningFee: gbp(options.cleaningFee ?? '0.00'),
      parking: gbp('0.00'),
      petFee: gbp('0.00'),
      exitClean: gbp('0.00'),
      margin: options.margin ?? '20',
    },
    minimumStayNights: 1,
    isTemporary: false,
    sourceUrl: null,
    ...options.overrides,
  };
}

/** A property set up through the API, as `token`'s user (what a test clicks is something else). */
export function createProperty(
  request: APIRequestContext,
  token: string,
  landlordId: string,
  title: string,
  options: PropertyRecordOptions = {},
) {
  return write(
    request,
    token,
    'post',
    '/api/v1/properties',
    propertyRecord(landlordId, title, options),
  );
}

/**
 * A new staff account of `role`, made through the API by a system admin (POST /account), so a
 * test acts as a user nobody else signs in with; answers its email, password, name and token.
 */
export async function createStaff(request: APIRequestContext, role: DemoRole) {
  const adminToken = await tokenFor(request, 'system_admin');
  const word = unique();
  const firstName = `Stock${word}`;
  const account = {
    fullName: `${firstName} ${role.replace('_', ' ')}`,
    email: `stock-${role.replace('_', '-')}-${word}@staydesk.test`,
    password: 'Stock-Pass-2026',
    role,
  };
  const created = await request.post('/account', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: account,
  });
  expect(created.status(), await created.text()).toBe(201);
  const signIn = await request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password, rememberMe: false },
  });
  expect(signIn.ok()).toBe(true);
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  return { ...account, firstName, token };
}

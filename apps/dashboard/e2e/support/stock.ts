import type { APIRequestContext } from '@playwright/test';
import { unique, write } from './api';

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

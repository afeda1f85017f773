import { describe, expect, it } from 'vitest';
import {
  addressFromPlace,
  addressSchema,
  blankAddress,
  lngLatSchema,
  point,
  pointSchema,
} from './address';
import { clientCreateSchema, clientFullName } from './client';
import { hasFile, recordSchema } from './common';
import {
  companyCreateSchema,
  companySchema,
  companyUpdateSchema,
  hasLogo,
  isSubcompany,
} from './company';
import { enquiryCreateSchema, enquiryUpdateSchema } from './enquiry';
import { documentNumber, documentTotals, invoiceUpdateSchema, itemTotals } from './invoice';
import {
  BADGE_KEYS,
  blankLandlord,
  CERTIFICATION_KEYS,
  landlordCardContact,
  landlordCreateSchema,
  landlordUpdateSchema,
} from './landlord';
import { bedCount } from './property';
import { clientSettingsSchema, DEFAULT_CLIENT_SETTINGS } from './settings';
import {
  accountCreateSchema,
  experimentSchema,
  firstNameOf,
  passwordChangeSchema,
  userPatchSchema,
  userSchema,
} from './user';
import { auditEventSchema, isCostField, visibleChanges } from './work';

const record = {
  id: '3f1c2b6e-8a1d-4c55-9d1e-2a7b9c0d1e2f',
  createdAt: '2024-05-01T09:30:00.000Z',
  updatedAt: '2024-05-02T10:00:00+01:00',
  createdBy: null,
  version: 1,
  deleted: false,
};

describe('record fields', () => {
  it('every record carries id, times, creator, version and the deleted flag', () => {
    expect(recordSchema.parse(record)).toEqual(record);
    expect(recordSchema.safeParse({ ...record, version: 0 }).success).toBe(false);
    expect(recordSchema.safeParse({ ...record, createdAt: 'yesterday' }).success).toBe(false);
    const { deleted: _deleted, ...withoutDeleted } = record;
    expect(recordSchema.safeParse(withoutDeleted).success).toBe(false);
  });
});

describe('user', () => {
  const user = {
    ...record,
    email: 'anna@staydesk.test',
    fullName: 'Anna Smith',
    firstName: 'Anna',
    role: 'admin',
    imageUrl: { key: 'avatars/anna.png', name: 'anna.png' },
    experiments: [{ name: 'tracker-v2', isAvailable: true }],
    phone: null,
    isActive: true,
    lastSignInAt: null,
  };

  it('parses a user with an image of key and name, or none', () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.parse({ ...user, imageUrl: null }).imageUrl).toBeNull();
    expect(userSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
  });

  it('takes the first name from the full name', () => {
    expect(firstNameOf('  Anna Maria Smith ')).toBe('Anna');
    expect(firstNameOf('')).toBe('');
  });

  it('wraps the changed fields of a PATCH in data, with the version', () => {
    expect(userPatchSchema.parse({ data: { fullName: 'Anna Jones', version: 3 } })).toEqual({
      data: { fullName: 'Anna Jones', version: 3 },
    });
    expect(userPatchSchema.safeParse({ data: { fullName: 'Anna Jones' } }).success).toBe(false);
    expect(userPatchSchema.safeParse({ fullName: 'Anna Jones', version: 3 }).success).toBe(false);
  });

  it('validates experiments, password changes and new accounts', () => {
    expect(experimentSchema.safeParse({ name: 'x', isAvailable: false }).success).toBe(true);
    expect(experimentSchema.safeParse({ name: ' ', isAvailable: true }).success).toBe(false);
    expect(passwordChangeSchema.safeParse({ password: 'short' }).success).toBe(false);
    expect(passwordChangeSchema.safeParse({ password: 'Abcdefghi1' }).success).toBe(true);
    expect(
      accountCreateSchema.safeParse({
        fullName: 'Bo Li',
        email: 'bo@staydesk.test',
        role: 'user',
        password: 'Abcdefghi1',
      }).success,
    ).toBe(true);
  });
});

describe('address', () => {
  it('holds a GeoJSON point with [lng, lat]', () => {
    expect(point(-0.1276, 51.5072)).toEqual({ type: 'Point', coordinates: [-0.1276, 51.5072] });
    expect(() => point(51.5, -200)).toThrow();
    expect(addressSchema.parse(blankAddress()).position).toBeNull();
  });

  it('takes a position as exactly [longitude, latitude], each within its range', () => {
    expect(lngLatSchema.parse([-180, 90])).toEqual([-180, 90]);
    expect(lngLatSchema.parse([179.99, -89.5])).toEqual([179.99, -89.5]);
    for (const bad of [[], [1], [1, 2, 3], [181, 0], [0, -91], ['1', 2], [Number.NaN, 0], null]) {
      expect(lngLatSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(pointSchema.safeParse({ type: 'Point', coordinates: [0, 95] }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['coordinates'],
        message: 'Longitude is within ±180 and latitude within ±90',
      }),
    ]);
  });

  it('is derived from a maps-service place, with the country as state', () => {
    expect(
      addressFromPlace({
        streetNumber: '10',
        streetName: 'Downing Street',
        municipality: 'London',
        country: 'United Kingdom',
        postalCode: 'SW1A 2AA',
        freeformAddress: '10 Downing Street, London SW1A 2AA',
        position: { lat: 51.5034, lon: -0.1276 },
      }),
    ).toEqual({
      street: '10 Downing Street',
      city: 'London',
      state: 'United Kingdom',
      zip: 'SW1A 2AA',
      freeFormAddress: '10 Downing Street, London SW1A 2AA',
      position: { type: 'Point', coordinates: [-0.1276, 51.5034] },
    });
  });
});

describe('company', () => {
  const company = {
    ...record,
    name: 'Acme Relocation',
    legalName: 'Acme Relocation Ltd',
    registrationNumber: '01234567',
    vatNumber: 'GB123456789',
    type: 'relocation',
    logo: { key: '', name: 'logo.png' },
    branding: null,
    parentId: null,
    defaultBillingCompanyId: null,
    accountManagerId: null,
  };

  it('counts a logo only if it has a key', () => {
    expect(hasLogo(companySchema.parse(company))).toBe(false);
    expect(hasLogo({ logo: { key: 'logos/acme.png', name: 'acme.png' } })).toBe(true);
    expect(hasLogo({ logo: null })).toBe(false);
    expect(hasLogo({})).toBe(false);
    expect(hasFile({ key: '   ' })).toBe(false);
  });

  it('treats a company with a parent as a subcompany', () => {
    expect(isSubcompany(company)).toBe(false);
    expect(isSubcompany({ parentId: record.id })).toBe(true);
  });

  it('derives create and update schemas; updates need the version and add no defaults', () => {
    const { logo: _logo, ...fields } = company;
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      createdBy: _b,
      version: _v,
      deleted: _d,
      ...create
    } = fields;
    expect(companyCreateSchema.parse(create)).toEqual(create);
    expect(companyUpdateSchema.parse({ name: 'Acme', version: 2 })).toEqual({
      name: 'Acme',
      version: 2,
    });
    expect(companyUpdateSchema.safeParse({ name: 'Acme' }).success).toBe(false);
  });

  it('normalises the branding website', () => {
    const branded = companySchema.parse({
      ...company,
      branding: {
        displayName: 'Acme',
        primaryColour: '#112233',
        secondaryColour: '#aabbcc',
        website: 'acme.example',
      },
    });
    expect(branded.branding?.website).toBe('https://acme.example');
  });
});

describe('landlord', () => {
  it('starts from the blank record of spec §3', () => {
    const blank = blankLandlord();
    expect(blank).toEqual({
      name: '',
      emailAddresses: [{ email: '', status: 'active', isVerified: false }],
      phoneNumbers: [{ phone: '', status: 'active', isVerified: false, isWhatsapp: false }],
      company: { name: '', url: '' },
      trafficLightSystem: 'gray',
      historicalBookings: 0,
      joinedAt: null,
      externalProfiles: [],
      performance: { responseRatePercent: null, cancellations: 0, complaints: 0 },
      settings: {
        displayCertifications: {
          joinedAt: { isVisible: false },
          numberOfBookings: { isVisible: false },
          numberOfProperties: { isVisible: false },
          isVerified: { isVisible: false },
          parkingIncluded: { isVisible: false },
          petFriendly: { isVisible: false },
          parkingPossible: { isVisible: false },
        },
        displayBadges: {
          accessibleLandlord: { isAvailable: false },
          fullTimeLandlord: { isAvailable: false },
          landlordOfTheYear: { isAvailable: false },
          greenLandlord: { isAvailable: false },
        },
      },
    });
    expect(blankLandlord()).not.toBe(blank);
    expect(CERTIFICATION_KEYS).toHaveLength(7);
    expect(BADGE_KEYS).toHaveLength(4);
  });

  it('accepts the blank record once a name and contacts are filled in', () => {
    const filled = {
      ...blankLandlord(),
      name: 'Harbour Lets',
      emailAddresses: [{ email: 'Lets@Harbour.test', status: 'active', isVerified: true }],
      phoneNumbers: [
        { phone: '07700 900123', status: 'active', isVerified: false, isWhatsapp: true },
      ],
      company: { name: 'Harbour Lets Ltd', url: 'harbour.test' },
    };
    const parsed = landlordCreateSchema.parse(filled);
    expect(parsed.emailAddresses[0]?.email).toBe('lets@harbour.test');
    expect(parsed.company.url).toBe('https://harbour.test');
    expect(landlordCreateSchema.safeParse(blankLandlord()).success).toBe(false);
    expect(landlordUpdateSchema.safeParse({ trafficLightSystem: 'blue', version: 1 }).success).toBe(
      false,
    );
  });

  it('shows only the first email and phone on the small card', () => {
    expect(
      landlordCardContact({
        emailAddresses: [{ email: 'a@x.test' }, { email: 'b@x.test' }],
        phoneNumbers: [{ phone: '1' }, { phone: '2' }],
      }),
    ).toEqual({ email: 'a@x.test', phone: '1' });
    expect(landlordCardContact({ emailAddresses: [], phoneNumbers: [{ phone: '' }] })).toEqual({
      email: null,
      phone: null,
    });
  });
});

describe('property', () => {
  it('counts beds across bedrooms', () => {
    expect(
      bedCount([
        { beds: [{ type: 'double', count: 1 }] },
        {
          beds: [
            { type: 'single', count: 2 },
            { type: 'cots', count: 1 },
          ],
        },
      ]),
    ).toBe(4);
  });
});

const enquiry = {
  source: 'email',
  receivedAt: '2024-05-01T09:00:00Z',
  companyId: null,
  subcompanyId: null,
  billingCompanyId: null,
  agentId: null,
  booker: { name: 'Jo', email: 'jo@acme.test', phone: '' },
  guestIds: [],
  checkIn: '2024-06-01',
  checkOut: '2024-06-30',
  location: { address: blankAddress(), radiusMiles: 5 },
  adults: 2,
  children: 0,
  pets: 0,
  minBedrooms: 1,
  propertyTypes: ['apartment'],
  parkingSpaces: 1,
  budget: { amount: { amount: '120.00', currency: 'GBP' }, basis: 'perNight', approvedBy: 'Jo' },
  clientReference: 'CLM-1',
  priority: 'normal',
  respondBy: null,
  notes: '',
};

describe('enquiry', () => {
  it('allows an open-ended stay and refuses check-out on or before check-in', () => {
    expect(enquiryCreateSchema.safeParse(enquiry).success).toBe(true);
    expect(enquiryCreateSchema.safeParse({ ...enquiry, checkOut: null }).success).toBe(true);
    const backwards = enquiryCreateSchema.safeParse({ ...enquiry, checkOut: '2024-06-01' });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['checkOut'],
      message: 'Check-out must be after check-in',
    });
    expect(enquiryCreateSchema.safeParse({ ...enquiry, adults: 0 }).success).toBe(false);
  });

  it('updates partially with a version', () => {
    expect(enquiryUpdateSchema.parse({ priority: 'urgent', version: 4 })).toEqual({
      priority: 'urgent',
      version: 4,
    });
    expect(
      enquiryUpdateSchema.safeParse({ checkIn: '2024-06-10', checkOut: '2024-06-09', version: 4 })
        .success,
    ).toBe(false);
  });
});

describe('invoice', () => {
  it('works out item totals to the penny', () => {
    expect(
      itemTotals({
        quantity: '7',
        unitPrice: { amount: '85.50', currency: 'GBP' },
        taxPercent: '20',
      }),
    ).toEqual({
      net: { amount: '598.50', currency: 'GBP' },
      tax: { amount: '119.70', currency: 'GBP' },
      gross: { amount: '718.20', currency: 'GBP' },
    });
    expect(
      itemTotals({ quantity: '1', unitPrice: { amount: '0.05', currency: 'GBP' }, taxPercent: '5' })
        .tax,
    ).toEqual({ amount: '0.00', currency: 'GBP' });
  });

  it('adds document totals from the rounded items', () => {
    const a = itemTotals({
      quantity: '1',
      unitPrice: { amount: '0.03', currency: 'GBP' },
      taxPercent: '20',
    });
    const b = itemTotals({
      quantity: '1',
      unitPrice: { amount: '0.03', currency: 'GBP' },
      taxPercent: '20',
    });
    expect(documentTotals([a, b], 'GBP')).toEqual({
      net: { amount: '0.06', currency: 'GBP' },
      tax: { amount: '0.02', currency: 'GBP' },
      gross: { amount: '0.08', currency: 'GBP' },
    });
    expect(documentTotals([], 'GBP').gross).toEqual({ amount: '0.00', currency: 'GBP' });
  });

  it('numbers documents in a padded series', () => {
    expect(documentNumber('INV-', 42)).toBe('INV-000042');
    expect(documentNumber('CN-', 7, 4)).toBe('CN-0007');
    expect(() => documentNumber('INV-', 0)).toThrow(RangeError);
  });

  it('updates a draft with a version', () => {
    expect(invoiceUpdateSchema.safeParse({ purchaseOrder: 'PO-1', version: 1 }).success).toBe(true);
    expect(invoiceUpdateSchema.safeParse({ purchaseOrder: 'PO-1' }).success).toBe(false);
  });
});

describe('client', () => {
  it('allows a guest without an email', () => {
    const guest = {
      firstName: 'Sam',
      lastName: 'Lee',
      email: '',
      phone: '',
      companyId: null,
      notes: '',
      flags: ['vip'],
    };
    expect(clientCreateSchema.parse(guest)).toEqual(guest);
    expect(clientCreateSchema.safeParse({ ...guest, email: 'sam@' }).success).toBe(false);
    expect(clientFullName(guest)).toBe('Sam Lee');
    expect(clientFullName({ firstName: 'Sam', lastName: '' })).toBe('Sam');
  });
});

describe('audit', () => {
  it('parses an event and hides cost changes without COST_AUDIT_TRAIL', () => {
    const event = auditEventSchema.parse({
      id: '1',
      occurredAt: '2024-05-01T09:00:00Z',
      actorId: null,
      actorName: null,
      action: 'update',
      recordType: 'property',
      recordId: record.id,
      recordName: 'Flat 2, Harbour Road',
      changes: {
        title: { from: 'Flat', to: 'Flat 2' },
        'costs.nightlyRate': { from: '80.00', to: '85.00' },
      },
    });
    expect(isCostField('costs.nightlyRate')).toBe(true);
    expect(isCostField('title')).toBe(false);
    expect(Object.keys(visibleChanges(event.changes, false))).toEqual(['title']);
    expect(Object.keys(visibleChanges(event.changes, true))).toEqual([
      'title',
      'costs.nightlyRate',
    ]);
  });
});

describe('client settings', () => {
  it('default to light, not custom, English', () => {
    expect(clientSettingsSchema.parse(DEFAULT_CLIENT_SETTINGS)).toEqual({
      theme: { type: 'light', custom: false },
      language: 'en',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  ADULTS_MIN_MESSAGE,
  CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
  LOCATION_REQUIRED_MESSAGE,
  propertyRequestCreateSchema,
  propertyRequestReceiptSchema,
  propertyRequestSchema,
  publicPropertySchema,
} from './public';

const minimal = {
  fullName: 'Dana Guest',
  email: 'Dana.Guest@Example.com',
  phone: '+44 20 7946 0000',
  location: 'Manchester city centre',
  checkIn: '2027-03-01',
  adults: 2,
};

function messagesOf(input: unknown): Record<string, string> {
  const result = propertyRequestCreateSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('property request (public form)', () => {
  it('fills in the optional parts and lower-cases the email', () => {
    expect(propertyRequestCreateSchema.parse(minimal)).toEqual({
      ...minimal,
      email: 'dana.guest@example.com',
      companyName: '',
      checkOut: null,
      children: 0,
      bedrooms: null,
      pets: false,
      parking: false,
      budget: null,
      notes: '',
      propertyId: null,
    });
  });

  it('keeps a budget with its basis and a property it was sent from', () => {
    const parsed = propertyRequestCreateSchema.parse({
      ...minimal,
      checkOut: '2027-03-15',
      budget: { amount: '95.00', currency: 'GBP', basis: 'night' },
      propertyId: '3f1c2b6e-8a1d-4c55-9d1e-2a7b9c0d1e2f',
    });
    expect(parsed.budget).toEqual({ amount: '95.00', currency: 'GBP', basis: 'night' });
    expect(parsed.propertyId).toBe('3f1c2b6e-8a1d-4c55-9d1e-2a7b9c0d1e2f');
    expect(
      propertyRequestCreateSchema.safeParse({
        ...minimal,
        budget: { amount: '95.00', currency: 'GBP', basis: 'perNight' },
      }).success,
    ).toBe(false);
  });

  it('names the missing place and the missing adults in the form’s words', () => {
    expect(messagesOf({ ...minimal, location: undefined }).location).toBe(
      LOCATION_REQUIRED_MESSAGE,
    );
    expect(messagesOf({ ...minimal, location: ' a ' }).location).toBe(LOCATION_REQUIRED_MESSAGE);
    expect(messagesOf({ ...minimal, adults: 0 }).adults).toBe(ADULTS_MIN_MESSAGE);
    expect(messagesOf({ ...minimal, fullName: '' }).fullName).toBe('Full name is required');
  });

  it('wants check-out after check-in, on the check-out field', () => {
    expect(messagesOf({ ...minimal, checkOut: '2027-03-01' })).toEqual({
      checkOut: CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
    });
    expect(messagesOf({ ...minimal, checkOut: '2027-02-28' }).checkOut).toBe(
      CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
    );
    expect(messagesOf({ ...minimal, checkOut: '2027-03-02' })).toEqual({});
  });

  it('bounds guests, bedrooms and free text', () => {
    expect(messagesOf({ ...minimal, adults: 31 })).toHaveProperty('adults');
    expect(messagesOf({ ...minimal, children: -1 })).toHaveProperty('children');
    expect(messagesOf({ ...minimal, bedrooms: 21 })).toHaveProperty('bedrooms');
    expect(messagesOf({ ...minimal, notes: 'x'.repeat(2001) })).toHaveProperty('notes');
    expect(messagesOf({ ...minimal, companyName: 'x'.repeat(121) })).toHaveProperty('companyName');
    expect(messagesOf({ ...minimal, checkIn: '01/03/2027' })).toHaveProperty('checkIn');
  });
});

describe('property request answers', () => {
  it('describe the receipt and the stored request staff read', () => {
    expect(propertyRequestReceiptSchema.parse({ id: 'a', reference: 'PR-1001' })).toEqual({
      id: 'a',
      reference: 'PR-1001',
    });
    const stored = {
      id: 'a',
      reference: 'PR-1001',
      status: 'new',
      fullName: 'Dana Guest',
      email: 'dana.guest@example.com',
      phone: null,
      companyName: null,
      details: { location: 'Leeds' },
      enquiryId: null,
      createdAt: '2027-01-01T09:00:00.000Z',
      version: 1,
    };
    expect(propertyRequestSchema.parse(stored)).toEqual(stored);
    // A converted request names the enquiry it became.
    const converted = { ...stored, status: 'converted', enquiryId: 'e1' };
    expect(propertyRequestSchema.parse(converted)).toEqual(converted);
    expect(propertyRequestSchema.safeParse({ ...stored, status: 'archived' }).success).toBe(false);
  });

  it('shows the public only what a public property page needs', () => {
    expect(Object.keys(publicPropertySchema.shape).sort()).toEqual(
      [
        'amenities',
        'bathroomList',
        'bathrooms',
        'bedroomList',
        'bedrooms',
        'checkInMethod',
        'city',
        'country',
        'description',
        'id',
        'images',
        'maxGuests',
        'minimumStayNights',
        'parking',
        'pets',
        'photos',
        'title',
        'type',
      ].sort(),
    );
  });
});

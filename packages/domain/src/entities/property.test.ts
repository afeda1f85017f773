import { describe, expect, it } from 'vitest';
import {
  blankProperty,
  DATES_ORDER_MESSAGE,
  isAvailabilityStale,
  isAvailableFor,
  propertyCreateSchema,
  propertyListQuerySchema,
  rangesOverlap,
  supplyRangeInputSchema,
  supplyUpdateSchema,
  temporaryPropertyCreateSchema,
} from './property';

const id = '3f1c2b6e-8a1d-4c55-9d1e-2a7b9c0d1e2f';

describe('property create', () => {
  it('accepts the blank property once a landlord and title are chosen', () => {
    const filled = { ...blankProperty(), landlordId: id, title: 'Flat' };
    expect(propertyCreateSchema.parse(filled)).toEqual(filled);
  });

  it('refuses the old statuses and an unknown one', () => {
    for (const status of ['active', 'inactive', 'gone']) {
      expect(
        propertyCreateSchema.safeParse({ ...blankProperty(), title: 'x', status }).success,
      ).toBe(false);
    }
  });

  it('stores the description sanitised', () => {
    const parsed = propertyCreateSchema.parse({
      ...blankProperty(),
      title: 'x',
      description: ' A\r\n\r\n\r\nB\u0000 ',
    });
    expect(parsed.description).toBe('A\n\nB');
  });

  it('refuses a landlord id that is not a uuid and too many photos', () => {
    expect(
      propertyCreateSchema.safeParse({ ...blankProperty(), title: 'x', landlordId: 'x' }).success,
    ).toBe(false);
    const images = Array.from({ length: 31 }, (_, i) => ({ key: `k${i}`, name: 'p.png' }));
    expect(propertyCreateSchema.safeParse({ ...blankProperty(), title: 'x', images }).success).toBe(
      false,
    );
  });
});

describe('property list query', () => {
  it('coerces numbers from the query string', () => {
    expect(
      propertyListQuerySchema.parse({
        lng: '-2.24',
        lat: '53.48',
        radiusMiles: '5',
        bedroomsMin: '2',
      }),
    ).toMatchObject({
      lng: -2.24,
      lat: 53.48,
      radiusMiles: 5,
      bedroomsMin: 2,
      tab: 'all',
      page: 1,
    });
  });

  it('needs both parts of a place and of a date range, in order', () => {
    expect(propertyListQuerySchema.safeParse({ lng: '1' }).success).toBe(false);
    expect(propertyListQuerySchema.safeParse({ availableFrom: '2026-01-01' }).success).toBe(false);
    const backwards = propertyListQuerySchema.safeParse({
      availableFrom: '2026-01-05',
      availableTo: '2026-01-05',
    });
    expect(backwards.error?.issues[0]).toMatchObject({
      message: DATES_ORDER_MESSAGE,
      path: ['availableTo'],
    });
  });

  it('takes a distance sort without a place (the server then sorts by title)', () => {
    expect(propertyListQuerySchema.safeParse({ sort: '-distance' }).success).toBe(true);
    expect(
      propertyListQuerySchema.safeParse({ sort: 'distance', lng: '0', lat: '51' }).success,
    ).toBe(true);
  });

  it('refuses radius and prices out of bounds', () => {
    expect(
      propertyListQuerySchema.safeParse({ lng: '0', lat: '51', radiusMiles: '500' }).success,
    ).toBe(false);
    expect(propertyListQuerySchema.safeParse({ priceMin: '£5' }).success).toBe(false);
    expect(propertyListQuerySchema.safeParse({ priceMin: '100', priceMax: '50' }).success).toBe(
      false,
    );
  });
});

describe('availability', () => {
  const ranges = [
    { from: '2026-03-10', to: '2026-03-15', state: 'booked' as const },
    { from: '2026-03-20', to: '2026-03-22', state: 'blocked' as const },
    { from: '2026-04-01', to: '2026-05-01', state: 'available' as const },
  ];
  const available = { status: 'available' as const };

  it('treats ranges as half-open: checking out the day another stay starts is no overlap', () => {
    expect(
      rangesOverlap(
        { from: '2026-03-05', to: '2026-03-10' },
        { from: '2026-03-10', to: '2026-03-15' },
      ),
    ).toBe(false);
    expect(
      rangesOverlap(
        { from: '2026-03-14', to: '2026-03-16' },
        { from: '2026-03-10', to: '2026-03-15' },
      ),
    ).toBe(true);
  });

  it.each([
    ['2026-03-05', '2026-03-10', true],
    ['2026-03-15', '2026-03-20', true],
    ['2026-03-14', '2026-03-15', false],
    ['2026-03-01', '2026-03-31', false],
    ['2026-03-21', '2026-03-23', false],
    ['2026-04-10', '2026-04-20', true],
  ])('%s to %s is %s', (from, to, expected) => {
    expect(isAvailableFor(available, ranges, { from, to })).toBe(expected);
  });

  it('is never available unless the property is', () => {
    expect(
      isAvailableFor({ status: 'unavailable' }, [], { from: '2026-01-01', to: '2026-01-02' }),
    ).toBe(false);
    expect(
      isAvailableFor({ status: 'available', deleted: true }, [], {
        from: '2026-01-01',
        to: '2026-01-02',
      }),
    ).toBe(false);
  });

  it('is stale when never confirmed or confirmed more than the given days ago', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(isAvailabilityStale(null, now)).toBe(true);
    expect(isAvailabilityStale('2026-11-09T10:00:00Z', now)).toBe(false);
    expect(isAvailabilityStale('2026-11-09T09:59:59Z', now)).toBe(true);
    expect(isAvailabilityStale('2026-11-20T10:00:00Z', now, 2)).toBe(true);
  });
});

describe('supply update', () => {
  it('refuses a range that ends before it starts', () => {
    expect(
      supplyRangeInputSchema.safeParse({
        from: '2026-01-02',
        to: '2026-01-02',
        state: 'booked',
        note: '',
      }).success,
    ).toBe(false);
  });

  it('accepts ranges, removals, prices and a confirmation', () => {
    expect(
      supplyUpdateSchema.safeParse({
        add: [{ from: '2026-01-01', to: '2026-01-08', state: 'blocked', note: 'Owner stays' }],
        remove: [id],
        prices: [
          { field: 'nightlyRate', amount: '95.50', effectiveFrom: '2026-01-01' },
          { field: 'margin', amount: '17.5', effectiveFrom: '2026-01-01' },
        ],
        confirmedWithLandlord: true,
        version: 3,
      }).success,
    ).toBe(true);
  });
});

describe('temporary property', () => {
  it('takes a link or the fields by hand', () => {
    expect(temporaryPropertyCreateSchema.parse({ url: 'lets.test/1', landlordId: null })).toEqual({
      url: 'https://lets.test/1',
      landlordId: null,
    });
    const byHand = temporaryPropertyCreateSchema.safeParse({
      title: 'Stop-gap flat',
      landlordId: null,
      type: 'apartment',
      address: {
        street: '',
        city: 'Leeds',
        state: 'United Kingdom',
        zip: '',
        freeFormAddress: '',
        position: null,
      },
      bedroomCount: 1,
      maxGuests: 2,
      nightlyRate: { amount: '80', currency: 'GBP' },
      sourceUrl: null,
    });
    expect(byHand.success).toBe(true);
    expect(temporaryPropertyCreateSchema.safeParse({ landlordId: null }).success).toBe(false);
  });
});

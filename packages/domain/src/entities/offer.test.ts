import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES, type OfferStatus } from '../statuses';
import {
  canMoveOfferLine,
  chosenPropertyCycleSchema,
  DEFAULT_CHOSEN_PROPERTY_CYCLE,
  enquiryReportCsvQuerySchema,
  enquiryReportQuerySchema,
  isForwardOfferStatus,
  isWonEnquiry,
  offerCreateSchema,
  offerMoveMessage,
  offerNights,
  offerUpdateSchema,
  quoteAddress,
  quoteReference,
  splitStreetNumber,
} from './offer';

const STATUSES = OFFER_STATUSES.map((option) => option.value);

describe('the default chosen-property cycle', () => {
  // notApproved → approved → awaitingResponse (Hold) → offeredOut; any open status → rejected.
  const allowed = new Set([
    'notApproved>approved',
    'approved>awaitingResponse',
    'awaitingResponse>offeredOut',
    'notApproved>rejected',
    'approved>rejected',
    'awaitingResponse>rejected',
    'offeredOut>rejected',
  ]);
  for (const from of STATUSES) {
    for (const to of STATUSES) {
      const expected = allowed.has(`${from}>${to}`);
      it(`${from} → ${to}: ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canMoveOfferLine(DEFAULT_CHOSEN_PROPERTY_CYCLE, from, to)).toBe(expected);
      });
    }
  }

  it('is a valid stored setting', () => {
    expect(
      chosenPropertyCycleSchema.safeParse({
        transitions: DEFAULT_CHOSEN_PROPERTY_CYCLE,
        version: 1,
      }).success,
    ).toBe(true);
  });

  it('words a refused move with the labels staff read', () => {
    expect(offerMoveMessage('notApproved', 'offeredOut')).toBe(
      'A line cannot move from Not Approved to Offered Out',
    );
    expect(offerMoveMessage('rejected', 'awaitingResponse')).toBe(
      'A line cannot move from Unsuitable to Hold',
    );
  });

  it('follows an edited cycle', () => {
    const edited = { ...DEFAULT_CHOSEN_PROPERTY_CYCLE, rejected: ['notApproved'] as OfferStatus[] };
    expect(canMoveOfferLine(edited, 'rejected', 'notApproved')).toBe(true);
  });

  it('refuses a status moving to itself or named twice', () => {
    const selfLoop = chosenPropertyCycleSchema.safeParse({
      transitions: { ...DEFAULT_CHOSEN_PROPERTY_CYCLE, approved: ['approved'] },
      version: 1,
    });
    expect(selfLoop.success).toBe(false);
    const twice = chosenPropertyCycleSchema.safeParse({
      transitions: { ...DEFAULT_CHOSEN_PROPERTY_CYCLE, approved: ['rejected', 'rejected'] },
      version: 1,
    });
    expect(twice.success).toBe(false);
  });

  it('gates the forward statuses', () => {
    expect(STATUSES.filter(isForwardOfferStatus)).toEqual([
      'approved',
      'awaitingResponse',
      'offeredOut',
    ]);
  });
});

describe('offer input', () => {
  const gbp = (amount: string) => ({ amount, currency: 'GBP' });
  const valid = {
    propertyId: '7f0b0a4e-8a8f-4c1b-9d39-0c3f2d5f7a11',
    landlordCostPerNight: gbp('80'),
    sellingPricePerNight: gbp('100'),
  };

  it('takes a line with notes defaulting to empty', () => {
    expect(offerCreateSchema.parse(valid).notes).toBe('');
  });

  it('refuses negative prices, mixed currencies, a bad id and over-long notes', () => {
    expect(offerCreateSchema.safeParse({ ...valid, sellingPricePerNight: gbp('-1') }).success).toBe(
      false,
    );
    expect(
      offerCreateSchema.safeParse({
        ...valid,
        sellingPricePerNight: { amount: '1', currency: 'EUR' },
      }).success,
    ).toBe(false);
    expect(offerCreateSchema.safeParse({ ...valid, propertyId: 'x' }).success).toBe(false);
    expect(offerCreateSchema.safeParse({ ...valid, notes: 'x'.repeat(2_001) }).success).toBe(false);
  });

  it('needs the version on update and lets dates be cleared', () => {
    expect(offerUpdateSchema.safeParse({ status: 'approved' }).success).toBe(false);
    expect(offerUpdateSchema.parse({ holdExpiresAt: null, version: 2 })).toEqual({
      holdExpiresAt: null,
      version: 2,
    });
  });
});

describe('stay nights', () => {
  it('counts the nights, or 30 for an open-ended stay', () => {
    expect(offerNights('2026-03-01', '2026-03-08')).toBe(7);
    expect(offerNights('2026-03-01', null)).toBe(30);
  });
});

describe('quote-out address (spec §3: number, street, city, zip as postcode)', () => {
  it.each([
    ['12 Park Road', '12', 'Park Road'],
    ['12a Park Road', '12a', 'Park Road'],
    ['3-5 Mill Lane', '3-5', 'Mill Lane'],
    ['Flat 3, 9 Quay Street', 'Flat 3, 9', 'Quay Street'],
    ['Rose Cottage', '', 'Rose Cottage'],
  ])('%s → %s | %s', (street, number, rest) => {
    expect(splitStreetNumber(street)).toEqual({ number, street: rest });
  });

  it('maps zip to postcode', () => {
    expect(quoteAddress({ street: '4 High St', city: 'Leeds', zip: 'LS1 4AB' })).toEqual({
      number: '4',
      street: 'High St',
      city: 'Leeds',
      postcode: 'LS1 4AB',
    });
  });

  it('numbers quotes per enquiry', () => {
    expect(quoteReference('ENQ-10001', 2)).toBe('ENQ-10001/Q2');
  });
});

describe('the report query', () => {
  it('refuses a range that ends before it starts', () => {
    expect(
      enquiryReportQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success,
    ).toBe(false);
    expect(enquiryReportCsvQuerySchema.parse({}).table).toBe('bySource');
    expect(enquiryReportCsvQuerySchema.safeParse({ table: 'costs' }).success).toBe(false);
  });

  it('counts a booking as a win', () => {
    expect(isWonEnquiry('archived', 'b1')).toBe(true);
    expect(isWonEnquiry('complete', null)).toBe(true);
    expect(isWonEnquiry('cancelled', null)).toBe(false);
  });
});

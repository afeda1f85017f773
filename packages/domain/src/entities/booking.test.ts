import { describe, expect, it } from 'vitest';
import {
  bookingCreateSchema,
  bookingExtensionCreateSchema,
  bookingListQuerySchema,
  bookingSchema,
  bookingUpdateSchema,
} from './booking';

const ID = '00000000-0000-4000-8000-000000000001';
const gbp = (amount: string) => ({ amount, currency: 'GBP' });

describe('booking', () => {
  const create = {
    propertyId: ID,
    checkIn: '2024-06-01',
    checkOut: '2024-06-08',
    sellingPricePerNight: gbp('120.00'),
    costPerNight: gbp('90.00'),
  };

  it('creates a direct booking with defaults, dates in order, one currency', () => {
    const parsed = bookingCreateSchema.parse(create);
    expect(parsed.guestIds).toEqual([]);
    expect(parsed.depositAmount).toBe('0');
    expect(bookingCreateSchema.safeParse({ ...create, checkOut: '2024-05-31' }).success).toBe(
      false,
    );
    expect(
      bookingCreateSchema.safeParse({ ...create, costPerNight: { amount: '1', currency: 'EUR' } })
        .success,
    ).toBe(false);
    expect(bookingCreateSchema.safeParse({ ...create, propertyId: 'x' }).success).toBe(false);
    expect(bookingCreateSchema.safeParse({ ...create, depositAmount: '-5' }).success).toBe(false);
  });

  it('edits with a version and bounded texts', () => {
    expect(bookingUpdateSchema.safeParse({ notes: 'x', version: 2 }).success).toBe(true);
    expect(bookingUpdateSchema.safeParse({ notes: 'x' }).success).toBe(false);
    expect(bookingUpdateSchema.safeParse({ issue: 'x'.repeat(501), version: 1 }).success).toBe(
      false,
    );
    expect(bookingUpdateSchema.safeParse({ extensionDecision: 'maybe', version: 1 }).success).toBe(
      false,
    );
  });

  it('lists by the tabs of spec §6 plus deleted, with filters and sorts', () => {
    expect(bookingListQuerySchema.parse({}).sort).toBe('checkIn');
    expect(bookingListQuerySchema.safeParse({ tab: 'urgent' }).success).toBe(true);
    expect(bookingListQuerySchema.safeParse({ tab: 'deleted' }).success).toBe(true);
    expect(bookingListQuerySchema.safeParse({ tab: 'sleeping' }).success).toBe(false);
    expect(bookingListQuerySchema.safeParse({ from: '2024-06-02', to: '2024-06-01' }).success).toBe(
      false,
    );
    expect(bookingListQuerySchema.safeParse({ companyId: 'nope' }).success).toBe(false);
    expect(
      bookingListQuerySchema.parse({
        arrivingOn: '2024-06-01',
        leavingOn: '2024-06-02',
        createdFrom: '2024-05-01',
      }),
    ).toMatchObject({
      arrivingOn: '2024-06-01',
      leavingOn: '2024-06-02',
      createdFrom: '2024-05-01',
    });
    for (const name of ['arrivingOn', 'leavingOn', 'createdFrom']) {
      expect(bookingListQuerySchema.safeParse({ [name]: 'tomorrow' }).success).toBe(false);
    }
  });

  it('extends with rates in one currency', () => {
    const extension = {
      to: '2024-06-10',
      sellingPricePerNight: gbp('130'),
      costPerNight: gbp('95'),
      version: 1,
    };
    expect(bookingExtensionCreateSchema.safeParse(extension).success).toBe(true);
    expect(
      bookingExtensionCreateSchema.safeParse({
        ...extension,
        costPerNight: { amount: '1', currency: 'USD' },
      }).success,
    ).toBe(false);
  });

  it('carries a stay state and its reasons', () => {
    const stored = {
      id: ID,
      createdAt: '2024-05-01T10:00:00Z',
      updatedAt: '2024-05-01T10:00:00Z',
      createdBy: null,
      version: 1,
      deleted: false,
      enquiryId: null,
      offerId: null,
      propertyId: ID,
      landlordId: ID,
      companyId: null,
      billingCompanyId: null,
      guestIds: [],
      agentId: null,
      accountManagerId: null,
      checkIn: '2024-06-01',
      checkOut: '2024-06-08',
      sellingPricePerNight: gbp('120.00'),
      costPerNight: gbp('90.00'),
      deposit: { amount: gbp('0.00'), returned: false },
      purchaseOrder: '',
      landlordConfirmedAt: null,
      notes: '',
      reference: 'BKG-20001',
      status: 'booked',
      stayState: 'needsAttention',
      attentionReason: 'Landlord not confirmed',
      attentionReasons: ['landlordUnconfirmed'],
      urgent: true,
      originalCheckOut: '2024-06-08',
      extensions: [],
      extensionDecision: 'undecided',
      nights: 7,
      marginPerNight: gbp('30.00'),
      sellingPrice: gbp('840.00'),
      cost: gbp('630.00'),
      margin: gbp('210.00'),
      marginPercent: '25.00',
      depositReturnedAt: null,
      landlordConfirmedBy: null,
      issue: '',
      issueFlaggedAt: null,
    };
    expect(bookingSchema.parse(stored).stayState).toBe('needsAttention');
    expect(bookingSchema.safeParse({ ...stored, stayState: 'sleeping' }).success).toBe(false);
  });
});

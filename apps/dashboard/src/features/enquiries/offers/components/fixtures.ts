import type { OfferLineView } from '@staydesk/domain';

/** An offer line as the offers section receives it, for the dialogs' component tests. */
export function offerLine(changes: Partial<OfferLineView> = {}): OfferLineView {
  const gbp = (amount: string) => ({ amount, currency: 'GBP' });
  return {
    id: '00000000-0000-4000-8000-0000000000d7',
    enquiryId: '00000000-0000-4000-8000-0000000000e7',
    status: 'notApproved',
    property: {
      id: '00000000-0000-4000-8000-0000000000a7',
      title: 'Harbour Lane',
      type: 'apartment',
      address: {
        street: '1 Harbour Lane',
        city: 'Bristol',
        state: 'United Kingdom',
        zip: 'BS1 4RN',
        freeFormAddress: '',
        position: null,
      },
      bedrooms: 2,
      maxGuests: 4,
      photo: null,
      isTemporary: false,
    },
    landlord: { id: '00000000-0000-4000-8000-0000000000f7', name: 'Maya Patel' },
    landlordCostPerNight: gbp('100.00'),
    sellingPricePerNight: gbp('105.00'),
    nights: 3,
    openEnded: false,
    totals: {
      totalCost: gbp('300.00'),
      totalPrice: gbp('315.00'),
      margin: gbp('15.00'),
      marginPercent: '4.76',
    },
    costWarning: null,
    costWarnings: [],
    needsApproval: true,
    approval: {
      state: 'required',
      requestedBy: null,
      requestedAt: null,
      decidedBy: null,
      decidedAt: null,
      note: null,
    },
    notes: '',
    holdExpiresAt: null,
    landlordConfirmedAt: null,
    offeredAt: null,
    clientDecision: 'pending',
    nextStatuses: ['awaitingResponse', 'offeredOut'],
    createdAt: '2030-01-01T09:00:00.000Z',
    updatedAt: '2030-01-01T09:00:00.000Z',
    createdBy: null,
    version: 6,
    ...changes,
  };
}

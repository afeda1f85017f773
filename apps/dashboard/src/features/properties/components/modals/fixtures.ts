import { blankProperty, type PropertyView } from '@staydesk/domain';

/** A property as the property page shows it, for the modals' component tests. */
export function propertyView(changes: Partial<PropertyView> = {}): PropertyView {
  const blank = blankProperty();
  return {
    ...blank,
    id: '00000000-0000-4000-8000-0000000000a9',
    createdAt: '2030-01-01T09:00:00.000Z',
    updatedAt: '2030-01-01T09:00:00.000Z',
    createdBy: null,
    version: 7,
    deleted: false,
    landlordId: '00000000-0000-4000-8000-0000000000f1',
    title: 'Harbour Lane',
    status: 'available',
    address: { ...blank.address, street: '1 Harbour Lane', city: 'Bristol', zip: 'BS1 4RN' },
    description: 'A bright flat.',
    costs: { ...blank.costs, nightlyRate: { amount: '90.00', currency: 'GBP' } },
    landlord: {
      id: '00000000-0000-4000-8000-0000000000f1',
      name: 'Maya Patel',
      trafficLightSystem: 'green',
      email: 'maya@lets.test',
      phone: null,
    },
    coverImage: null,
    availabilityConfirmedAt: null,
    isAvailabilityStale: true,
    availabilityFreshnessDays: 14,
    distanceMiles: null,
    ...changes,
  };
}

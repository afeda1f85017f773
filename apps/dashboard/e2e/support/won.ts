import { type APIRequestContext, expect } from '@playwright/test';
import { tokenFor, unique, write } from './api';
import { createLandlord } from './stock';

const gbp = (amount: string) => ({ amount, currency: 'GBP' });

/**
 * An enquiry won through the API (landlord, flat, enquiry, assigned, one offer line approved,
 * offered out and accepted): the booking it became, for the tests that follow the records it
 * links.
 */
export async function winEnquiry(request: APIRequestContext, checkIn: string, checkOut: string) {
  const admin = await tokenFor(request, 'admin');
  const word = unique();
  const landlord = await createLandlord(request, admin, `Landlord ${word}`);
  const property = await write(request, admin, 'post', '/api/v1/properties', {
    landlordId: landlord.id,
    title: `Quay Street ${word}`,
    type: 'apartment',
    status: 'available',
    address: {
      street: '4 Quay Street',
      city: 'Bristol',
      state: 'United Kingdom',
      zip: 'BS1 4DB',
      freeFormAddress: '4 Quay Street, Bristol BS1 4DB',
      position: { type: 'Point', coordinates: [-2.5959, 51.4545] },
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
      nightlyRate: gbp('100.00'),
      deposit: gbp('0.00'),
      cleaningFee: gbp('0.00'),
      parking: gbp('0.00'),
      petFee: gbp('0.00'),
      exitClean: gbp('0.00'),
      margin: '20',
    },
    minimumStayNights: 1,
    isTemporary: false,
    sourceUrl: null,
  });
  const enquiry = await write(request, admin, 'post', '/api/v1/enquiries', {
    source: 'phone',
    receivedAt: new Date().toISOString(),
    companyId: null,
    subcompanyId: null,
    billingCompanyId: null,
    agentId: null,
    booker: { name: 'Sam Booker', email: 'sam@client.test', phone: '+44 117 496 0000' },
    guestIds: [],
    checkIn,
    checkOut,
    location: {
      address: {
        street: '',
        city: 'Bristol',
        state: 'United Kingdom',
        zip: '',
        freeFormAddress: 'Bristol',
        position: { type: 'Point', coordinates: [-2.5879, 51.4545] },
      },
      radiusMiles: 5,
    },
    adults: 1,
    children: 0,
    pets: 0,
    minBedrooms: 1,
    propertyTypes: [],
    parkingSpaces: 0,
    budget: null,
    clientReference: `PO-${word}`,
    priority: 'normal',
    respondBy: null,
    notes: '',
  });
  const assignees = await request.get('/api/v1/enquiries/assignees', {
    headers: { authorization: `Bearer ${admin}` },
  });
  const staff = ((await assignees.json()) as { data: { id: string; role: string }[] }).data;
  const user = staff.find((entry) => entry.role === 'user') ?? staff[0];
  if (!user) throw new Error('No staff member to assign');
  await write(request, admin, 'post', `/api/v1/enquiries/${enquiry.id}/assign`, {
    assigneeId: user.id,
    version: enquiry.version,
  });
  const offers = `/api/v1/enquiries/${enquiry.id}/offers`;
  let line = await write(request, admin, 'post', offers, {
    propertyId: property.id,
    landlordCostPerNight: gbp('100.00'),
    sellingPricePerNight: gbp('150.00'),
  });
  for (const status of ['approved', 'awaitingResponse', 'offeredOut']) {
    line = await write(request, admin, 'patch', `${offers}/${line.id}`, {
      status,
      version: line.version,
    });
  }
  const accepted = await request.post(`${offers}/${line.id}/accept`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { version: line.version },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const won = (await accepted.json()) as {
    data: { enquiry: { bookingId: string }; booking: { id: string; reference: string } };
  };
  return {
    admin,
    propertyId: property.id,
    propertyTitle: `Quay Street ${word}`,
    enquiryId: enquiry.id,
    booking: won.data.booking,
  };
}

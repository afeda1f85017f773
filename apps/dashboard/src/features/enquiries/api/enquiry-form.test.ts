import { blankAddress, type EnquiryView } from '@staydesk/domain';
import { describe, expect, it } from 'vitest';
import { type EnquiryFormValues, enquiryChanges, enquiryEditForm } from './enquiry-form';

const converted: EnquiryView = {
  id: '7d7f0d39-4d7c-4c36-9f4e-111111111111',
  reference: 'ENQ-10042',
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  createdBy: null,
  version: 1,
  deleted: false,
  source: 'publicForm',
  receivedAt: '2026-11-20T09:30:00.000Z',
  companyId: null,
  subcompanyId: null,
  billingCompanyId: null,
  agentId: null,
  booker: { name: 'Petra Lindqvist', email: 'petra@example.test', phone: '' },
  guestIds: [],
  checkIn: '2027-04-01',
  checkOut: '2027-04-29',
  location: {
    address: { ...blankAddress(), city: 'York', freeFormAddress: 'York' },
    radiusMiles: 10,
  },
  adults: 2,
  children: 0,
  pets: 0,
  minBedrooms: 2,
  propertyTypes: [],
  parkingSpaces: 0,
  accessibilityNeeds: '',
  budget: null,
  clientReference: '',
  priority: 'normal',
  respondBy: '2026-11-21T12:00:00.000Z',
  notes: 'From public request REQ-1',
  status: 'notAssigned',
  assigneeId: null,
  lostReason: null,
  bookingId: null,
  assignee: null,
  company: null,
  subcompany: null,
  billingCompany: null,
  agent: null,
  guests: [],
  propertyRequestId: 'a1',
  offerCount: 0,
  nextStatuses: [],
  canReset: true,
};

const now = new Date('2026-11-28T10:00:00Z');

describe('the edit form of an enquiry', () => {
  it('sends nothing when nothing was changed, and keeps the respond-by time', () => {
    const form = enquiryEditForm(converted) as EnquiryFormValues;
    expect(enquiryChanges(converted, form, now)).toEqual({});
  });

  it('sends only the changed fields: company, billing company, budget and the place with its coordinates', () => {
    const form = enquiryEditForm(converted) as EnquiryFormValues;
    const position = { type: 'Point' as const, coordinates: [-1.0815, 53.959] as [number, number] };
    const changes = enquiryChanges(
      converted,
      {
        ...form,
        company: { id: 'c1', name: 'Acme' },
        billingCompany: { id: 'b1', name: 'Acme Billing Ltd' },
        budgetAmount: '900.00',
        budgetBasis: 'perWeek',
        place: {
          label: 'York, North Yorkshire',
          address: { ...blankAddress(), city: 'York', position },
        },
      },
      now,
    );
    expect(changes).toEqual({
      companyId: 'c1',
      billingCompanyId: 'b1',
      budget: { amount: { amount: '900.00', currency: 'GBP' }, basis: 'perWeek', approvedBy: '' },
      location: { address: { ...blankAddress(), city: 'York', position }, radiusMiles: 10 },
    });
  });

  it('sets a new respond-by time from a preset, and clears the check-out of an open-ended stay', () => {
    const form = enquiryEditForm(converted) as EnquiryFormValues;
    expect(enquiryChanges(converted, { ...form, respondBy: 'h2', openEnded: true }, now)).toEqual({
      respondBy: '2026-11-28T12:00:00.000Z',
      checkOut: null,
    });
  });
});

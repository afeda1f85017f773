import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN_MESSAGE } from '../validation';
import { blankAddress } from './address';
import { billingCompanyCreateSchema } from './billing-company';
import { agentCreateSchema, agentUpdateSchema } from './client';
import {
  enquiryAssignSchema,
  enquiryStatusChangeSchema,
  offerLineSchema,
  offerLineUpdateSchema,
} from './enquiry';
import {
  bankPaymentCreateSchema,
  bankPaymentUpdateSchema,
  creditNoteCreateSchema,
  invoiceItemInputSchema,
  taxRateCreateSchema,
} from './invoice';
import { landlordListItemSchema } from './landlord';
import { propertyCreateSchema, propertyUpdateSchema } from './property';
import {
  availableExperimentSchema,
  brandSettingsSchema,
  globalSettingsSchema,
  globalSettingsUpdateSchema,
  storedSessionSchema,
} from './settings';
import { taskCreateSchema, taskUpdateSchema } from './work';

const id = '3f1c2b6e-8a1d-4c55-9d1e-2a7b9c0d1e2f';
const gbp = (amount: string) => ({ amount, currency: 'GBP' });

const property = {
  landlordId: id,
  title: 'Harbour View Apartment',
  type: 'duplex',
  status: 'available',
  address: blankAddress(),
  bedrooms: [{ beds: [{ type: 'king', count: 1 }] }],
  bathrooms: [{ type: 'bath-plus-shower' }],
  maxGuests: 2,
  amenities: { general: ['Wi-Fi'], kitchen: [], laundry: ['Washer'], outside: [], safety: [] },
  description: '',
  images: [{ key: 'p/1.webp', name: '1.webp' }],
  parking: 'on-site-free',
  pets: 'yes-chargeable',
  checkInMethod: 'key-box',
  cleaning: { frequency: 'weekly', charge: 'included' },
  linen: { frequency: 'upon-request', charge: 'extra-charge' },
  cancellationPolicy: '14-days-cancellation',
  costs: {
    nightlyRate: gbp('85.00'),
    deposit: gbp('250.00'),
    cleaningFee: gbp('40.00'),
    parking: gbp('0'),
    petFee: gbp('15.00'),
    exitClean: gbp('60.00'),
    margin: '15',
  },
  minimumStayNights: 3,
  isTemporary: false,
  sourceUrl: null,
};

describe('property schemas', () => {
  it('accept a property built from the option sets and cost fields', () => {
    expect(propertyCreateSchema.parse(property)).toEqual(property);
  });

  it.each([
    ['type', 'castle'],
    ['pets', 'yes'],
    ['checkInMethod', 'concierge'],
    ['cancellationPolicy', '30-days-cancellation'],
    ['parking', 'street'],
    ['maxGuests', 0],
  ])('refuse %s = %s', (field, value) => {
    expect(propertyCreateSchema.safeParse({ ...property, [field]: value }).success).toBe(false);
  });

  it('refuse a float cost and need every amenity tab', () => {
    expect(
      propertyCreateSchema.safeParse({
        ...property,
        costs: { ...property.costs, nightlyRate: { amount: 85.5, currency: 'GBP' } },
      }).success,
    ).toBe(false);
    expect(
      propertyCreateSchema.safeParse({ ...property, amenities: { general: [] } }).success,
    ).toBe(false);
  });

  it('update partially with a version and add no defaults', () => {
    expect(propertyUpdateSchema.parse({ title: 'New', version: 2 })).toEqual({
      title: 'New',
      version: 2,
    });
  });
});

describe('enquiry actions', () => {
  it('need a reason to cancel or mark not possible', () => {
    expect(enquiryStatusChangeSchema.safeParse({ status: 'pending', version: 1 }).success).toBe(
      true,
    );
    const missing = enquiryStatusChangeSchema.safeParse({ status: 'cancelled', version: 1 });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['reason'], message: 'Give a reason' });
    expect(
      enquiryStatusChangeSchema.safeParse({ status: 'notPossible', reason: '  ', version: 1 })
        .success,
    ).toBe(false);
    expect(
      enquiryStatusChangeSchema.safeParse({
        status: 'notPossible',
        reason: 'No stock',
        version: 1,
      }).success,
    ).toBe(true);
    expect(enquiryAssignSchema.safeParse({ assigneeId: id, version: 1 }).success).toBe(true);
  });
});

describe('offer lines', () => {
  it('carry a status of the offer set and a signed margin', () => {
    const line = {
      id,
      createdAt: '2024-05-01T09:00:00Z',
      updatedAt: '2024-05-01T09:00:00Z',
      createdBy: id,
      version: 1,
      deleted: false,
      enquiryId: id,
      propertyId: id,
      landlordCostPerNight: gbp('110.00'),
      sellingPricePerNight: gbp('100.00'),
      nights: 7,
      notes: '',
      status: 'awaitingResponse',
      totalCost: gbp('770.00'),
      totalPrice: gbp('700.00'),
      marginPercent: '-10.00',
      costWarning: 'Margin -10.00% is below the 12% floor',
      holdExpiresAt: null,
      landlordConfirmedAt: null,
      offeredAt: null,
      clientDecision: 'pending',
    };
    expect(offerLineSchema.parse(line)).toEqual(line);
    expect(offerLineSchema.safeParse({ ...line, status: 'hold' }).success).toBe(false);
    expect(offerLineUpdateSchema.parse({ status: 'rejected', version: 2 })).toEqual({
      status: 'rejected',
      version: 2,
    });
  });
});

describe('finance schemas', () => {
  it('validate tax rates, items, credit notes and bank payments', () => {
    expect(
      taxRateCreateSchema.safeParse({
        name: 'Standard',
        percentage: '20',
        code: 'S',
        isDefault: true,
        isActive: true,
      }).success,
    ).toBe(true);
    expect(
      taxRateCreateSchema.safeParse({
        name: 'Silly',
        percentage: '120',
        code: 'X',
        isDefault: false,
        isActive: true,
      }).success,
    ).toBe(false);
    const item = {
      kind: 'accommodation',
      description: '7 nights',
      period: { from: '2024-06-01', to: '2024-06-08' },
      quantity: '7',
      unitPrice: gbp('85.00'),
      taxRateId: null,
      taxPercent: '20',
      bookingId: null,
    };
    expect(invoiceItemInputSchema.parse(item)).toEqual(item);
    expect(invoiceItemInputSchema.safeParse({ ...item, quantity: '-1' }).success).toBe(false);
    expect(
      creditNoteCreateSchema.safeParse({ invoiceId: id, reason: 'Early departure', items: [] })
        .success,
    ).toBe(false);
    expect(
      creditNoteCreateSchema.safeParse({ invoiceId: id, reason: 'Early departure', items: [item] })
        .success,
    ).toBe(true);
    const payment = {
      receivedOn: '2024-06-10',
      amount: gbp('718.20'),
      payer: 'Acme Ltd',
      reference: 'INV-000042',
      allocations: [{ invoiceId: id, amount: '718.20' }],
    };
    expect(bankPaymentCreateSchema.parse(payment)).toEqual(payment);
    expect(bankPaymentUpdateSchema.safeParse({ status: 'ignored', version: 1 }).success).toBe(true);
    expect(bankPaymentUpdateSchema.safeParse({ status: 'lost', version: 1 }).success).toBe(false);
  });

  it('validate billing companies', () => {
    const billing = {
      companyId: id,
      legalName: 'Acme Relocation Ltd',
      billingAddress: blankAddress(),
      accountsEmails: ['accounts@acme.test'],
      vatNumber: 'GB123',
      paymentTermsDays: 30,
      purchaseOrderRequired: true,
      invoiceGrouping: 'monthly',
      invoicePrefix: 'ACME-',
    };
    // Active unless created deactivated.
    expect(billingCompanyCreateSchema.parse(billing)).toEqual({ ...billing, active: true });
    expect(billingCompanyCreateSchema.parse({ ...billing, active: false }).active).toBe(false);
    expect(
      billingCompanyCreateSchema.safeParse({ ...billing, accountsEmails: ['nope'] }).success,
    ).toBe(false);
    expect(billingCompanyCreateSchema.safeParse({ ...billing, makeDefault: 'yes' }).success).toBe(
      false,
    );
  });

  it("check a billing company's accounts emails with the shared email pattern", () => {
    const billing = {
      companyId: id,
      legalName: 'Acme Relocation Ltd',
      billingAddress: blankAddress(),
      accountsEmails: [],
      vatNumber: '',
      paymentTermsDays: 30,
      purchaseOrderRequired: false,
      invoiceGrouping: 'monthly',
      invoicePrefix: '',
    };
    const emails = (accountsEmails: string[]) =>
      billingCompanyCreateSchema.safeParse({ ...billing, accountsEmails });
    expect(emails(['ledger+acme@finance.acme.co.uk', "o'brien@acme.test"]).success).toBe(true);
    for (const wrong of ['acme.test', 'a@b', 'a b@acme.test', `${'a'.repeat(250)}@acme.test`]) {
      const result = emails([wrong]);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(EMAIL_PATTERN_MESSAGE);
    }
  });
});

describe('agents, tasks and tracker entries', () => {
  it('validate an agent', () => {
    const agent = {
      name: 'Relo Partners',
      agencyCompanyId: null,
      agencyName: 'Relo Partners Ltd',
      contact: { name: 'Kim', email: 'kim@relo.test', phone: '' },
      commissionPercent: '7.5',
      status: 'active',
    };
    expect(agentCreateSchema.parse(agent)).toEqual(agent);
    expect(agentUpdateSchema.safeParse({ status: 'paused', version: 1 }).success).toBe(false);
  });

  it('validate a task pointing at a record', () => {
    const task = {
      title: 'Chase landlord confirmation',
      type: 'call',
      status: 'open',
      priority: 'high',
      dueAt: '2024-06-01T10:00:00Z',
      assigneeId: id,
      subject: { kind: 'booking', id },
      checklist: [{ label: 'Call', done: false }],
      notes: '',
    };
    expect(taskCreateSchema.parse(task)).toEqual(task);
    expect(taskCreateSchema.safeParse({ ...task, subject: { kind: 'planet', id } }).success).toBe(
      false,
    );
    expect(taskUpdateSchema.safeParse({ status: 'done', version: 3 }).success).toBe(true);
  });
});

describe('landlord list item', () => {
  it('holds the fields of the spec list view', () => {
    expect(Object.keys(landlordListItemSchema.shape).sort()).toEqual(
      ['company', 'emailAddresses', 'id', 'name', 'phoneNumbers', 'trafficLightSystem'].sort(),
    );
  });
});

describe('settings and session', () => {
  const settings = {
    companyName: 'Staydesk',
    defaultCurrency: 'GBP',
    marginFloorPercent: '12',
    holdHours: 48,
    maxStayNights: 1096,
    defaultPaymentTermsDays: 30,
    supportEmail: 'support@staydesk.test',
    version: 1,
    updatedAt: '2024-05-01T09:00:00Z',
    productName: 'Staydesk',
    brands: {
      staydesk: { name: 'Staydesk', phone: '+44 20 7946 0321' },
      harbour: { name: 'Harbour Stays', phone: '+44 161 496 0754' },
    },
    defaultVatRatePercent: '20',
    locale: 'en-GB',
    timeZone: 'Europe/London',
    experiments: [{ name: 'trackerBoard', label: 'Tracker board', description: 'The board.' }],
    signUpEmailDomains: ['staydesk.test'],
  };

  it('validate global settings and their update', () => {
    expect(globalSettingsSchema.parse(settings)).toEqual(settings);
    expect(globalSettingsUpdateSchema.safeParse({ holdHours: 0, version: 1 }).success).toBe(false);
    expect(globalSettingsUpdateSchema.safeParse({ holdHours: 24 }).success).toBe(false);
  });

  it('need the header, VAT, experiment and sign-up settings in an answer, not in an update', () => {
    const { productName: _productName, ...withoutProduct } = settings;
    expect(globalSettingsSchema.safeParse(withoutProduct).success).toBe(false);
    expect(globalSettingsUpdateSchema.parse({ locale: 'fr-FR', version: 3 })).toEqual({
      locale: 'fr-FR',
      version: 3,
    });
  });

  it('normalise sign-up domains and refuse malformed VAT rates, brands and experiments', () => {
    expect(
      globalSettingsUpdateSchema.parse({ signUpEmailDomains: [' Staydesk.TEST '], version: 1 }),
    ).toEqual({ signUpEmailDomains: ['staydesk.test'], version: 1 });
    for (const defaultVatRatePercent of ['20', '17.5', '5.25']) {
      expect(
        globalSettingsUpdateSchema.safeParse({ defaultVatRatePercent, version: 1 }).success,
      ).toBe(true);
    }
    for (const defaultVatRatePercent of ['100', '17.555', '-5', 'twenty']) {
      expect(
        globalSettingsUpdateSchema.safeParse({ defaultVatRatePercent, version: 1 }).success,
      ).toBe(false);
    }
    expect(
      globalSettingsUpdateSchema.safeParse({
        brands: { staydesk: settings.brands.staydesk },
        version: 1,
      }).success,
    ).toBe(false);
    expect(brandSettingsSchema.safeParse({ name: 'Staydesk', phone: '  ' }).success).toBe(false);
    expect(
      availableExperimentSchema.parse({ name: ' trackerBoard ', label: 'Board', description: '' }),
    ).toEqual({ name: 'trackerBoard', label: 'Board', description: '' });
    expect(
      availableExperimentSchema.safeParse({ name: 'x'.repeat(61), label: 'L', description: '' })
        .success,
    ).toBe(false);
  });

  it('validate the stored session', () => {
    expect(
      storedSessionSchema.safeParse({ token: 't', refreshToken: null, userId: 'u' }).success,
    ).toBe(true);
    expect(
      storedSessionSchema.safeParse({ token: '', refreshToken: null, userId: 'u' }).success,
    ).toBe(false);
  });
});

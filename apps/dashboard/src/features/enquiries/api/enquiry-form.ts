import {
  addressSchema,
  BUDGET_BASES,
  budgetBasisSchema,
  CONTACT_LIMITS,
  currencySchema,
  DEFAULT_CURRENCY,
  EMAIL_PATTERN,
  ENQUIRY_ACCESSIBILITY_MAX,
  ENQUIRY_MAX_GUESTS,
  type EnquiryCreate,
  type EnquiryUpdate,
  type EnquiryView,
  enquirySourceSchema,
  MONEY_AMOUNT_PATTERN,
  prioritySchema,
  propertyTypeSchema,
  RADIUS_MILES,
  TEXT_LIMITS,
} from '@staydesk/domain';
import type { Control } from 'react-hook-form';
import { z } from 'zod/mini';

/** The form's messages, in the user's language (the module's `validation` texts). */
export interface FormErrors {
  required: string;
  companyOrAgent: string;
  checkIn: string;
  checkOutAfter: string;
  location: string;
  number: string;
  adults: string;
  tooLong: string;
  email: string;
  budgetAmount: string;
  amount: string;
}

const picked = z.object({ id: z.string(), name: z.string() });

/** How soon the enquiry must be answered, picked from presets (a phone call has no time to type). */
export const RESPOND_BY_PRESETS = ['none', 'h1', 'h2', 'h4', 'endOfDay', 'h24', 'h48'] as const;
/** The edit form offers to keep the saved respond-by time first. */
export const RESPOND_BY_EDIT_PRESETS = ['keep', ...RESPOND_BY_PRESETS] as const;
export type RespondByPreset = (typeof RESPOND_BY_EDIT_PRESETS)[number];

export function respondByFrom(
  preset: Exclude<RespondByPreset, 'keep'>,
  now = new Date(),
): string | null {
  const hours = { h1: 1, h2: 2, h4: 4, h24: 24, h48: 48 } as const;
  if (preset === 'none') return null;
  if (preset === 'endOfDay') {
    const end = new Date(now);
    end.setHours(17, 30, 0, 0);
    if (end <= now) end.setDate(end.getDate() + 1);
    return end.toISOString();
  }
  return new Date(now.getTime() + hours[preset] * 3_600_000).toISOString();
}

/** The create form's schema, its messages in the user's language. */
export function enquiryFormSchema(e: FormErrors) {
  const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, e.tooLong));
  const count = (min: number, max: number, message = e.number) =>
    z.number(e.number).check(z.int(e.number), z.gte(min, message), z.lte(max, e.number));
  return z
    .object({
      source: enquirySourceSchema,
      company: z.nullable(picked),
      subcompany: z.nullable(picked),
      billingCompany: z.nullable(picked),
      agent: z.nullable(picked),
      bookerName: text(CONTACT_LIMITS.name),
      bookerEmail: z.union([
        z.literal(''),
        z
          .string()
          .check(
            z.maxLength(CONTACT_LIMITS.email, { error: e.tooLong, abort: true }),
            z.regex(EMAIL_PATTERN, e.email),
          ),
      ]),
      bookerPhone: text(CONTACT_LIMITS.phone),
      guests: z.array(picked).check(z.maxLength(ENQUIRY_MAX_GUESTS)),
      checkIn: z.string().check(z.minLength(1, e.checkIn)),
      checkOut: z.string(),
      openEnded: z.boolean(),
      place: z.nullable(z.object({ label: z.string(), address: addressSchema })),
      radiusMiles: count(RADIUS_MILES.min, RADIUS_MILES.max),
      adults: count(1, 50, e.adults),
      children: count(0, 50),
      pets: count(0, 10),
      minBedrooms: count(0, 20),
      parkingSpaces: count(0, 10),
      accessibilityNeeds: text(ENQUIRY_ACCESSIBILITY_MAX),
      propertyTypes: z.array(propertyTypeSchema),
      budgetAmount: z.union([
        z.literal(''),
        z.string().check(z.trim(), z.regex(MONEY_AMOUNT_PATTERN, e.amount)),
      ]),
      budgetCurrency: currencySchema,
      budgetBasis: budgetBasisSchema,
      budgetApprovedBy: text(120),
      clientReference: text(120),
      priority: prioritySchema,
      respondBy: z.enum(RESPOND_BY_EDIT_PRESETS),
      notes: text(TEXT_LIMITS.notes),
    })
    .check(
      z.superRefine((form, context) => {
        if (!form.company && !form.agent) {
          context.addIssue({ code: 'custom', path: ['company'], message: e.companyOrAgent });
        }
        if (!form.openEnded && form.checkIn && (!form.checkOut || form.checkOut <= form.checkIn)) {
          context.addIssue({ code: 'custom', path: ['checkOut'], message: e.checkOutAfter });
        }
        if (!form.place) {
          context.addIssue({ code: 'custom', path: ['place'], message: e.location });
        }
        if (form.budgetAmount === '' && form.budgetApprovedBy !== '') {
          context.addIssue({ code: 'custom', path: ['budgetAmount'], message: e.budgetAmount });
        }
      }),
    );
}
type FormSchema = ReturnType<typeof enquiryFormSchema>;
export type EnquiryFormInput = z.input<FormSchema>;
export type EnquiryFormValues = z.output<FormSchema>;
export type EnquiryFormControl = Control<EnquiryFormInput, unknown, EnquiryFormValues>;

export const BUDGET_BASIS_VALUES = BUDGET_BASES.map((basis) => basis.value);

export const blankEnquiryForm: EnquiryFormInput = {
  source: 'phone',
  company: null,
  subcompany: null,
  billingCompany: null,
  agent: null,
  bookerName: '',
  bookerEmail: '',
  bookerPhone: '',
  guests: [],
  checkIn: '',
  checkOut: '',
  openEnded: false,
  place: null,
  radiusMiles: RADIUS_MILES.default,
  adults: 1,
  children: 0,
  pets: 0,
  minBedrooms: 1,
  parkingSpaces: 0,
  accessibilityNeeds: '',
  propertyTypes: [],
  budgetAmount: '',
  budgetCurrency: DEFAULT_CURRENCY,
  budgetBasis: 'perNight',
  budgetApprovedBy: '',
  clientReference: '',
  priority: 'normal',
  respondBy: 'h4',
  notes: '',
};

/** The API's create body from the form (received now; respond-by from its preset). */
export function enquiryCreateBody(form: EnquiryFormValues, now = new Date()): EnquiryCreate {
  if (!form.place) throw new Error('The form checks the location');
  return {
    source: form.source,
    receivedAt: now.toISOString(),
    companyId: form.company?.id ?? null,
    subcompanyId: form.subcompany?.id ?? null,
    billingCompanyId: form.billingCompany?.id ?? null,
    agentId: form.agent?.id ?? null,
    booker: { name: form.bookerName, email: form.bookerEmail, phone: form.bookerPhone },
    guestIds: form.guests.map((guest) => guest.id),
    checkIn: form.checkIn,
    checkOut: form.openEnded || !form.checkOut ? null : form.checkOut,
    location: { address: form.place.address, radiusMiles: form.radiusMiles },
    adults: form.adults,
    children: form.children,
    pets: form.pets,
    minBedrooms: form.minBedrooms,
    propertyTypes: form.propertyTypes,
    parkingSpaces: form.parkingSpaces,
    accessibilityNeeds: form.accessibilityNeeds,
    budget:
      form.budgetAmount === ''
        ? null
        : {
            amount: { amount: form.budgetAmount, currency: form.budgetCurrency },
            basis: form.budgetBasis,
            approvedBy: form.budgetApprovedBy,
          },
    clientReference: form.clientReference,
    priority: form.priority,
    respondBy: form.respondBy === 'keep' ? null : respondByFrom(form.respondBy, now),
    notes: form.notes,
  };
}

/** The saved enquiry as the form holds it (the edit form's starting values). */
export function enquiryEditForm(enquiry: EnquiryView): EnquiryFormInput {
  const address = enquiry.location.address;
  const named = (ref: { id: string; name: string } | null) =>
    ref ? { id: ref.id, name: ref.name } : null;
  return {
    source: enquiry.source,
    company: named(enquiry.company),
    subcompany: named(enquiry.subcompany),
    billingCompany: named(enquiry.billingCompany),
    agent: named(enquiry.agent),
    bookerName: enquiry.booker.name,
    bookerEmail: enquiry.booker.email,
    bookerPhone: enquiry.booker.phone,
    guests: enquiry.guests.map((guest) => ({ id: guest.id, name: guest.name })),
    checkIn: enquiry.checkIn,
    checkOut: enquiry.checkOut ?? '',
    openEnded: enquiry.checkOut === null,
    place: { label: address.freeFormAddress || address.city, address },
    radiusMiles: enquiry.location.radiusMiles,
    adults: enquiry.adults,
    children: enquiry.children,
    pets: enquiry.pets,
    minBedrooms: enquiry.minBedrooms,
    parkingSpaces: enquiry.parkingSpaces,
    accessibilityNeeds: enquiry.accessibilityNeeds,
    propertyTypes: [...enquiry.propertyTypes],
    budgetAmount: enquiry.budget?.amount.amount ?? '',
    budgetCurrency: enquiry.budget?.amount.currency ?? DEFAULT_CURRENCY,
    budgetBasis: enquiry.budget?.basis ?? 'perNight',
    budgetApprovedBy: enquiry.budget?.approvedBy ?? '',
    clientReference: enquiry.clientReference,
    priority: enquiry.priority,
    respondBy: 'keep',
    notes: enquiry.notes,
  };
}

/**
 * The PATCH body of the edit form: only the fields whose value differs from the saved
 * enquiry's (so the activity names what was changed), the respond-by time only when a preset
 * other than "keep" was chosen. Received time and source are not the form's to change.
 */
export function enquiryChanges(
  enquiry: EnquiryView,
  form: EnquiryFormValues,
  now = new Date(),
): Omit<EnquiryUpdate, 'version'> {
  const saved = enquiryCreateBody(enquiryEditForm(enquiry), now);
  const edited = enquiryCreateBody(form, now);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(edited) as (keyof EnquiryCreate)[]) {
    if (key === 'receivedAt' || key === 'respondBy') continue;
    if (JSON.stringify(edited[key]) !== JSON.stringify(saved[key])) changes[key] = edited[key];
  }
  if (form.respondBy !== 'keep') changes.respondBy = edited.respondBy;
  return changes as Omit<EnquiryUpdate, 'version'>;
}

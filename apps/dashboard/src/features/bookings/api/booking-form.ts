import { type BookingCreate, bookingCreateSchema, TEXT_LIMITS } from '@staydesk/domain';
import type { Control } from 'react-hook-form';
import { z } from 'zod/mini';

/** The form's messages, in the user's language (the module's `validation` texts). */
export interface BookingFormErrors {
  property: string;
  dates: string;
  checkOutAfter: string;
  amount: string;
  currency: string;
  tooLong: string;
  invalid: string;
}

const picked = z.object({ id: z.string(), name: z.string() });
export type Picked = z.infer<typeof picked>;

/** An amount as typed: digits with up to 2 decimals, never negative (120 or 120.50). */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** Where each field of the API body is on the form (for the domain's and the server's messages). */
export const FORM_FIELD_OF = {
  propertyId: 'property',
  companyId: 'company',
  billingCompanyId: 'billingCompany',
  guestIds: 'guests',
  accountManagerId: 'accountManagerId',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  sellingPricePerNight: 'sellingPrice',
  costPerNight: 'cost',
  depositAmount: 'depositAmount',
  purchaseOrder: 'purchaseOrder',
  notes: 'notes',
} as const;
export type BookingFormField = (typeof FORM_FIELD_OF)[keyof typeof FORM_FIELD_OF];

export function bookingFormSchema(e: BookingFormErrors) {
  const amount = z.string().check(z.trim(), z.regex(AMOUNT, e.amount));
  return z
    .object({
      company: z.nullable(picked),
      billingCompany: z.nullable(picked),
      guests: z.array(picked).check(z.maxLength(50, e.tooLong)),
      property: z.nullable(picked),
      checkIn: z.string(),
      checkOut: z.string(),
      sellingPrice: amount,
      cost: amount,
      currency: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, e.currency)),
      depositAmount: z.union([z.literal(''), amount]),
      purchaseOrder: z.string().check(z.trim(), z.maxLength(120, e.tooLong)),
      accountManagerId: z.string(),
      notes: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.notes, e.tooLong)),
    })
    .check(
      z.superRefine((form, context) => {
        if (!form.property)
          context.addIssue({ code: 'custom', path: ['property'], message: e.property });
        if (!form.checkIn || !form.checkOut) {
          context.addIssue({ code: 'custom', path: ['checkIn'], message: e.dates });
        } else if (form.checkOut <= form.checkIn) {
          context.addIssue({ code: 'custom', path: ['checkOut'], message: e.checkOutAfter });
        }
        if (!form.property || !form.checkIn || !form.checkOut) return;
        // What the form holds must also be what the API takes (the domain's own schema).
        const body = bookingCreateSchema.safeParse(bookingCreateInput(form));
        if (body.success) return;
        for (const issue of body.error.issues) {
          const key = issue.path[0];
          const field =
            typeof key === 'string' && key in FORM_FIELD_OF
              ? FORM_FIELD_OF[key as keyof typeof FORM_FIELD_OF]
              : 'notes';
          context.addIssue({ code: 'custom', path: [field], message: e.invalid });
        }
      }),
    );
}

export type BookingFormInput = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingFormValues = z.output<ReturnType<typeof bookingFormSchema>>;
export type BookingFormControl = Control<BookingFormInput, unknown, BookingFormValues>;

export function blankBookingForm(defaults: {
  currency: string;
  accountManagerId: string;
}): BookingFormInput {
  return {
    company: null,
    billingCompany: null,
    guests: [],
    property: null,
    checkIn: '',
    checkOut: '',
    sellingPrice: '',
    cost: '',
    currency: defaults.currency,
    depositAmount: '',
    purchaseOrder: '',
    accountManagerId: defaults.accountManagerId,
    notes: '',
  };
}

/** The API body of POST /api/v1/bookings from what the form holds. */
function bookingCreateInput(form: BookingFormValues) {
  const money = (amount: string) => ({ amount, currency: form.currency });
  return {
    propertyId: form.property?.id ?? '',
    companyId: form.company?.id ?? null,
    billingCompanyId: form.billingCompany?.id ?? null,
    guestIds: form.guests.map((guest) => guest.id),
    accountManagerId: form.accountManagerId || null,
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    sellingPricePerNight: money(form.sellingPrice),
    costPerNight: money(form.cost),
    depositAmount: form.depositAmount || '0',
    purchaseOrder: form.purchaseOrder,
    notes: form.notes,
  };
}

/** The validated body (the domain's bookingCreateSchema) of a valid form. */
export function bookingCreateBody(form: BookingFormValues): BookingCreate {
  return bookingCreateSchema.parse(bookingCreateInput(form));
}

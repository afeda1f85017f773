import {
  calendarDateSchema,
  emailSchema,
  fullNameSchema,
  mutationResponseSchema,
  type PropertyRequestCreateInput,
  phoneSchema,
  propertyRequestReceiptSchema,
  recordIdSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import { en } from '../../../i18n/en';
import { api } from '../../../lib/api-client';

const m = en.validation;

/** An empty text box means "not given". */
const optionalDate = z.pipe(
  z.union([z.literal(''), calendarDateSchema]),
  z.transform((value) => (value === '' ? null : value)),
);

/**
 * The public request form: the domain's `propertyRequestCreateSchema` (which the server applies)
 * in the shape the form's inputs give — an empty date box is "not given", an empty number box
 * is null — with the messages in the user's language. Dates are held as YYYY-MM-DD.
 */
export const propertyRequestSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    companyName: z.string().check(z.trim(), z.maxLength(120)),
    location: z.string().check(z.trim(), z.minLength(2, m.locationRequired), z.maxLength(200)),
    checkIn: z.pipe(z.string().check(z.minLength(1, m.dateRequired)), calendarDateSchema),
    checkOut: optionalDate,
    adults: z.number({ error: m.adultsMin }).check(z.int(), z.gte(1, m.adultsMin), z.lte(30)),
    children: z.pipe(
      z.nullable(z.number().check(z.int(), z.gte(0), z.lte(30))),
      z.transform((value) => value ?? 0),
    ),
    bedrooms: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(20))),
    pets: z.boolean(),
    parking: z.boolean(),
    notes: z.string().check(z.trim(), z.maxLength(2000)),
  })
  .check(
    z.refine((input) => input.checkOut === null || input.checkOut > input.checkIn, {
      error: m.checkOutAfterCheckIn,
      path: ['checkOut'],
    }),
  );
export type PropertyRequest = z.output<typeof propertyRequestSchema>;
export type PropertyRequestInput = z.input<typeof propertyRequestSchema>;

const responseSchema = mutationResponseSchema(propertyRequestReceiptSchema);

/**
 * The `?property=` of a request form opened from a property's page, when it is an id at all:
 * anything else is a form without a property, never a request the server refuses.
 */
export function requestedPropertyId(value: string | null): string | null {
  return value !== null && recordIdSchema.safeParse(value).success ? value : null;
}

/** POST /api/v1/public/property-requests → { message, data: { id, reference } }. */
export function submitPropertyRequest(input: PropertyRequest & { propertyId: string | null }) {
  // The form's output must be a body the API accepts: a drift between the two fails to compile.
  const body: PropertyRequestCreateInput = input;
  return api.post('/api/v1/public/property-requests', body, responseSchema);
}

import {
  calendarDateSchema,
  emailSchema,
  fullNameSchema,
  mutationResponseSchema,
  type PropertyRequestCreateInput,
  phoneSchema,
  propertyRequestReceiptSchema,
} from '@staydesk/domain';
import { z } from 'zod';
import { en } from '../../../i18n/en';
import { api } from '../../../lib/api-client';

const m = en.validation;

/** An empty text box means "not given". */
const optionalDate = z
  .union([z.literal(''), calendarDateSchema])
  .transform((value) => (value === '' ? null : value));

/**
 * The public request form: the domain's `propertyRequestCreateSchema` (which the server applies)
 * in the shape the form's inputs give — an empty date box is "not given", an empty number box
 * is null — with the messages in the user's language. Dates are typed as YYYY-MM-DD.
 */
export const propertyRequestSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    companyName: z.string().trim().max(120),
    location: z.string().trim().min(2, m.locationRequired).max(200),
    checkIn: z.string().min(1, m.dateRequired).pipe(calendarDateSchema),
    checkOut: optionalDate,
    adults: z.number({ error: m.adultsMin }).int().min(1, m.adultsMin).max(30),
    children: z
      .number()
      .int()
      .min(0)
      .max(30)
      .nullable()
      .transform((value) => value ?? 0),
    bedrooms: z.number().int().min(0).max(20).nullable(),
    pets: z.boolean(),
    parking: z.boolean(),
    notes: z.string().trim().max(2000),
  })
  .refine((input) => input.checkOut === null || input.checkOut > input.checkIn, {
    error: m.checkOutAfterCheckIn,
    path: ['checkOut'],
  });
export type PropertyRequest = z.output<typeof propertyRequestSchema>;
export type PropertyRequestInput = z.input<typeof propertyRequestSchema>;

const responseSchema = mutationResponseSchema(propertyRequestReceiptSchema);

/** POST /api/v1/public/property-requests → { message, data: { id, reference } }. */
export function submitPropertyRequest(input: PropertyRequest) {
  // The form's output must be a body the API accepts: a drift between the two fails to compile.
  const body: PropertyRequestCreateInput = input;
  return api.post('/api/v1/public/property-requests', body, responseSchema);
}

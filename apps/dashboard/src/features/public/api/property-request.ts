import { emailSchema, fullNameSchema } from '@staydesk/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * The public property request form. The server stores it as an enquiry request and answers
 * its reference.
 */
export const propertyRequestSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: z.string().trim(),
  companyName: z.string().trim(),
  location: z.string().trim().min(1, 'This field is required'),
  checkIn: z.iso.date(),
  checkOut: z.iso.date().or(z.literal('')),
  guests: z.coerce.number().int().min(1),
  bedrooms: z.coerce.number().int().min(0),
  notes: z.string().trim(),
});
export type PropertyRequest = z.output<typeof propertyRequestSchema>;
export type PropertyRequestInput = z.input<typeof propertyRequestSchema>;

const propertyRequestResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ id: z.string(), reference: z.string() }),
});

/** POST /api/v1/public/property-requests → { message, data: { id, reference } }. */
export function submitPropertyRequest(input: PropertyRequest) {
  return api.post('/api/v1/public/property-requests', input, propertyRequestResponseSchema);
}

import {
  clientDecisionSchema,
  moneySchema,
  offerStatusSchema,
  timestampSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * The offer lines of one enquiry (GET /api/v1/enquiries/:id/offers) as the section shows them.
 * Parsed leniently on the parts the server may add to (property and landlord summaries).
 */
export const offerLineViewSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  status: offerStatusSchema,
  /** Null when the caller may not read costs. */
  landlordCostPerNight: moneySchema.nullable(),
  sellingPricePerNight: moneySchema,
  nights: z.number().int(),
  notes: z.string().nullish(),
  totalCost: moneySchema.nullish(),
  totalPrice: moneySchema,
  marginAmount: moneySchema.nullish(),
  marginPercent: z.string().nullish(),
  costWarning: z.string().nullish(),
  needsApproval: z.boolean().optional(),
  holdExpiresAt: timestampSchema.nullish(),
  landlordConfirmedAt: timestampSchema.nullish(),
  offeredAt: timestampSchema.nullish(),
  clientDecision: clientDecisionSchema.optional(),
  version: z.number().int(),
  property: z
    .object({
      id: z.string(),
      title: z.string(),
      address: z
        .object({ city: z.string().optional(), freeFormAddress: z.string().optional() })
        .partial()
        .nullish(),
      bedrooms: z.number().int().nullish(),
      maxGuests: z.number().int().nullish(),
    })
    .nullish(),
  landlord: z.object({ id: z.string(), name: z.string() }).nullish(),
});
export type OfferLineView = z.infer<typeof offerLineViewSchema>;

const offersResponseSchema = z.object({ data: z.array(offerLineViewSchema) });

const ENQUIRIES_BASE = '/api/v1/enquiries';
export const offersKey = (enquiryId: string) =>
  `${ENQUIRIES_BASE}/${encodeURIComponent(enquiryId)}/offers`;

/** GET /api/v1/enquiries/:enquiryId/offers. */
export function useOfferLines(enquiryId: string) {
  return useSWR(
    offersKey(enquiryId),
    async (url: string) => (await api.get(url, offersResponseSchema)).data,
  );
}

import {
  mutationResponseSchema,
  type OfferCreateInput,
  type OfferDecision,
  type OfferUpdate,
  offerAcceptResultSchema,
  offerHistorySchema,
  offerLineListSchema,
  offerLineViewSchema,
  propertyViewSchema,
  quoteListSchema,
  quoteViewSchema,
  recordIdSchema,
} from '@staydesk/domain';
import { useMemo } from 'react';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import { useMutation } from '../../../lib/mutation';
import { ENQUIRIES_BASE, enquiryKey } from '../api/keys';

export type { OfferLineView } from '@staydesk/domain';

// Keys: each is the address it fetches (one key factory for the offers, quotes and report).

export const offersKey = (enquiryId: string) => `${enquiryKey(enquiryId)}/offers`;

/**
 * After a refused write to a line (a stale version, a move no longer allowed): reloads the
 * enquiries' keys (the lines, the enquiry and its lists), so the section shows the state that won.
 */
export const useOffersRefresh = () =>
  useConflictRefresh((key) => typeof key === 'string' && key.startsWith(ENQUIRIES_BASE));
export const offerKey = (enquiryId: string, offerId: string) =>
  `${offersKey(enquiryId)}/${encodeURIComponent(offerId)}`;
export const offerHistoryKey = (enquiryId: string, offerId: string) =>
  `${offerKey(enquiryId, offerId)}/history`;
export const quotesKey = (enquiryId: string) => `${enquiryKey(enquiryId)}/quotes`;
export const quoteKey = (enquiryId: string, quoteId: string) =>
  `${quotesKey(enquiryId)}/${encodeURIComponent(quoteId)}`;
export const quotePdfKey = (enquiryId: string, quoteId: string) =>
  `${quoteKey(enquiryId, quoteId)}/pdf`;

/**
 * What an offer action makes stale: the enquiry's own keys (record, activity, offers, quotes,
 * every line's history) and every enquiries list (its status and the tab counts move).
 */
function showsEnquiry(enquiryId: string) {
  const record = enquiryKey(enquiryId);
  return (key: unknown): boolean =>
    typeof key === 'string' &&
    (key === record ||
      key.startsWith(`${record}/`) ||
      key === ENQUIRIES_BASE ||
      key.startsWith(`${ENQUIRIES_BASE}?`));
}

// Reads.

/** GET /enquiries/:enquiryId/offers: the lines with property, totals, approval and next statuses. */
export function useOfferLines(enquiryId: string) {
  return useSWR(
    offersKey(enquiryId),
    async (url: string) => (await api.get(url, offerLineListSchema)).data,
  );
}

/** GET …/offers/:offerId/history (cost entries only for COST_AUDIT_TRAIL holders). */
export function useOfferHistory(enquiryId: string, offerId: string) {
  const valid =
    recordIdSchema.safeParse(enquiryId).success && recordIdSchema.safeParse(offerId).success;
  return useSWR(valid ? offerHistoryKey(enquiryId, offerId) : null, (url: string) =>
    api.get(url, offerHistorySchema),
  );
}

/** GET /enquiries/:enquiryId/quotes: the stored quotes, newest first. */
export function useQuotes(enquiryId: string) {
  return useSWR(
    quotesKey(enquiryId),
    async (url: string) => (await api.get(url, quoteListSchema)).data,
  );
}

/** GET …/quotes/:quoteId: the stored quote as the printable page shows it. */
export function useQuote(enquiryId: string, quoteId: string | null) {
  const schema = z.object({ data: quoteViewSchema });
  return useSWR(
    quoteId ? quoteKey(enquiryId, quoteId) : null,
    async (url: string) => (await api.get(url, schema)).data,
  );
}

/** GET …/quotes/:quoteId/pdf as a file (the API wants the bearer token, so no plain link). */
export function fetchQuotePdf(enquiryId: string, quoteId: string): Promise<Blob> {
  return api.get(quotePdfKey(enquiryId, quoteId), z.instanceof(Blob), {
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
  });
}

// Writes (each toasts the server's message and revalidates the enquiry's keys and lists).

const lineResponse = mutationResponseSchema(offerLineViewSchema);

export interface LineTarget {
  readonly enquiryId: string;
  readonly offerId: string;
}

export function createOfferLine(input: { enquiryId: string; body: OfferCreateInput }) {
  return api.post(offersKey(input.enquiryId), input.body, lineResponse);
}

export function updateOfferLine(input: LineTarget & { changes: OfferUpdate }) {
  return api.patch(offerKey(input.enquiryId, input.offerId), input.changes, lineResponse);
}

export function approveOfferLine(input: LineTarget & { decision: OfferDecision }) {
  return api.post(
    `${offerKey(input.enquiryId, input.offerId)}/approve`,
    input.decision,
    lineResponse,
  );
}

export function refuseOfferLine(input: LineTarget & { decision: OfferDecision }) {
  return api.post(
    `${offerKey(input.enquiryId, input.offerId)}/refuse`,
    input.decision,
    lineResponse,
  );
}

export function acceptOfferLine(input: LineTarget & { version: number }) {
  return api.post(
    `${offerKey(input.enquiryId, input.offerId)}/accept`,
    { version: input.version },
    mutationResponseSchema(offerAcceptResultSchema),
  );
}

/** POST /api/v1/properties/temporary from a listing's link (the properties module's endpoint). */
export function createTemporaryFromLink(url: string) {
  return api.post(
    '/api/v1/properties/temporary',
    { url, landlordId: null },
    mutationResponseSchema(propertyViewSchema),
  );
}

export function createQuote(input: { enquiryId: string }) {
  return api.post(quotesKey(input.enquiryId), {}, mutationResponseSchema(quoteViewSchema));
}

function useOfferMutation<Input, Result>(
  enquiryId: string,
  mutationFn: (input: Input) => Promise<Result>,
) {
  const revalidate = useMemo(() => showsEnquiry(enquiryId), [enquiryId]);
  return useMutation(mutationFn, { revalidate });
}

export const useCreateOfferLine = (enquiryId: string) =>
  useOfferMutation(enquiryId, createOfferLine);
export const useUpdateOfferLine = (enquiryId: string) =>
  useOfferMutation(enquiryId, updateOfferLine);
export const useApproveOfferLine = (enquiryId: string) =>
  useOfferMutation(enquiryId, approveOfferLine);
export const useRefuseOfferLine = (enquiryId: string) =>
  useOfferMutation(enquiryId, refuseOfferLine);
export const useAcceptOfferLine = (enquiryId: string) =>
  useOfferMutation(enquiryId, acceptOfferLine);
export const useCreateQuote = (enquiryId: string) => useOfferMutation(enquiryId, createQuote);

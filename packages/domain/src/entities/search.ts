import { z } from 'zod/mini';
import { can, type Permission } from '../permissions';
import type { Role } from '../roles';
import { screenHref } from '../screens';
import { idSchema } from './common';

/**
 * One search for everything: the kinds of record the top bar's search and the command palette
 * find, in the order their groups are shown, each with the navigation area (spec §6) whose list
 * and record a role must be allowed to read for that kind to be searched at all.
 */
export const SEARCH_KINDS = [
  'enquiry',
  'booking',
  'invoice',
  'property',
  'landlord',
  'guest',
  'company',
  'account',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_PERMISSIONS = {
  enquiry: 'ENQUIRIES',
  booking: 'BOOKINGS',
  invoice: 'INVOICES',
  property: 'PROPERTIES',
  landlord: 'LANDLORDS',
  guest: 'CLIENTS',
  company: 'COMPANIES',
  account: 'ACCOUNTS',
} as const satisfies Record<SearchKind, Permission>;

/** The kinds a role may search, in display order: a missing role searches nothing. */
export function searchableKinds(role: Role | null | undefined): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => can(role, SEARCH_KIND_PERMISSIONS[kind]));
}

/** The longest search text taken, in characters: longer is refused (400), never cut. */
export const SEARCH_TEXT_MAX = 100;
/** How many results of each kind one search answers, at most and by default. */
export const SEARCH_LIMIT_MAX = 10;
export const SEARCH_LIMIT_DEFAULT = 5;

/**
 * `GET /api/v1/search` as it arrives in a query string: `q` trimmed, up to 100 characters, no
 * NUL (absent or blank: nothing is searched and nothing found); `limit` the results per kind
 * (1–10, default 5).
 */
export const searchQuerySchema = z.object({
  q: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(SEARCH_TEXT_MAX),
      z.refine((text) => !text.includes('\u0000'), 'Text cannot contain a NUL character'),
    ),
    '',
  ),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(SEARCH_LIMIT_MAX)),
    SEARCH_LIMIT_DEFAULT,
  ),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * How well a result matches: `exact` (its reference, number, email, phone, postcode or name is the
 * text), `prefix` (one of them, or a word of them, starts with it) or `contains`.
 */
export const SEARCH_MATCHES = ['exact', 'prefix', 'contains'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/**
 * One record found: its kind and id (the dashboard's address comes from `searchResultHref`), the
 * line a person recognises it by (`title`: a reference, a name) and a second line (`detail`: the
 * company, the guests, the town and postcode, the email), and its status code where it has one.
 */
export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: idSchema,
  title: z.string(),
  detail: z.string(),
  status: z.nullable(z.string()),
  match: z.enum(SEARCH_MATCHES),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * The answer: the results ranked (exact, then prefix, then contains; kinds in `SEARCH_KINDS` order
 * within a rank), at most `limit` of each kind, and the kinds that were searched for the caller.
 */
export const searchResponseSchema = z.object({
  data: z.object({
    query: z.string(),
    kinds: z.array(z.enum(SEARCH_KINDS)),
    results: z.array(searchResultSchema),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** The dashboard page of a found record. */
export function searchResultHref(result: Pick<SearchResult, 'kind' | 'id'>): string {
  const { id } = result;
  switch (result.kind) {
    case 'enquiry':
      return screenHref('enquiryDetail', { enquiryId: id });
    case 'booking':
      return screenHref('bookingDetail', { bookingId: id });
    case 'invoice':
      return screenHref('invoiceDetail', { invoiceId: id });
    case 'property':
      return screenHref('propertyDetail', { propertyId: id });
    case 'landlord':
      return screenHref('landlordDetail', { landlordId: id });
    case 'guest':
      return screenHref('clientDetail', { clientId: id });
    case 'company':
      return screenHref('companyDetail', { companyId: id });
    case 'account':
      return screenHref('account', { accountId: id });
  }
}

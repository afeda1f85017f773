import { z } from 'zod/mini';
import { PAGE_SIZE } from './constants';
import { TEXT_LIMITS } from './entities/common';
import { userSchema } from './entities/user';
import { roleGrantsSchema } from './permissions';

/**
 * A catalogue code with its parameters, as a field issue carries it (api-messages.ts declares
 * the codes). Here, beside the failure body, so that reading a body needs no catalogue.
 */
export const apiMessageSchema = z.object({
  code: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ApiMessage = z.infer<typeof apiMessageSchema>;

/**
 * A failure body (spec §8): a message plus the signals the client acts on.
 * `fields` maps a field path ("address.city") to its message, so forms can show it in place.
 * `message` and `fields` are English, for API users; `code` with `params`, and `issues` per field,
 * name the same texts in the message catalogue (api-messages.ts), which the dashboard shows in
 * the user's language.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  fields: z.optional(z.record(z.string(), z.string())),
  issues: z.optional(z.record(z.string(), apiMessageSchema)),
  jwtExpired: z.optional(z.boolean()),
  permissionDenied: z.optional(z.boolean()),
  redirectTo: z.optional(z.string()),
  timeout: z.optional(z.boolean()),
  retryAfterSeconds: z.optional(z.number().check(z.nonnegative())),
  /** Sign-in of a self-signed-up account not yet usable: which step is missing. */
  accountPending: z.optional(z.enum(['emailUnverified', 'approval'])),
  /** A 500's id, also in the X-Request-Id header: quote it when reporting the failure. */
  requestId: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A plain `{ message }` answer (logout, delete). As in a failure body, `message` is English for
 * API users and `code` with `params` names the same text in the message catalogue.
 */
export const messageResponseSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `{ message, code, params, data }`: every successful mutation; the app toasts the message. */
export function mutationResponseSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ ...messageResponseSchema.shape, data });
}
export interface MutationResponse<T> {
  message: string;
  code?: string;
  params?: Record<string, string | number>;
  data: T;
}

/** Counts per tab value, for the tabs the caller may see. */
export const tabCountsSchema = z.record(z.string(), z.number().check(z.int(), z.nonnegative()));
export type TabCounts = z.infer<typeof tabCountsSchema>;

/** One page of a list: 29 rows (spec §9), the total, the page and the page count. */
export function pagedSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.nonnegative()),
    page: z.number().check(z.int(), z.gte(1)),
    pageCount: z.number().check(z.int(), z.nonnegative()),
    pageSize: z.number().check(z.int(), z.gte(1)),
    tabCounts: z.optional(tabCountsSchema),
  });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  tabCounts?: TabCounts;
}

/** `sort` is a field name, descending when prefixed with '-': `-createdAt`. */
export const SORT_PATTERN = /^-?[A-Za-z][A-Za-z0-9_.]*$/;

/**
 * List query parameters as they arrive in a query string (so `page` is coerced from text).
 * page ≥ 1 (default 1); search is trimmed and blank means none; tab is a tab value.
 */
export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  search: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(TEXT_LIMITS.search),
        z.refine((text) => !text.includes('\u0000'), 'Text cannot contain a NUL character'),
      ),
    ),
    z.transform((value) => (value === '' ? undefined : value)),
  ),
  sort: z.optional(
    z.string().check(z.regex(SORT_PATTERN, 'Sort by a field name, prefixed with - for descending')),
  ),
  tab: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
});
export type PageQuery = z.output<typeof pageQuerySchema>;
export type PageQueryInput = z.input<typeof pageQuerySchema>;

export interface SortOrder {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/** '-createdAt' → { field: 'createdAt', direction: 'desc' }; missing → the fallback. */
export function parseSort(sort: string | undefined, fallback: SortOrder): SortOrder {
  if (sort === undefined || !SORT_PATTERN.test(sort)) return fallback;
  return sort.startsWith('-')
    ? { field: sort.slice(1), direction: 'desc' }
    : { field: sort, direction: 'asc' };
}

/** A sort parameter over a whitelist of keys: the key, or the key prefixed with '-' (descending). */
export type SortParam<K extends string> = K | `-${K}`;

/** The zod enum of a list's sort parameters: every key ascending and descending. */
export function sortParamSchema<const K extends string>(keys: readonly [K, ...K[]]) {
  const values = keys.flatMap((key): SortParam<K>[] => [key, `-${key}`]);
  return z.enum(values as [SortParam<K>, ...SortParam<K>[]], {
    error: `Sort by one of: ${keys.join(', ')} (prefixed with - for descending)`,
  });
}

/** '-name' → { key: 'name', direction: 'desc' }, for a parameter the whitelist already checked. */
export function sortOrderOf<K extends string>(
  sort: SortParam<K>,
): { key: K; direction: 'asc' | 'desc' } {
  return sort.startsWith('-')
    ? { key: sort.slice(1) as K, direction: 'desc' }
    : { key: sort as K, direction: 'asc' };
}

/** A list's `tab` parameter: one of its tabs, the first one when absent. */
export function listTabSchema<const T extends string>(tabs: readonly [T, ...T[]]) {
  return z._default(z.enum(tabs as [T, ...T[]]), tabs[0]);
}

export const DEFAULT_PAGE_SIZE = PAGE_SIZE;

/** Sign-in/refresh tokens (spec §4: token, optional refreshToken, userId). */
export const sessionTokensSchema = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.optional(z.string().check(z.minLength(1))),
  userId: z.string().check(z.minLength(1)),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** POST /api/auth/signin answers `{ message, data }` with the tokens and the signed-in user. */
export const signInDataSchema = z.extend(sessionTokensSchema, { user: userSchema });
export type SignInData = z.infer<typeof signInDataSchema>;

/** POST /api/auth/refresh: the new access token is read from data.token (spec §7). */
export const refreshDataSchema = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.optional(z.string().check(z.minLength(1))),
});

/** GET /api/v1/users answers `{ users }`; GET /api/companies answers `{ companies }` (spec §7). */
export const usersResponseSchema = z.object({ users: z.array(userSchema) });
/**
 * The signed-in user, and the finance permissions Administration granted per role (empty: the
 * permission table's defaults), so the screens offer what the server will allow.
 */
export const currentUserResponseSchema = z.object({
  userData: userSchema,
  roleGrants: z._default(roleGrantsSchema, {}),
});

/** Spec §9 business constants and limits. */

export const APP_VERSION = '2.0.0';
/** The version label on the sign-in and sign-up panels (spec §1). */
export const APP_VERSION_LABEL = `v${APP_VERSION}`;
export const PRODUCT_TAGLINE = 'Manage listings, connect with clients, and close deals faster';

/** Rows per page of every paged list (spec §9: page count = ceil(n/29)). */
export const PAGE_SIZE = 29;

/** The session is cleared 24 hours after sign-in, whatever happens in between. */
export const SESSION_MAX_AGE_MS = 86_400_000;

/** The app's query settings: retry a failed query once, never refetch on window focus. */
export const QUERY_RETRY_COUNT = 1;
export const QUERY_REVALIDATE_ON_FOCUS = false;
/** How long unused cached data is kept: 5 minutes. */
export const CACHE_RETENTION_MS = 300_000;

/** Retry defaults for calls that do not set their own: 3 tries, exponential backoff capped at 30 s. */
export const DEFAULT_RETRY_COUNT = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s … never above 30 s. */
export function retryDelayMs(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 0) {
    throw new RangeError('Retry attempt must be a whole number from 0.');
  }
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/** Persisted client state gives up rehydrating after 5 s. */
export const REHYDRATION_TIMEOUT_MS = 5_000;
/** A lazily loaded screen chunk fails after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_THEME = 'light';
export const THEME_TYPES = ['light', 'dark'] as const;
export type ThemeType = (typeof THEME_TYPES)[number];

/** Browser storage keys of spec §3. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userId: 'userId',
  persistedRoot: 'root',
  chosenPropertyCycle: 'ChosenPropertyCycle',
} as const;

export const KM_TO_MILES = 0.621371;

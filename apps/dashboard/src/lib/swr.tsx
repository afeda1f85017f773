import { CACHE_RETENTION_MS, QUERY_RETRY_COUNT, QUERY_REVALIDATE_ON_FOCUS } from '@staydesk/domain';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration, useSWRConfig } from 'swr';
import { errorMessage, isHandled } from './api-error';
import { toast } from './toast';

/**
 * SWR as spec §9 sets queries up: retry once, no refetch on window focus, and cached data kept
 * for 5 minutes (SWR has no garbage collection: the dedupe window stops refetches of fresh data
 * for that long, and 'Refresh Data' forces them).
 */
export const swrConfig: SWRConfiguration = {
  errorRetryCount: QUERY_RETRY_COUNT,
  revalidateOnFocus: QUERY_REVALIDATE_ON_FOCUS,
  dedupingInterval: CACHE_RETENTION_MS,
  focusThrottleInterval: CACHE_RETENTION_MS,
  keepPreviousData: true,
  onError(error) {
    // The catalogue already moved the user (error screen, sign-in): a toast would be noise.
    if (isHandled(error)) return;
    const text = errorMessage(error);
    if (text) toast.error(text);
  },
};

export function SwrProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}

/** 'Refresh Data': re-fetches every cached key. */
export function useRefreshAll(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(() => true);
}

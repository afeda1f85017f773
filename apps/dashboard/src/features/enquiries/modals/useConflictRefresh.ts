import { useSWRConfig } from 'swr';
import { ApiError } from '../../../lib/api-error';
import { enquiryKeys } from '../api/enquiries';

/**
 * After a refused action (409 stale version, 422 transition no longer allowed) the toast already
 * shows the server's message; this reloads the enquiry, its activity and its lists, so the page
 * shows the state that won.
 */
export function useConflictRefresh() {
  const { mutate } = useSWRConfig();
  return (error: unknown): boolean => {
    if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
      void mutate(enquiryKeys.shows);
      return true;
    }
    return false;
  };
}

import { useConflictRefresh as useRefreshOn } from '../../../lib/conflict-refresh';
import { enquiryKeys } from '../api/enquiries';

/**
 * After a refused action (409 stale version, 422 transition no longer allowed) the toast already
 * shows the server's message; this reloads the enquiry, its activity and its lists, so the page
 * shows the state that won (the shared lib/conflict-refresh on the enquiries' keys).
 */
export const useConflictRefresh = () => useRefreshOn(enquiryKeys.shows);

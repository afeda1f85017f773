import { bookingListItemSchema } from '@staydesk/domain';
import { usePagedList } from '../../../lib/resource';

/** How many of the guest's bookings the guest page lists (one page of the API). */
export const GUEST_BOOKINGS_SHOWN = 29;

/**
 * The guest's bookings, newest stay first: GET /api/v1/bookings?tab=overview&guestId= (live
 * bookings with the guest among their guests). Under the bookings base, so a booking write
 * revalidates it.
 */
export const useGuestBookings = (guestId: string) =>
  usePagedList(
    `/api/v1/bookings?${new URLSearchParams({ tab: 'overview', guestId, sort: '-checkIn' }).toString()}`,
    bookingListItemSchema,
  );

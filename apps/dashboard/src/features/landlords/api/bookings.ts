import { bookingListItemSchema } from '@staydesk/domain';
import { usePagedList } from '../../../lib/resource';

/**
 * The bookings in the landlord's properties, newest stay first:
 * GET /api/v1/bookings?tab=overview&landlordId= (live bookings; one page). Under the bookings
 * base, so a booking write revalidates it.
 */
export const useLandlordBookings = (landlordId: string) =>
  usePagedList(
    `/api/v1/bookings?${new URLSearchParams({ tab: 'overview', landlordId, sort: '-checkIn' }).toString()}`,
    bookingListItemSchema,
  );

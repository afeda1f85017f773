import { bookingListItemSchema } from '@staydesk/domain';
import { usePagedList } from '../../../lib/resource';

/**
 * The live bookings of the property, by check-in: GET /api/v1/bookings?tab=overview&propertyId=
 * (one page; null: none), so the supply list can open the booking a booked range belongs to. Under the
 * bookings base, so a booking write revalidates it.
 */
export const usePropertyBookings = (propertyId: string | null) =>
  usePagedList(
    propertyId === null
      ? null
      : `/api/v1/bookings?${new URLSearchParams({ tab: 'overview', propertyId, sort: '-checkIn' }).toString()}`,
    bookingListItemSchema,
  );

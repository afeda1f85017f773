import {
  type BookingCreate,
  bookingListSchema,
  bookingViewSchema,
  mutationResponseSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list';
import { resourceKeys, useRecord, useResourceMutation } from '../../../lib/resource';
import { BOOKINGS_BASE, bookingKey, bookingListKey } from './keys';

/**
 * The bookings resource (/api/v1/bookings): reads and writes in one place. Every write
 * revalidates every bookings list and record key (all start with the base).
 */
export const bookingKeys = resourceKeys(BOOKINGS_BASE);

/** One page of the list with the counts of the tabs the role may see. */
export const useBookingList = (query: ListQuery) =>
  useSWR(bookingListKey(query), (url: string) => api.get(url, bookingListSchema), {
    keepPreviousData: true,
  });

/** GET /api/v1/bookings/:id, the booking with its linked records named. */
export const useBooking = (id: string | null) =>
  useRecord(id === null ? null : bookingKey(id), bookingViewSchema);

export const bookingMutationSchema = mutationResponseSchema(bookingViewSchema);

/** POST /api/v1/bookings: a direct booking (409 naming the dates taken when they clash). */
export function createBooking(input: BookingCreate) {
  return api.post(BOOKINGS_BASE, input, bookingMutationSchema);
}

export const useCreateBooking = () => useResourceMutation(bookingKeys, createBooking);

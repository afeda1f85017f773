import {
  type BookingExtensionCreate,
  type BookingUpdate,
  bookingActivitySchema,
  bookingViewSchema,
  landlordViewSchema,
  messageResponseSchema,
  mutationResponseSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import { useRecord, useResourceMutation } from '../../../lib/resource';
import { bookingKeys } from '../api/bookings';
import { bookingKey } from '../api/keys';
import { bookingActivityKey, landlordKey } from './keys';

// The record page's reads and writes. Every write revalidates the bookings' lists, records and
// activities (all start with the bookings base), and the landlord card's record is left alone.

const answer = mutationResponseSchema(bookingViewSchema);

/** The booking's activity, newest first. */
export const useBookingActivity = (id: string) =>
  useSWR(
    bookingActivityKey(id),
    async (url: string) => (await api.get(url, bookingActivitySchema)).data,
  );

/** The booking's landlord, for the small landlord card (first email and phone, spec §2). */
export const useBookingLandlord = (id: string | null) =>
  useRecord(id ? landlordKey(id) : null, landlordViewSchema);

type Versioned = { id: string; version: number };

export const useUpdateBooking = () =>
  useResourceMutation(bookingKeys, ({ id, ...body }: BookingUpdate & { id: string }) =>
    api.patch(bookingKey(id), body, answer),
  );

export const useExtendBooking = () =>
  useResourceMutation(bookingKeys, ({ id, ...body }: BookingExtensionCreate & { id: string }) =>
    api.post(`${bookingKey(id)}/extension`, body, answer),
  );

export const useConfirmLandlord = () =>
  useResourceMutation(bookingKeys, ({ id, ...body }: Versioned & { confirmed: boolean }) =>
    api.post(`${bookingKey(id)}/landlord-confirmation`, body, answer),
  );

export const useReturnDeposit = () =>
  useResourceMutation(bookingKeys, ({ id, ...body }: Versioned & { returned: boolean }) =>
    api.post(`${bookingKey(id)}/deposit-returned`, body, answer),
  );

export const useDeleteBooking = () =>
  useResourceMutation(bookingKeys, ({ id, version }: Versioned) =>
    api.delete(`${bookingKey(id)}?version=${version}`, answer),
  );

export const useRestoreBooking = () =>
  useResourceMutation(bookingKeys, ({ id, version }: Versioned) =>
    api.post(`${bookingKey(id)}/restore`, { version }, answer),
  );

export const useDeleteBookingPermanently = () =>
  useResourceMutation(bookingKeys, ({ id, version }: Versioned) =>
    api.delete(`${bookingKey(id)}/permanent?version=${version}`, messageResponseSchema),
  );

/** A refused write (409 stale or clash, 422): the toast says why; the booking is read again. */
export const useBookingConflictRefresh = () => useConflictRefresh(bookingKeys.shows);

import { BOOKINGS_BASE, bookingKey } from '../api/keys';

// Light on purpose, like ../api/keys.ts: module.ts prefetches the record page's keys from here.

/** GET /api/v1/bookings/:id/activity: the booking's audit events, newest first. */
export const bookingActivityKey = (id: string) => `${bookingKey(id)}/activity`;

/** The landlord's record (the small landlord card reads its first email and phone). */
export const landlordKey = (id: string) => `/api/v1/landlords/${encodeURIComponent(id)}`;

export { BOOKINGS_BASE };

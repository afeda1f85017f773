/** What a day can be for a property: free to sell, held back by the landlord, or taken. */
export const availabilityStates = ['available', 'blocked', 'booked'] as const;
export type AvailabilityState = (typeof availabilityStates)[number];

/** How many months the calendar shows side by side (they stack on a narrow screen). */
export const availabilityCalendarMonths = [1, 2] as const;
export type AvailabilityCalendarMonths = (typeof availabilityCalendarMonths)[number];

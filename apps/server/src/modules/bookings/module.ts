import { screenHref } from '@staydesk/domain';
import type { HomeCounter, ServerModule } from '../kit.js';
import { bookingAttention } from './attention.js';
import { bookingReportRoutes } from './report-routes.js';
import { bookingRoutes } from './routes.js';
import { seedBookings } from './seed.js';

/**
 * Bookings: `/api/v1/bookings`, the columns and indexes of ./migrations on the
 * `bookings` table enquiries' 0013 created, and the demo stays (every tab filled relative to today).
 */
export const bookingsModule: ServerModule = {
  name: 'bookings',
  // The report's static paths first, so that /report is not read as a booking id.
  routes: (deps) => [...bookingReportRoutes(deps), ...bookingRoutes(deps)],
  attention: bookingAttention,
  seed: seedBookings,
  homeCounters: bookingHomeCounters(),
};

/**
 * The home cards (what needs a person today): arrivals and departures today, urgent stays and
 * stays needing attention, each the condition of its list tab (repository.ts tabConditions) and
 * shown to the roles that may see that tab. "Today" is the request's clock in the configured time
 * zone (global settings), worked out in the statement itself; an unknown zone reads as
 * Europe/London, as the list does.
 */
function bookingHomeCounters(): HomeCounter[] {
  // An unknown zone name would fail the statement: only a name PostgreSQL knows is used.
  const count = (condition: string) => `with zone as (
      select coalesce(
        (select name from pg_timezone_names
          where name = (select value->>'timeZone' from settings where key = 'global')),
        'Europe/London') as name
    ), today as (select ($1::timestamptz at time zone zone.name)::date as t, zone.name as zone from zone)
    select count(*)::int as count from bookings, today
     where bookings.deleted = false and bookings.status = 'booked' and (${condition})`;
  const clock = (now: Date) => [now.toISOString()];
  const unconfirmed = 'landlord_confirmed_at is null';
  const undecided = "extension_decision = 'undecided'";
  const depositOut = 'deposit_amount > 0 and deposit_returned_at is null';
  const flagged = "issue <> ''";
  return [
    {
      key: 'bookingsArrivalsToday',
      label: 'Arrivals today',
      href: screenHref('bookingsList', { tab: 'checkIn' }),
      tone: 'info',
      permission: 'BOOKING_TAB_CHECK_IN',
      sql: count('check_in = today.t'),
      params: clock,
    },
    {
      key: 'bookingsDeparturesToday',
      label: 'Departures today',
      href: screenHref('bookingsList', { tab: 'checkOut' }),
      tone: 'info',
      permission: 'BOOKING_TAB_CHECK_OUT',
      sql: count('check_out = today.t'),
      params: clock,
    },
    {
      // Arriving or leaving today or tomorrow without the landlord's confirmation, or needing
      // attention for more than a day (each rule's first day yesterday or before).
      key: 'bookingsUrgent',
      label: 'Urgent bookings',
      href: screenHref('bookingsList', { tab: 'urgent' }),
      tone: 'attention',
      permission: 'BOOKING_TAB_URGENT',
      sql: count(`((check_in between today.t and today.t + 1 or check_out between today.t and today.t + 1)
          and ${unconfirmed})
        or (${undecided} and check_out between today.t and today.t + 2)
        or (${depositOut} and check_out <= today.t - 15)
        or (${flagged} and (issue_flagged_at at time zone today.zone)::date <= today.t - 1)`),
      params: clock,
    },
    {
      key: 'bookingsNeedsAttention',
      label: 'Bookings needing attention',
      href: screenHref('bookingsList', { tab: 'needsAttention' }),
      tone: 'attention',
      permission: 'BOOKING_TAB_NEEDS_ATTENTION',
      sql: count(`(${unconfirmed} and check_in between today.t and today.t + 2)
        or (${undecided} and check_out between today.t and today.t + 3)
        or (${depositOut} and check_out <= today.t - 14)
        or ${flagged}`),
      params: clock,
    },
  ];
}

import { ATTENTION_REASONS, addDays, screenHref } from '@staydesk/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { HomeContext, HomeCounter, ServerModule } from '../kit.js';
import { bookingAttention } from './attention.js';
import { bookingReportRoutes } from './report-routes.js';
import {
  arrivingOn,
  attentionConditions,
  createdFrom,
  leavingOn,
  tabConditions,
} from './repository.js';
import { bookingRoutes } from './routes.js';
import { seedBookings } from './seed.js';
import { bookings } from './table.js';

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
 * The home cards: arrivals and departures today (the CHECK_IN and CHECK_OUT tabs) and tomorrow
 * (the overview tab arriving or leaving that day), stays needing attention with the count of each
 * reason, and the figures of stays in progress and bookings made in the last 30 days, each with
 * the period before. Each counts with its list's own conditions (repository.ts), "today" being
 * the configured time zone's.
 */
function bookingHomeCounters(): HomeCounter[] {
  const count = (where: SQL) => sql`select count(*)::int from ${bookings} where ${where}`;
  const tabs = ({ today, userId }: HomeContext) => tabConditions(today.day, today.timeZone, userId);
  const overview = (context: HomeContext) => tabs(context).overview;
  const tomorrow = ({ today }: HomeContext) => addDays(today.day, 1);
  const list = (query: Record<string, string>) => screenHref('bookingsList', query);
  return [
    {
      key: 'bookingsArrivalsToday',
      label: 'Arrivals today',
      section: 'queue',
      rank: 40,
      permission: 'BOOKING_TAB_CHECK_IN',
      count: (context) => count(tabs(context).checkIn),
      href: () => list({ tab: 'checkIn' }),
    },
    {
      key: 'bookingsDeparturesToday',
      label: 'Departures today',
      section: 'queue',
      rank: 41,
      permission: 'BOOKING_TAB_CHECK_OUT',
      count: (context) => count(tabs(context).checkOut),
      href: () => list({ tab: 'checkOut' }),
    },
    {
      key: 'bookingsArrivalsTomorrow',
      label: 'Arrivals tomorrow',
      section: 'queue',
      rank: 42,
      permission: 'BOOKING_TAB_OVERVIEW',
      count: (context) => count(sql`${overview(context)} and ${arrivingOn(tomorrow(context))}`),
      href: (context) => list({ tab: 'overview', arrivingOn: tomorrow(context) }),
    },
    {
      key: 'bookingsDeparturesTomorrow',
      label: 'Departures tomorrow',
      section: 'queue',
      rank: 43,
      permission: 'BOOKING_TAB_OVERVIEW',
      count: (context) => count(sql`${overview(context)} and ${leavingOn(tomorrow(context))}`),
      href: (context) => list({ tab: 'overview', leavingOn: tomorrow(context) }),
    },
    {
      key: 'bookingsNeedsAttention',
      label: 'Stays needing attention',
      section: 'queue',
      rank: 50,
      permission: 'BOOKING_TAB_NEEDS_ATTENTION',
      severity: { warning: 1 },
      count: (context) => count(tabs(context).needsAttention),
      href: () => list({ tab: 'needsAttention' }),
      reasons: ATTENTION_REASONS.map((reason) => ({
        key: reason.value,
        label: reason.label,
        count: (context: HomeContext) =>
          count(
            sql`${tabs(context).needsAttention} and ${attentionConditions(context.today.day)[reason.value]}`,
          ),
      })),
    },
    {
      key: 'bookingsActive',
      label: 'Stays in progress',
      section: 'kpi',
      rank: 40,
      permission: 'BOOKING_TAB_ACTIVE',
      count: (context) => count(tabs(context).active),
      href: () => list({ tab: 'active' }),
      // The stays in progress a week ago (booked then, complete since).
      previous: {
        days: 7,
        count: ({ today }) => {
          const then = addDays(today.day, -7);
          return count(sql`${bookings.deleted} = false and ${bookings.status} in ('booked', 'complete')
            and ${bookings.checkIn} < ${then}::date and ${bookings.checkOut} > ${then}::date`);
        },
      },
    },
    {
      key: 'bookingsMade',
      label: 'Bookings made in the last 30 days',
      section: 'kpi',
      rank: 30,
      permission: 'BOOKING_TAB_OVERVIEW',
      count: (context) =>
        count(
          sql`${overview(context)} and ${createdFrom(addDays(context.today.day, -29), context.today.timeZone)}`,
        ),
      href: (context) => list({ tab: 'overview', createdFrom: addDays(context.today.day, -29) }),
      previous: {
        days: 30,
        count: (context) =>
          count(sql`${overview(context)} and ${createdFrom(addDays(context.today.day, -59), context.today.timeZone)}
            and not (${createdFrom(addDays(context.today.day, -29), context.today.timeZone)})`),
      },
    },
  ];
}

import { defineMessages } from '../../i18n';

/**
 * The only texts the module descriptor needs (sidebar and breadcrumbs), kept apart so the app's
 * entry carries these few words, not the screens' texts (messages.ts loads with the screens).
 * The same keys as messages.ts, so a crumb reads alike from either. The record page's crumb is
 * the booking's reference (`{ record: 'bookingId' }`); `nav.detail` is its fallback.
 */
export const bookingsNavMessages = defineMessages(
  {
    nav: {
      section: 'Bookings',
      create: 'Create',
      list: 'List',
      detail: 'Booking',
      report: 'Report',
    },
  } as const,
  {
    nav: {
      section: 'Réservations',
      create: 'Créer',
      list: 'Liste',
      detail: 'Réservation',
      report: 'Rapport',
    },
  },
);

import { defineMessages } from '../../i18n';

/**
 * The sidebar and breadcrumb texts, the only ones the app's entry carries: the module descriptor
 * reads these, while messages.ts (the screens' texts) loads with the screens and takes its `nav`
 * from here, so each text is written once. The record page's crumb is the booking's reference
 * (`{ record: 'bookingId' }`); `detail` is its fallback.
 */
export const bookingsNav = {
  en: { section: 'Bookings', create: 'Create', list: 'List', detail: 'Booking', report: 'Report' },
  fr: {
    section: 'Réservations',
    create: 'Créer',
    list: 'Liste',
    detail: 'Réservation',
    report: 'Rapport',
  },
} as const;

export const bookingsNavMessages = defineMessages({ nav: bookingsNav.en }, { nav: bookingsNav.fr });

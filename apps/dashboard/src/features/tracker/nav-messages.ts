import { defineMessages } from '../../i18n';

/**
 * The sidebar and breadcrumb texts, the only ones the app's entry carries: the module descriptor
 * reads these, while messages.ts (the screen's texts) loads with the screen.
 */
export const trackerNav = {
  en: { section: 'Tracker' },
  fr: { section: 'Suivi' },
} as const;

export const trackerNavMessages = defineMessages({ nav: trackerNav.en }, { nav: trackerNav.fr });

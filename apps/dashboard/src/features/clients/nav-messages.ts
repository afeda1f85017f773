import { defineMessages } from '../../i18n';

/**
 * The sidebar and breadcrumb texts, the only ones the app's entry carries: the module descriptor
 * reads these, while messages.ts (the screens' texts) loads with the screens and takes its `nav`
 * from here, so each text is written once.
 */
export const clientsNav = {
  en: { section: 'Guests', create: 'Create', list: 'List' },
  fr: { section: 'Clients', create: 'Créer', list: 'Liste' },
} as const;

export const clientsNavMessages = defineMessages({ nav: clientsNav.en }, { nav: clientsNav.fr });

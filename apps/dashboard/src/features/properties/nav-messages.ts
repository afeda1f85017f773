import { defineMessages } from '../../i18n';

/**
 * The sidebar and breadcrumb texts, the only ones the app's entry carries: the module descriptor
 * reads these, while messages.ts (the screens' texts) loads with the screens and takes its `nav`
 * from here, so each text is written once.
 */
export const propertiesNav = {
  en: {
    section: 'Listings',
    properties: 'Properties',
    create: 'Create',
    list: 'List',
    report: 'Report',
    success: 'Created',
  },
  fr: {
    section: 'Annonces',
    properties: 'Logements',
    create: 'Créer',
    list: 'Liste',
    report: 'Rapport',
    success: 'Créé',
  },
} as const;

export const propertiesNavMessages = defineMessages(
  { nav: propertiesNav.en },
  { nav: propertiesNav.fr },
);

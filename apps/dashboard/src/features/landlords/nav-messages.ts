import { defineMessages } from '../../i18n';

/**
 * The sidebar and breadcrumb texts, the only ones the app's entry carries: the module descriptor
 * reads these, while messages.ts (the screens' texts) loads with the screens and takes its `nav`
 * from here, so each text is written once.
 */
export const landlordsNav = {
  en: { section: 'Landlords', create: 'Create', list: 'List' },
  fr: { section: 'Propriétaires', create: 'Créer', list: 'Liste' },
} as const;

export const landlordsNavMessages = defineMessages(
  { nav: landlordsNav.en },
  { nav: landlordsNav.fr },
);

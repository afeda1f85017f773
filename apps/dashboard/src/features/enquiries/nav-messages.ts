import { defineMessages } from '../../i18n';

/**
 * The only texts the module descriptor needs (sidebar and breadcrumbs), kept apart so the app's
 * entry carries these few words, not the screens' texts (messages.ts loads with the screens).
 * The same keys as messages.ts, so a crumb reads alike from either.
 */
export const enquiriesNavMessages = defineMessages(
  {
    nav: {
      section: 'Enquiries',
      create: 'Create',
      list: 'List',
      report: 'Report',
      requests: 'Public requests',
    },
    offers: { history: { fallbackTitle: 'Line history' } },
  } as const,
  {
    nav: {
      section: 'Demandes',
      create: 'Créer',
      list: 'Liste',
      report: 'Rapport',
      requests: 'Demandes publiques',
    },
    offers: { history: { fallbackTitle: 'Historique de la ligne' } },
  },
);

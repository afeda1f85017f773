import { defineMessages } from '../../i18n';

/**
 * The sidebar and breadcrumb texts, the only ones the app's entry carries: the module descriptor
 * reads these, while messages.ts (the screen's texts) loads with the screen.
 */
export const tasksNav = {
  en: { section: 'Tasks' },
  fr: { section: 'Tâches' },
} as const;

export const tasksNavMessages = defineMessages({ nav: tasksNav.en }, { nav: tasksNav.fr });

import { defineMessages } from '../../i18n';

/** The breadcrumb's text, the only one the app's entry carries (messages.ts holds the screen's). */
export const helpNav = { en: { section: 'Help' }, fr: { section: 'Aide' } } as const;

export const helpNavMessages = defineMessages({ nav: helpNav.en }, { nav: helpNav.fr });

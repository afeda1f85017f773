import { defineMessages } from '../../../i18n';

/**
 * The top bar's search button (loaded with it, after the shell; the palette's own texts are in
 * ./messages.ts and load with it).
 */
export const launcherMessages = defineMessages(
  { button: 'Search…', shortcutMac: '⌘K', shortcutOther: 'Ctrl K' },
  { button: 'Rechercher…', shortcutMac: '⌘K', shortcutOther: 'Ctrl K' },
);

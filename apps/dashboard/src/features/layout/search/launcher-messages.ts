import { defineMessages } from '../../../i18n';

/**
 * The top bar's search button (the shell's only search texts; the palette's own are in
 * ./messages.ts and load with it).
 */
export const launcherMessages = defineMessages(
  { button: 'Search…', shortcutMac: '⌘K', shortcutOther: 'Ctrl K' },
  { button: 'Rechercher…', shortcutMac: '⌘K', shortcutOther: 'Ctrl K' },
);

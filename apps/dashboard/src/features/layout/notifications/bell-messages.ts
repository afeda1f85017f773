import { defineMessages } from '../../../i18n';

/** The bell's name in the top bar (the shell's only bell text; the panel's are in ./messages.ts). */
export const bellMessages = defineMessages(
  {
    bell: '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  },
  {
    bell: '{count, plural, =0 {Notifications} one {Notifications, # non lue} other {Notifications, # non lues}}',
  },
);

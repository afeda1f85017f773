import { defineModule } from '../../lib/module';
import { helpNavMessages } from './nav-messages';

/**
 * Help (spec §2 /dashboard/help; spec §6: the HELP area is the user role's only — every other
 * role is sent to the permission-denied screen, as the route guard does for any area). The menu's
 * Help entry shows to the same roles.
 */
export const helpModule = defineModule({
  id: 'help',
  messages: helpNavMessages,
  routes: [
    {
      screen: 'help',
      permission: 'HELP',
      load: () => import('./routes').then((m) => m.HelpRoute),
      crumb: (m) => m.nav.section,
    },
  ],
  nav: { help: (m) => m.nav.section },
});

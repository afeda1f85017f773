import { coreMessages } from '../../i18n/bundle';
import { defineModule } from '../../lib/module';

export const settingsModule = defineModule({
  id: 'settings',
  messages: coreMessages,
  routes: [
    {
      screen: 'settings',
      // The Settings menu entry uses the enquiries permission (spec §2).
      permission: 'ENQUIRIES',
      load: () => import('./routes').then((m) => m.SettingsRoute),
      crumb: (m) => m.layout.menu.settings,
    },
  ],
  nav: { settings: (m) => m.layout.menu.settings },
});

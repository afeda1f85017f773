import { defineModule } from '../../lib/module';
import { tasksListKeyAt } from './api/list-key';
import { tasksNavMessages } from './nav-messages';

/** Tasks (spec §2 `tasks`, admin-only: the administration permission of spec §6). */
export const tasksModule = defineModule({
  id: 'tasks',
  messages: tasksNavMessages,
  routes: [
    {
      screen: 'tasks',
      permission: 'ADMINISTRATION',
      load: () => import('./routes').then((m) => m.TasksRoute),
      prefetch: ({ search }) => [tasksListKeyAt(search)],
      crumb: (m) => m.nav.section,
    },
  ],
  nav: { tasks: (m) => m.nav.section },
});

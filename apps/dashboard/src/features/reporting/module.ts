import { defineModule } from '../../lib/module';
import { reportingNavMessages } from './nav-messages';

/** Reporting (spec §2 `reporting`; REPORTING of spec §6: every role but admin). */
export const reportingModule = defineModule({
  id: 'reporting',
  messages: reportingNavMessages,
  routes: [
    {
      screen: 'reporting',
      permission: 'REPORTING',
      load: () => import('./screens/ReportingScreen').then((m) => m.ReportingScreen),
      crumb: (m) => m.layout.segments.reporting,
    },
  ],
  nav: { reporting: (m) => m.layout.menu.reporting },
});

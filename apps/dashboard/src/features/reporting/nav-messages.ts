import { coreMessages } from '../../i18n/bundle';

/**
 * The sidebar and breadcrumb texts, the only ones the app's entry carries. Reporting's words are
 * the app's shared ones (layout.menu for the sidebar, layout.segments for the trail: English in
 * the entry already, French loaded with the other shared texts), so the descriptor adds no texts
 * of its own to the entry; the screen's texts (messages.ts) load with the screen.
 */
export const reportingNavMessages = coreMessages;

import { addDays, screenHref } from '@staydesk/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { HomeContext, HomeCounter, ServerModule } from '../kit.js';
import { enquiryAttention } from './attention.js';
import { dueCondition, receivedFromCondition, tabCondition } from './repository.js';
import { enquiryRoutes } from './routes.js';
import { seedEnquiries } from './seed.js';
import { enquiries } from './table.js';

/**
 * Enquiries: `/api/v1/enquiries` (the list with the tabs of spec §6, the record and
 * its workflow actions, the activity), the convert of a public property request, the tables of
 * ./migrations and the demo enquiries, and its home cards (below).
 */
export const enquiriesModule: ServerModule = {
  name: 'enquiries',
  routes: enquiryRoutes,
  attention: enquiryAttention,
  seed: seedEnquiries,
  homeCounters: enquiryHomeCounters(),
};

/**
 * The home cards: the caller's enquiries to answer by the end of today (the overdue ones named),
 * those waiting for an assignee (who may assign) and for approval (who approves); and the figures
 * of open enquiries past their respond-by time and of enquiries received in the last 7 days (with
 * the 7 days before), both on the overview tab. Each counts with its list's own conditions.
 */
function enquiryHomeCounters(): HomeCounter[] {
  const count = (where: SQL) => sql`select count(*)::int from ${enquiries} where ${where}`;
  const list = (query: Record<string, string>) => screenHref('enquiriesList', query);
  const weekAgo = ({ today }: HomeContext) => addDays(today.day, -6);
  return [
    {
      key: 'enquiriesMineDue',
      label: 'Your enquiries to answer by the end of today',
      section: 'queue',
      rank: 10,
      permission: 'ENQUIRY_TAB_YOUR_ENQUIRIES',
      severity: { warning: 1 },
      count: ({ today, userId }) =>
        count(sql`${tabCondition('yourEnquiries', userId)} and ${dueCondition('today', today)}`),
      href: () => list({ tab: 'yourEnquiries', due: 'today' }),
      reasons: [
        {
          key: 'overdue',
          label: 'Past their respond-by time',
          count: ({ today, userId }) =>
            count(
              sql`${tabCondition('yourEnquiries', userId)} and ${dueCondition('overdue', today)}`,
            ),
        },
      ],
    },
    {
      key: 'enquiriesAwaitingApproval',
      label: 'Enquiries with offers waiting for approval',
      section: 'queue',
      rank: 20,
      permission: 'ENQUIRY_TAB_AWAITING_APPROVAL',
      severity: { warning: 1 },
      count: ({ userId }) => count(tabCondition('awaitingApproval', userId)),
      href: () => list({ tab: 'awaitingApproval' }),
    },
    {
      key: 'enquiriesNotAssigned',
      label: 'Enquiries waiting for an assignee',
      section: 'queue',
      rank: 30,
      permission: 'ENQUIRY_TAB_NOT_ASSIGNED',
      severity: { warning: 1 },
      count: ({ userId }) => count(tabCondition('notAssigned', userId)),
      href: () => list({ tab: 'notAssigned' }),
    },
    {
      key: 'enquiriesOverdue',
      label: 'Open enquiries past their respond-by time',
      section: 'kpi',
      rank: 10,
      permission: 'ENQUIRY_TAB_OVERVIEW',
      severity: { warning: 1, critical: 10 },
      count: ({ today, userId }) =>
        count(sql`${tabCondition('overview', userId)} and ${dueCondition('overdue', today)}`),
      href: () => list({ tab: 'overview', due: 'overdue' }),
    },
    {
      key: 'enquiriesReceived',
      label: 'Enquiries received in the last 7 days',
      section: 'kpi',
      rank: 20,
      permission: 'ENQUIRY_TAB_OVERVIEW',
      count: (context) =>
        count(
          sql`${tabCondition('overview', context.userId)} and ${receivedFromCondition(weekAgo(context), context.today)}`,
        ),
      href: (context) => list({ tab: 'overview', receivedFrom: weekAgo(context) }),
      previous: {
        days: 7,
        count: (context) =>
          count(sql`${tabCondition('overview', context.userId)}
            and ${receivedFromCondition(addDays(weekAgo(context), -7), context.today)}
            and not (${receivedFromCondition(weekAgo(context), context.today)})`),
      },
    },
  ];
}

import { screenHref } from '@staydesk/domain';
import type { ServerModule } from '../kit.js';
import { enquiryAttention } from './attention.js';
import { enquiryRoutes } from './routes.js';
import { seedEnquiries } from './seed.js';

/**
 * Enquiries: `/api/v1/enquiries` (the list with the tabs of spec §6, the record and
 * its workflow actions, the activity), the convert of a public property request, the tables of
 * ./migrations and the demo enquiries. On the home page: enquiries nobody is assigned to yet, those
 * awaiting approval (masteradmin and above) and open ones past their respond-by time.
 */
export const enquiriesModule: ServerModule = {
  name: 'enquiries',
  routes: enquiryRoutes,
  attention: enquiryAttention,
  seed: seedEnquiries,
  homeCounters: [
    {
      key: 'enquiriesNotAssigned',
      label: 'Enquiries waiting for an assignee',
      href: screenHref('enquiriesList', { tab: 'notAssigned' }),
      tone: 'attention',
      permission: 'ENQUIRY_TAB_NOT_ASSIGNED',
      sql: `select count(*)::int as count from enquiries where deleted = false and status = 'notAssigned'`,
    },
    {
      key: 'enquiriesAwaitingApproval',
      label: 'Enquiries awaiting approval',
      href: screenHref('enquiriesList', { tab: 'awaitingApproval' }),
      tone: 'attention',
      permission: 'ENQUIRY_TAB_AWAITING_APPROVAL',
      sql: `select count(*)::int as count from enquiries where deleted = false and status = 'awaitingApproval'`,
    },
    {
      // Open enquiries past their respond-by time; the expression is the one the status list
      // indexes hold, so the count reads them.
      key: 'enquiriesOverdue',
      label: 'Open enquiries past their respond-by time',
      href: screenHref('enquiriesList', { sort: 'respondBy' }),
      tone: 'attention',
      permission: 'ENQUIRIES',
      sql: `select count(*)::int as count from enquiries
             where deleted = false
               and status in ('notAssigned', 'assigned', 'pending', 'awaitingApproval', 'approved', 'awaitingResponse', 'offeredOut')
               and coalesce(respond_by, 'infinity'::timestamptz) < $1::timestamptz`,
      params: (now) => [now],
    },
  ],
};

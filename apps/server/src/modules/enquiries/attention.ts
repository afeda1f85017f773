import { screenHref } from '@staydesk/domain';
import type { AttentionItem, AttentionProvider } from '../kit.js';

/** The statuses in which an assigned enquiry still needs its assignee. */
const OPEN = [
  'assigned',
  'pending',
  'approved',
  'awaitingApproval',
  'awaitingResponse',
  'offeredOut',
];

const iso = (value: Date | string) => new Date(value).toISOString();
const stamp = (value: Date | string) => new Date(value).getTime().toString(36);

/**
 * The bell's enquiry items (modules/kit.ts `attention`): the open enquiries assigned to the
 * signed-in user (new again when re-assigned: the id carries the assignment's time), and for the
 * roles that decide approvals (AWAITING_APPROVAL, masteradmin and above) the offer lines waiting
 * for one (new again at each request).
 */
export const enquiryAttention: readonly AttentionProvider[] = [
  {
    key: 'enquiryAssigned',
    permission: 'ENQUIRIES',
    load: async ({ db, user }) => {
      const result = await db.query<{
        id: string;
        subject: string;
        assigned_at: Date;
        respond_by: Date | null;
      }>(
        `select e.id, e.reference || coalesce(' · ' || nullif(c.name, ''), '') as subject,
                coalesce((select max(ev.at) from enquiry_events ev
                           where ev.enquiry_id = e.id and ev.kind = 'assigned'), e.received_at) as assigned_at,
                e.respond_by
           from enquiries e
           left join companies c on c.id = e.company_id
          where e.assignee_id = $1 and e.deleted = false and e.status = any($2::text[])
          order by e.received_at desc, e.id
          limit 50`,
        [user.id, OPEN],
      );
      return result.rows.map(
        (row): AttentionItem => ({
          id: `enquiryAssigned:${row.id}:${stamp(row.assigned_at)}`,
          kind: 'enquiryAssigned',
          title: 'Enquiry assigned to you',
          subject: row.subject,
          href: screenHref('enquiryDetail', { enquiryId: row.id }),
          tone: 'info',
          createdAt: iso(row.assigned_at),
          dueAt: row.respond_by ? iso(row.respond_by) : null,
        }),
      );
    },
  },
  {
    key: 'offerApproval',
    permission: 'ENQUIRY_TAB_AWAITING_APPROVAL',
    load: async ({ db }) => {
      const result = await db.query<{
        id: string;
        enquiry_id: string;
        subject: string;
        requested_at: Date;
        respond_by: Date | null;
      }>(
        `select o.id, o.enquiry_id, e.reference || coalesce(' · ' || nullif(p.title, ''), '') as subject,
                o.approval_requested_at as requested_at, e.respond_by
           from enquiry_offers o
           join enquiries e on e.id = o.enquiry_id and e.deleted = false
           left join properties p on p.id = o.property_id
          where o.approval_requested_at is not null and o.deleted = false
          order by o.approval_requested_at desc, o.id
          limit 50`,
      );
      return result.rows.map(
        (row): AttentionItem => ({
          id: `offerApproval:${row.id}:${stamp(row.requested_at)}`,
          kind: 'offerApproval',
          title: 'Offer line waiting for your approval',
          subject: row.subject,
          href: screenHref('enquiryDetail', { enquiryId: row.enquiry_id }),
          tone: 'attention',
          createdAt: iso(row.requested_at),
          dueAt: row.respond_by ? iso(row.respond_by) : null,
        }),
      );
    },
  },
];

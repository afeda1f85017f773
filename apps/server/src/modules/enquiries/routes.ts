import {
  type EnquiryListQuery,
  enquiryActivitySchema,
  enquiryAssigneesSchema,
  enquiryAssignSchema,
  enquiryCreateSchema,
  enquiryDuplicatesQuerySchema,
  enquiryDuplicatesSchema,
  enquiryListQuerySchema,
  enquiryListSchema,
  enquiryNoteSchema,
  enquiryResetSchema,
  enquiryStatusChangeSchema,
  enquiryUpdateSchema,
  enquiryViewSchema,
  messageResponseSchema,
  propertyRequestConvertSchema,
  versionSchema,
  workflowStatusCode,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { Orm } from '../../db/database.js';
import { assertReadable, readableView } from '../../db/deleted.js';
import type { AppDeps, AuthUser } from '../../http/context.js';
import { type ExportCaller, listExportRoute } from '../../http/list-export.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { success } from '../../lib/errors.js';
import { recordActions, versionBody } from '../record-actions.js';
import { todayOf } from '../settings/today.js';
import { offerRoutes } from './offers-routes.js';
import {
  enquiryListSource,
  findDuplicates,
  listActivity,
  listAssignees,
  listEnquiries,
} from './repository.js';
import { type EnquiryActor, enquiryService } from './service.js';

const BASE = '/api/v1/enquiries';
const ONE = `${BASE}/:enquiryId`;
const TAG = 'Enquiries';

const params = z.object({ enquiryId: z.uuid('Not a valid id') });
const versionQuery = z.object({ version: z.pipe(z.coerce.number(), versionSchema) });

/** Enquiries: the list with its tabs, the record and its workflow actions. */
export function enquiryRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock } = deps;
  const service = enquiryService(db);
  const access = needs('ENQUIRIES');
  const answer = mutationSchema(enquiryViewSchema);
  const context = (user: AuthUser): EnquiryActor => ({ actor: user, at: clock.now() });
  const actions = recordActions(deps, {
    base: BASE,
    idParam: 'enquiryId',
    tag: TAG,
    view: enquiryViewSchema,
    permission: 'ENQUIRIES',
  });

  return [
    ...offerRoutes(deps),
    // Paths without an id first: `/:enquiryId` would take them.
    route({
      method: 'get',
      path: `${BASE}/duplicates`,
      tag: TAG,
      summary: "Open enquiries of a company whose dates overlap (the create form's warning)",
      description:
        'Live enquiries of `companyId` in an open status (notAssigned to offeredOut) whose stay overlaps [checkIn, checkOut); without checkOut the stay is open-ended. `excludeId` leaves the enquiry being edited out. At most 20.',
      access,
      query: enquiryDuplicatesQuerySchema,
      response: enquiryDuplicatesSchema,
      handler: async ({ query }) => ({ data: await db.read((orm) => findDuplicates(orm, query)) }),
    }),
    route({
      method: 'get',
      path: `${BASE}/assignees`,
      tag: TAG,
      summary: 'Staff who can be assigned an enquiry (active, approved accounts), by name',
      access,
      response: enquiryAssigneesSchema,
      handler: async () => ({ data: await db.read((orm) => listAssignees(orm)) }),
    }),
    listExportRoute(deps, {
      path: BASE,
      tag: TAG,
      name: 'enquiries',
      access,
      query: enquiryListQuerySchema,
      columns: [
        { header: 'reference', value: (item) => item.reference },
        { header: 'clientReference', value: (item) => item.clientReference },
        { header: 'status', value: (item, f) => f.labels.workflowStatuses[item.status] },
        { header: 'statusCode', value: (item) => workflowStatusCode(item.status) },
        { header: 'company', value: (item) => item.company?.name ?? item.agent?.name ?? null },
        { header: 'guests', value: (item) => item.guests.map((guest) => guest.name).join(', ') },
        { header: 'checkIn', value: (item) => item.checkIn },
        { header: 'checkOut', value: (item) => item.checkOut },
        { header: 'location', value: (item) => item.location },
        { header: 'priority', value: (item, f) => f.labels.priorities[item.priority] },
        { header: 'assignee', value: (item) => item.assignee?.fullName ?? null },
        { header: 'respondBy', value: (item, f) => f.dateTime(item.respondBy) },
        { header: 'receivedAt', value: (item, f) => f.dateTime(item.receivedAt) },
      ],
      spec: (orm: Orm, query: EnquiryListQuery, caller: ExportCaller) =>
        enquiryListSource(orm, query, caller.user, caller.today),
    }),
    route({
      method: 'get',
      path: BASE,
      tag: TAG,
      summary: 'List enquiries, 29 a page, with the count of each tab the caller may see',
      description:
        '`tab` is one of the tabs of spec §6 the role may see (absent: its first; another: 403). overview = every live enquiry; notAssigned, assigned, pending, awaitingApproval, approved, awaitingResponse, offeredOut = that status; cancelled = cancelled or notPossible; archived; yourEnquiries = assigned to the caller; deleted = the deleted ones. `search` matches reference, company name, guest names and client reference; filters: status, assigneeId, companyId, agentId, guestId (enquiries with that guest), checkInFrom/checkInTo (check-in day, inclusive), priority, due (overdue: open enquiries past their respond-by time; today: past it by the end of today in the configured time zone), receivedFrom (received on that day or later); `sort` receivedAt (default -receivedAt), respondBy (unset counts as latest), checkIn, reference, priority, updatedAt, prefixed with - for descending.',
      access,
      query: enquiryListQuerySchema,
      response: enquiryListSchema,
      handler: async ({ query, user }) => {
        // "Today" (a settings read) only for the filters that need it.
        const today = query.due || query.receivedFrom ? await todayOf(db, clock) : undefined;
        return db.read((orm) => listEnquiries(orm, query, user, today));
      },
    }),
    route({
      method: 'post',
      path: BASE,
      tag: TAG,
      summary: 'Create an enquiry (Not Assigned, reference ENQ-10001… from a sequence)',
      access,
      body: { type: 'json', schema: enquiryCreateSchema },
      response: answer,
      status: 201,
      handler: async ({ body, user }) => {
        const data = await service.create(body, context(user));
        return { ...success('enquiryCreated', { reference: data.reference }), data };
      },
    }),
    route({
      method: 'get',
      path: ONE,
      tag: TAG,
      summary: 'One enquiry, with the statuses the caller may move it to',
      description:
        'A deleted enquiry only for the roles that see the Deleted tab (ENQUIRY_TAB_DELETED); 404 for anyone else, as on its activity, lines and quotes.',
      access,
      params,
      response: z.object({ data: enquiryViewSchema }),
      handler: async ({ params, user }) => ({
        data: readableView(await service.get(params.enquiryId, user.role), 'enquiry', user.role),
      }),
    }),
    actions.versioned({
      method: 'patch',
      summary: 'Change an enquiry (changed fields and the version read; 409 when stale)',
      description:
        'Status, assignee, notes by their own actions. A deleted enquiry is 404 until restored.',
      body: enquiryUpdateSchema,
      message: success('recordUpdated', { record: 'enquiry' }),
      run: ({ id, body, user }) => service.update(id, body, context(user)),
    }),
    actions.versioned({
      action: 'status',
      summary: 'Move an enquiry along the transition table (422 for any other move)',
      description:
        'The transition table of docs/enquiries.md. booked is reached only by accepting an offer line; assigned and notAssigned by assigning or removing the assignee (or a reset). Approving or refusing an approval (awaitingApproval → approved | pending) needs masteradmin or system_admin (403). cancelled and notPossible need a reason, kept as the lost reason. A refused move changes nothing.',
      body: enquiryStatusChangeSchema,
      message: (data) =>
        success('enquiryStatusChanged', { reference: data.reference, status: data.status }),
      run: ({ id, body, user }) => service.changeStatus(id, body, context(user)),
    }),
    actions.versioned({
      action: 'assign',
      summary: 'Assign a staff member (assigneeId) or remove the assignee (null, DELETE_ASSIGNEE)',
      description:
        'Assigning a Not Assigned enquiry moves it to Assigned; removing the assignee of an Assigned enquiry moves it back to Not Assigned.',
      permission: 'ASSIGN_ENQUIRY',
      body: enquiryAssignSchema,
      message: (data) =>
        data.assignee
          ? success('enquiryAssigned', { name: data.assignee.fullName })
          : success('assigneeRemoved'),
      run: ({ id, body, user }) => service.assign(id, body, context(user)),
    }),
    actions.versioned({
      action: 'reset',
      summary: 'Reset an enquiry to Not Assigned (assignee cleared, open offer lines Unsuitable)',
      permission: 'ASSIGN_ENQUIRY',
      body: enquiryResetSchema,
      message: success('enquiryReset'),
      run: ({ id, body, user }) => service.reset(id, body.version, context(user)),
    }),
    actions.versioned({
      method: 'put',
      action: 'note',
      summary: "Save the enquiry's notes (the 'edit note' modal)",
      body: enquiryNoteSchema,
      message: success('noteSaved'),
      run: ({ id, body, user }) => service.saveNote(id, body.notes, body.version, context(user)),
    }),
    route({
      method: 'get',
      path: `${ONE}/activity`,
      tag: TAG,
      summary:
        'The activity of an enquiry: every change, who and when, before and after; newest first',
      access,
      params,
      response: enquiryActivitySchema,
      handler: async ({ params, user }) => {
        await assertReadable(db, 'enquiry', params.enquiryId, user.role);
        const data = await db.read((orm) => listActivity(orm, params.enquiryId));
        return { data };
      },
    }),
    actions.remove({
      summary: 'Move an enquiry to the Deleted tab (`?version=`; 409 when stale)',
      permission: 'DELETE_ENQUIRY',
      message: success('recordDeleted', { record: 'enquiry' }),
      run: ({ id, body, user }) => service.remove(id, body.version, context(user)),
    }),
    actions.versioned({
      action: 'restore',
      summary: 'Bring a deleted enquiry back (`{ version }`; 409 when stale)',
      permission: 'DELETE_ENQUIRY',
      body: versionBody,
      message: success('recordRestored', { record: 'enquiry' }),
      run: ({ id, body, user }) => service.restore(id, body.version, context(user)),
    }),
    route({
      method: 'delete',
      path: `${ONE}/permanent`,
      tag: TAG,
      summary: 'Delete a deleted enquiry for good (`?version=`; only from the Deleted tab)',
      description:
        'Only an enquiry already in the Deleted tab (422 otherwise), and not one that became a booking (422). Its activity goes with it; the audit trail keeps its last state.',
      access: needs('DELETE_ENQUIRY_PERMANENTLY'),
      params,
      query: versionQuery,
      response: messageResponseSchema,
      handler: async ({ params, query, user }) => {
        const { reference } = await service.purge(params.enquiryId, query.version, context(user));
        return success('enquiryDeletedPermanently', { reference });
      },
    }),
    route({
      method: 'post',
      path: '/api/v1/property-requests/:requestId/convert',
      tag: TAG,
      summary: 'Convert a public property request into an enquiry in one step',
      description:
        "The request's person becomes the booker, its place the location (10 miles), its dates, guests, bedrooms, pets, parking, budget and notes are kept; source publicForm. `companyId`, `agentId` and `priority` may be added. The request is marked converted with the enquiry's id (409 when its version is stale, 422 when it was already converted or closed).",
      access,
      params: z.object({ requestId: z.uuid('Not a valid id') }),
      body: { type: 'json', schema: propertyRequestConvertSchema },
      response: answer,
      status: 201,
      handler: async ({ params, body, user }) => {
        const data = await service.convertRequest(params.requestId, body, context(user));
        return { ...success('requestConverted', { reference: data.reference }), data };
      },
    }),
  ];
}

import {
  trackerApplySchema,
  trackerBulkDoneResultSchema,
  trackerBulkDoneSchema,
  trackerEntryCreateSchema,
  trackerEntryFor,
  trackerEntrySchema,
  trackerEntryUpdateSchema,
  trackerListQuerySchema,
  trackerListSchema,
  trackerSubjectKindSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { success } from '../../lib/errors.js';
import { todayOf } from '../settings/today.js';
import { listTracker } from './repository.js';
import { trackerService } from './service.js';
import { trackerSyncOf } from './sync.js';

const BASE = '/api/v1/tracker';
const ONE = `${BASE}/:entryId`;
const TAG = 'Tracker';

/** The tracker: list with the automatic entries kept current, create, edit, bulk done, apply. */
export function trackerRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock } = deps;
  const service = trackerService(db, clock);
  const sync = trackerSyncOf(db, clock);
  const access = needs('TRACKER');
  const params = z.object({ entryId: z.uuid('Not a valid id') });
  const answer = mutationSchema(trackerEntrySchema);
  const context = (user: { id: string }) => ({ actor: user, at: clock.now() });
  const subjectsQuery = z.object({
    kind: z._default(trackerSubjectKindSchema, 'booking'),
    search: z.optional(z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters'))),
  });
  const subjectsAnswer = z.object({
    data: z.array(z.object({ id: z.uuid(), label: z.string(), detail: z.string() })),
  });

  return [
    route({
      method: 'get',
      path: BASE,
      tag: TAG,
      summary: 'List tracker entries, 29 a page, with the count of each tab',
      description:
        "Before reading, the automatic entries are brought up to date — at once after a write to what they are made from (bookings, invoices, properties, settings: a watermark read from the database), else at most once every 10 s of the server's clock: arrivals within 48 h without the landlord's confirmation, extension decisions due within 3 days of check-out, available properties whose availability is older than the stock settings' freshness days, invoices past their due date — each once per record and occasion, closed (done) when the condition ends. `tab`: active (open or waiting, default), open, waiting, done, dropped, all. `search` matches summary, linked record and outcome; `kind`; `dueOn` (a day in the configured time zone); `mine=true` (assigned to or made by the caller); `assigneeId` (assigned to that person); `subjectKind` and `subjectId`; `sort` dueAt (default, none last), createdAt, updatedAt or kind, prefixed with - for descending. The nightly rates before and after (the landlord's cost history) only for COST_AUDIT_TRAIL holders, as on every tracker answer: null otherwise, with `costsHidden` true.",
      access,
      query: trackerListQuerySchema,
      response: trackerListSchema,
      handler: async ({ query, user }) => {
        await sync.run();
        const { timeZone } = await todayOf(db, clock);
        const page = await db.read((orm) => listTracker(orm, query, user.id, timeZone));
        return { ...page, items: page.items.map((entry) => trackerEntryFor(entry, user.role)) };
      },
    }),
    route({
      method: 'post',
      path: BASE,
      tag: TAG,
      summary: 'Log an entry by hand (assigned to the caller unless `assigneeId` says otherwise)',
      description:
        "The linked record must exist and be live (400 naming `subject.id`). A price or availability check of a property without `before` values starts from the property's nightly rate. Without COST_AUDIT_TRAIL no nightly rate is taken (and none shown).",
      access,
      body: { type: 'json', schema: trackerEntryCreateSchema },
      response: answer,
      status: 201,
      handler: async ({ body, user }) => ({
        ...success('trackerEntryCreated'),
        data: trackerEntryFor(await service.create(body, context(user), user.role), user.role),
      }),
    }),
    route({
      method: 'post',
      path: `${BASE}/bulk-done`,
      tag: TAG,
      summary:
        'Mark entries done together (each with the version read; one stale refuses all, 409)',
      access,
      body: { type: 'json', schema: trackerBulkDoneSchema },
      response: mutationSchema(trackerBulkDoneResultSchema),
      handler: async ({ body, user }) => {
        const done = await service.bulkDone(body, context(user));
        return {
          ...success('trackerEntriesDone', { count: done }),
          data: { done },
        };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/subjects`,
      tag: TAG,
      summary: 'The records an entry can be linked to: live ones of a kind matching `search`',
      description:
        '`kind` booking (the default: reference, purchase order, company, property or guest), property (title or city), landlord (name or company), invoice (issued: number or bill-to) or enquiry (reference, company, guests, client reference); 20 at most, with a second line to tell them apart (the stay, the city, the company, the bill-to, the booker).',
      access,
      query: subjectsQuery,
      response: subjectsAnswer,
      handler: async ({ query }) => ({ data: await service.subjects(query.kind, query.search) }),
    }),
    route({
      method: 'get',
      path: ONE,
      tag: TAG,
      summary: 'One tracker entry',
      access,
      params,
      response: z.object({ data: trackerEntrySchema }),
      handler: async ({ params, user }) => ({
        data: trackerEntryFor(await service.get(params.entryId), user.role),
      }),
    }),
    route({
      method: 'patch',
      path: ONE,
      tag: TAG,
      summary:
        'Change an entry: status, outcome, next action, values… (version read; 409 when stale)',
      description:
        "A change of status or outcome records who logged it and when. An automatic entry's kind and record are the system's (400). Without COST_AUDIT_TRAIL the stored nightly rates are kept whatever is sent.",
      access,
      params,
      body: { type: 'json', schema: trackerEntryUpdateSchema },
      response: answer,
      handler: async ({ params, body, user }) => ({
        ...success('trackerEntryUpdated'),
        data: trackerEntryFor(
          await service.update(params.entryId, body, context(user), user.role),
          user.role,
        ),
      }),
    }),
    route({
      method: 'post',
      path: `${ONE}/confirm-arrival`,
      tag: TAG,
      summary: "Record the landlord's confirmation of the entry's booking and close the entry",
      description:
        "For a check-in confirmation linked to a booking, still open or waiting (400 otherwise; 409 when closed or stale). In one transaction: the booking's landlord confirmation (who and when, as `POST /api/v1/bookings/{id}/landlord-confirmation`; kept if already recorded; 422 unless booked) and the entry done, logged by the caller.",
      access,
      params,
      body: { type: 'json', schema: trackerApplySchema },
      response: answer,
      handler: async ({ params, body, user }) => ({
        ...success('landlordConfirmationRecorded'),
        data: trackerEntryFor(
          await service.confirmArrival(params.entryId, body.version, context(user)),
          user.role,
        ),
      }),
    }),
    route({
      method: 'post',
      path: `${ONE}/apply`,
      tag: TAG,
      summary: "Apply the entry's after values to its property (supply and nightly rate)",
      description:
        "Through the properties module's supply update, in one transaction with the entry: the nightly rate (effective today, in the property's currency), the availability confirmed with the landlord, and the nights given as available or blocked (409 when they overlap a range). The entry becomes done and applied.",
      access,
      params,
      body: { type: 'json', schema: trackerApplySchema },
      response: answer,
      handler: async ({ params, body, user }) => ({
        ...success('appliedToProperty'),
        data: trackerEntryFor(
          await service.apply(params.entryId, body.version, context(user)),
          user.role,
        ),
      }),
    }),
  ];
}

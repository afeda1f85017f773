import {
  apiMessage,
  can,
  canResetEnquiry,
  checkEnquiryStatusChange,
  type EnquiryAssign,
  type EnquiryCreate,
  type EnquiryStatusChange,
  type EnquiryUpdate,
  type EnquiryView,
  isStayWithin,
  nightsOf,
  type PropertyRequestConvert,
  type Role,
  workflowStatusLabel,
} from '@staydesk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import {
  badReferences,
  createRecord,
  deleteRecordPermanently,
  restoreRecord,
  softDeleteRecord,
  updateRecord,
  type WriteContext,
} from '../../db/records.js';
import { checkCompanyReferences, companyDefaultBilling } from '../../db/references.js';
import { billingCompanies, users } from '../../db/schema.js';
import type { AuthUser } from '../../http/context.js';
import {
  type Coded,
  forbidden,
  invalid,
  notFound,
  refusal,
  staleVersion,
} from '../../lib/errors.js';
import { agents } from '../agents/table.js';
import { clients } from '../clients/table.js';
import { assertStayAllowed, readSettings } from '../settings/settings.js';
import { closeOpenOffers } from './offers-service.js';
import {
  type EnquiryRow,
  type EnquiryValues,
  enquiryKind,
  enquiryValues,
  findEnquiryView,
  searchTextOf,
  writeEnquiryEvent,
} from './repository.js';
import { enquiries } from './table.js';

/** Who acts: the kit's write context plus the role the workflow asks about. */
export interface EnquiryActor extends WriteContext {
  actor: Pick<AuthUser, 'id' | 'role'>;
}

/** A 422: the request is well formed but the workflow refuses it; nothing is changed. */
export const refused = (coded: Coded) => refusal(422, coded);

/** Columns the activity leaves out: copies kept for lists and search. */
const DERIVED = new Set(['searchText', 'locationCity', 'locationLng', 'locationLat']);

function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** The changed columns of a write, before and after (the activity's two sides). */
function changedFields(
  before: EnquiryRow,
  after: EnquiryRow,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof EnquiryRow)[]) {
    if (DERIVED.has(key) || key === 'version' || key === 'updatedAt') continue;
    const a = plain(before[key]);
    const b = plain(after[key]);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    from[key] = a ?? null;
    to[key] = b ?? null;
  }
  return { before: from, after: to };
}

/** Checks what an enquiry points at, in the write's transaction: a 400 naming each bad field. */
async function checkReferences(
  tx: Transaction,
  input: Partial<
    Pick<EnquiryCreate, 'companyId' | 'subcompanyId' | 'billingCompanyId' | 'agentId' | 'guestIds'>
  >,
): Promise<void> {
  await checkCompanyReferences(tx, {
    companyId: input.companyId,
    subcompanyId: input.subcompanyId,
  });
  const bad: Record<string, string | Coded> = {};
  if (input.billingCompanyId) {
    const [found] = await tx.orm
      .select({ id: billingCompanies.id })
      .from(billingCompanies)
      .where(
        and(eq(billingCompanies.id, input.billingCompanyId), eq(billingCompanies.deleted, false)),
      );
    if (!found) bad.billingCompanyId = apiMessage('noSuch', { what: 'billingCompany' });
  }
  if (input.agentId) {
    const [found] = await tx.orm
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, input.agentId), eq(agents.deleted, false)));
    if (!found) bad.agentId = apiMessage('noSuch', { what: 'agent' });
  }
  if (input.guestIds && input.guestIds.length > 0) {
    const found = await tx.orm
      .select({ id: clients.id })
      .from(clients)
      .where(and(inArray(clients.id, input.guestIds), eq(clients.deleted, false)));
    if (found.length !== new Set(input.guestIds).size)
      bad.guestIds = apiMessage('noSuch', { what: 'guest' });
  }
  const error = badReferences(bad);
  if (error) throw error;
}

/** The view of an enquiry read inside the write's transaction, so the answer shows what was saved. */
async function viewIn(tx: Transaction, id: string, role: Role): Promise<EnquiryView> {
  const view = await findEnquiryView(tx.orm, id, role);
  if (!view) throw notFound('Enquiry');
  return view;
}

async function refreshSearchText(tx: Transaction, row: EnquiryRow): Promise<void> {
  const text = await searchTextOf(tx, row);
  if (text !== row.searchText) {
    await tx.orm.update(enquiries).set({ searchText: text }).where(eq(enquiries.id, row.id));
  }
}

/** Creates an enquiry (notAssigned, no assignee) with its first activity entry, in `tx`. */
export async function insertEnquiry(
  tx: Transaction,
  input: EnquiryCreate,
  context: WriteContext,
  extra: Partial<EnquiryValues> = {},
  summary = 'Enquiry created',
): Promise<EnquiryRow> {
  await checkReferences(tx, input);
  const billingCompanyId =
    input.billingCompanyId ?? (await companyDefaultBilling(tx, input.companyId));
  const values = {
    ...(enquiryValues({ ...input, billingCompanyId }) as EnquiryValues),
    ...extra,
  };
  const row = await createRecord(tx, enquiryKind, values, context);
  await refreshSearchText(tx, row);
  await writeEnquiryEvent(tx, {
    enquiryId: row.id,
    actorId: context.actor.id,
    at: context.at,
    kind: extra.propertyRequestId ? 'converted' : 'created',
    summary,
    after: { reference: row.reference, status: row.status, source: row.source },
  });
  return row;
}

export function enquiryService(db: Database) {
  /** The versioned write on a live enquiry, its activity entry, and the fresh view: one transaction. */
  const write = (
    id: string,
    version: number,
    context: EnquiryActor,
    changes: (
      before: EnquiryRow,
      tx: Transaction,
    ) => Promise<Partial<EnquiryValues>> | Partial<EnquiryValues>,
    activity: (
      before: EnquiryRow,
      after: EnquiryRow,
    ) => {
      kind: Parameters<typeof writeEnquiryEvent>[1]['kind'];
      summary: string;
    },
    action = 'update',
  ) =>
    db.transaction(async (tx) => {
      let before: EnquiryRow | undefined;
      const after = await updateRecord(
        tx,
        enquiryKind,
        { id, version, live: true },
        async (locked) => {
          before = locked;
          return changes(locked, tx);
        },
        context,
        { action },
      );
      if (!before) throw notFound('Enquiry');
      const fields = changedFields(before, after);
      const entry = activity(before, after);
      await writeEnquiryEvent(tx, {
        enquiryId: id,
        actorId: context.actor.id,
        at: context.at,
        kind: entry.kind,
        summary: entry.summary,
        before: fields.before,
        after: fields.after,
      });
      return { view: await viewIn(tx, id, context.actor.role), tx, after };
    });

  return {
    async get(id: string, role: Role): Promise<EnquiryView> {
      const view = await db.read((orm) => findEnquiryView(orm, id, role));
      if (!view) throw notFound('Enquiry');
      return view;
    },

    create(input: EnquiryCreate, context: EnquiryActor): Promise<EnquiryView> {
      return db.transaction(async (tx) => {
        if (input.checkOut !== null) await assertStayAllowed(tx, input.checkIn, input.checkOut);
        const row = await insertEnquiry(tx, input, context);
        return viewIn(tx, row.id, context.actor.role);
      });
    },

    async update(id: string, input: EnquiryUpdate, context: EnquiryActor): Promise<EnquiryView> {
      const { version, ...changes } = input;
      const result = await db.transaction(async (tx) => {
        await checkReferences(tx, changes);
        const { maxStayNights } = await readSettings(tx);
        let before: EnquiryRow | undefined;
        const after = await updateRecord(
          tx,
          enquiryKind,
          { id, version, live: true },
          async (locked) => {
            before = locked;
            // A new company brings its default billing company, unless the edit names one.
            const billing =
              changes.companyId !== undefined &&
              changes.billingCompanyId === undefined &&
              changes.companyId !== locked.companyId
                ? { billingCompanyId: await companyDefaultBilling(tx, changes.companyId) }
                : {};
            const checkIn = changes.checkIn ?? locked.checkIn;
            const checkOut = changes.checkOut === undefined ? locked.checkOut : changes.checkOut;
            if (checkOut !== null && nightsOf(checkIn, checkOut) <= 0) {
              throw invalid({ checkOut: apiMessage('checkOutAfterCheckIn') });
            }
            if (checkOut !== null && !isStayWithin(checkIn, checkOut, maxStayNights))
              throw invalid({ checkOut: apiMessage('stayTooLong', { nights: maxStayNights }) });
            return enquiryValues({ ...changes, ...billing });
          },
          context,
        );
        if (!before) throw notFound('Enquiry');
        await refreshSearchText(tx, after);
        const fields = changedFields(before, after);
        const names = Object.keys(fields.after);
        await writeEnquiryEvent(tx, {
          enquiryId: id,
          actorId: context.actor.id,
          at: context.at,
          kind: 'updated',
          summary: names.length === 0 ? 'Saved without changes' : `Changed ${names.join(', ')}`,
          before: fields.before,
          after: fields.after,
        });
        return viewIn(tx, id, context.actor.role);
      });
      return result;
    },

    /** A move along the transition table; anything else is a 422 and nothing changes. */
    async changeStatus(
      id: string,
      input: EnquiryStatusChange,
      context: EnquiryActor,
    ): Promise<EnquiryView> {
      const { view } = await write(
        id,
        input.version,
        context,
        (before) => {
          const check = checkEnquiryStatusChange(before.status, input.status, context.actor.role);
          if (!check.ok) {
            if (check.reason === 'role') {
              throw refusal(403, apiMessage('enquiryApprovalRole'), { permissionDenied: true });
            }
            throw refusal(
              422,
              check.reason === 'actionOnly'
                ? apiMessage('enquiryActionOnly', { status: input.status })
                : apiMessage('enquiryMoveIllegal', { from: before.status, to: input.status }),
            );
          }
          const lost = input.status === 'cancelled' || input.status === 'notPossible';
          return {
            status: input.status,
            ...(lost ? { lostReason: input.reason ?? '' } : {}),
          };
        },
        (before, after) => ({
          kind: 'status',
          summary: `Status: ${workflowStatusLabel(before.status)} → ${workflowStatusLabel(after.status)}${
            after.lostReason && after.lostReason !== before.lostReason
              ? ` (${after.lostReason})`
              : ''
          }`,
        }),
        'status',
      );
      return view;
    },

    /**
     * Assigns a staff member (ASSIGN_ENQUIRY; notAssigned → assigned) or removes the assignee
     * (also DELETE_ASSIGNEE; assigned → notAssigned).
     */
    async assign(id: string, input: EnquiryAssign, context: EnquiryActor): Promise<EnquiryView> {
      if (input.assigneeId === null && !can(context.actor.role, 'DELETE_ASSIGNEE')) {
        throw forbidden();
      }
      let assigneeName = '';
      const { view } = await write(
        id,
        input.version,
        context,
        async (before, tx) => {
          if (input.assigneeId === null) {
            if (before.assigneeId === null) throw refused(apiMessage('enquiryNoAssignee'));
            return {
              assigneeId: null,
              ...(before.status === 'assigned' ? { status: 'notAssigned' as const } : {}),
            };
          }
          const [person] = await tx.orm
            .select({ fullName: users.fullName })
            .from(users)
            .where(
              and(
                eq(users.id, input.assigneeId),
                eq(users.deleted, false),
                eq(users.isActive, true),
                eq(users.approval, 'approved'),
              ),
            );
          if (!person) throw invalid({ assigneeId: apiMessage('noSuch', { what: 'staffMember' }) });
          assigneeName = person.fullName;
          return {
            assigneeId: input.assigneeId,
            ...(before.status === 'notAssigned' ? { status: 'assigned' as const } : {}),
          };
        },
        (before, after) => {
          const moved =
            before.status !== after.status
              ? `; status: ${workflowStatusLabel(before.status)} → ${workflowStatusLabel(after.status)}`
              : '';
          return after.assigneeId === null
            ? { kind: 'unassigned', summary: `Assignee removed${moved}` }
            : { kind: 'assigned', summary: `Assigned to ${assigneeName}${moved}` };
        },
        input.assigneeId === null ? 'unassign' : 'assign',
      );
      return view;
    },

    /**
     * Reset (the reset modal): back to notAssigned, the assignee and lost reason cleared, the open
     * offer lines closed as Unsuitable (rejected) — one transaction.
     */
    async reset(id: string, version: number, context: EnquiryActor): Promise<EnquiryView> {
      let closed = 0;
      const { view } = await write(
        id,
        version,
        context,
        async (before, tx) => {
          if (!canResetEnquiry(before.status)) {
            throw refused(apiMessage('enquiryResetRefused', { status: before.status }));
          }
          closed = await closeOpenOffers(tx, id, context, 'Enquiry reset');
          return { status: 'notAssigned', assigneeId: null, lostReason: null };
        },
        (before) => ({
          kind: 'reset',
          summary: `Reset from ${workflowStatusLabel(before.status)} to Not Assigned${
            closed > 0
              ? `; ${closed} open offer line${closed === 1 ? '' : 's'} closed as Unsuitable`
              : ''
          }`,
        }),
        'reset',
      );
      return view;
    },

    async saveNote(id: string, notes: string, version: number, context: EnquiryActor) {
      const { view } = await write(
        id,
        version,
        context,
        () => ({ notes }),
        () => ({ kind: 'note', summary: 'Note edited' }),
      );
      return view;
    },

    remove(id: string, version: number, context: EnquiryActor): Promise<EnquiryView> {
      return db.transaction(async (tx) => {
        const row = await softDeleteRecord(tx, enquiryKind, { id, version, live: true }, context);
        await writeEnquiryEvent(tx, {
          enquiryId: id,
          actorId: context.actor.id,
          at: context.at,
          kind: 'deleted',
          summary: 'Moved to Deleted',
          before: { deleted: false },
          after: { deleted: true },
        });
        return viewIn(tx, row.id, context.actor.role);
      });
    },

    restore(id: string, version: number, context: EnquiryActor): Promise<EnquiryView> {
      return db.transaction(async (tx) => {
        const locked = await enquiryKind.lock(tx, id);
        if (!locked) throw notFound('Enquiry');
        if (!locked.deleted) throw refused(apiMessage('enquiryNotDeleted'));
        const row = await restoreRecord(tx, enquiryKind, { id, version }, context);
        await writeEnquiryEvent(tx, {
          enquiryId: id,
          actorId: context.actor.id,
          at: context.at,
          kind: 'restored',
          summary: 'Restored from Deleted',
          before: { deleted: true },
          after: { deleted: false },
        });
        return viewIn(tx, row.id, context.actor.role);
      });
    },

    /** Removes a deleted (flagged) enquiry for good; one that became a booking stays. */
    purge(id: string, version: number, context: EnquiryActor): Promise<{ reference: string }> {
      return db.transaction(async (tx) => {
        const locked = await enquiryKind.lock(tx, id);
        if (!locked) throw notFound('Enquiry');
        if (locked.version !== version) throw staleVersion('Enquiry');
        if (!locked.deleted) {
          throw refused(apiMessage('enquiryPurgeNeedsDeleted'));
        }
        if (locked.bookingId !== null || (await hasBooking(tx, id))) {
          throw refused(apiMessage('enquiryBookedPurge'));
        }
        await tx.query('update property_requests set enquiry_id = null where enquiry_id = $1', [
          id,
        ]);
        const row = await deleteRecordPermanently(tx, enquiryKind, { id, version }, context);
        return { reference: row.reference };
      });
    },

    /**
     * A stored public property request becomes an enquiry (source publicForm) in one step,
     * keeping its data; the request is marked converted with the enquiry's id.
     */
    convertRequest(
      requestId: string,
      input: PropertyRequestConvert,
      context: EnquiryActor,
    ): Promise<EnquiryView> {
      return db.transaction(async (tx) => {
        const found = await tx.query<RequestRow>(
          'select * from property_requests where id = $1 and deleted = false for update',
          [requestId],
        );
        const request = found.rows[0];
        if (!request) throw notFound('Property request');
        if (request.version !== input.version) throw staleVersion('Property request');
        if (request.status !== 'new' || request.enquiry_id) {
          throw refusal(422, apiMessage('requestClosed', { reference: request.reference }));
        }
        const enquiry = enquiryFromRequest(request, input, context.at);
        const row = await insertEnquiry(
          tx,
          enquiry,
          context,
          { propertyRequestId: request.id },
          `Converted from public request ${request.reference}`,
        );
        await tx.query(
          `update property_requests set status = 'converted', enquiry_id = $2, version = version + 1, updated_at = $3
            where id = $1`,
          [request.id, row.id, context.at],
        );
        return viewIn(tx, row.id, context.actor.role);
      });
    },
  };
}

/** Whether a booking was made from the enquiry (0013's bookings). */
async function hasBooking(tx: Transaction, id: string): Promise<boolean> {
  const result = await tx.query<{ found: boolean }>(
    'select exists (select 1 from bookings where enquiry_id = $1) as found',
    [id],
  );
  return result.rows[0]?.found === true;
}

interface RequestRow {
  id: string;
  reference: string;
  status: string;
  full_name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  details: Record<string, unknown>;
  created_at: Date;
  version: number;
  enquiry_id: string | null;
}

const REQUEST_BASIS = {
  night: 'perNight',
  week: 'perWeek',
  month: 'perMonth',
  total: 'total',
} as const;

/** The enquiry a public request describes: its person as the booker, its stay, its wishes. */
export function enquiryFromRequest(
  request: RequestRow,
  input: PropertyRequestConvert,
  now: Date,
): EnquiryCreate {
  const details = request.details;
  const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : '');
  const number = (key: string) => (typeof details[key] === 'number' ? (details[key] as number) : 0);
  const budget = details.budget as
    | { amount?: unknown; currency?: unknown; basis?: unknown }
    | null
    | undefined;
  const basis =
    budget && typeof budget.basis === 'string' && budget.basis in REQUEST_BASIS
      ? REQUEST_BASIS[budget.basis as keyof typeof REQUEST_BASIS]
      : null;
  const location = text('location');
  const notes = [
    text('notes'),
    request.company_name ? `Company named on the request: ${request.company_name}` : '',
    typeof details.propertyId === 'string' ? `Asked about property ${details.propertyId}` : '',
    `From public request ${request.reference}`,
  ]
    .filter((line) => line !== '')
    .join('\n');
  const checkIn = text('checkIn');
  const checkOut = typeof details.checkOut === 'string' ? details.checkOut : null;
  return {
    source: 'publicForm',
    receivedAt: request.created_at.toISOString(),
    companyId: input.companyId ?? null,
    subcompanyId: null,
    billingCompanyId: null,
    agentId: input.agentId ?? null,
    booker: {
      name: request.full_name.slice(0, 120),
      email: request.email.slice(0, 254),
      phone: (request.phone ?? '').slice(0, 40),
    },
    guestIds: [],
    checkIn: checkIn || now.toISOString().slice(0, 10),
    checkOut: checkOut && checkOut > checkIn ? checkOut : null,
    location: {
      address: {
        street: '',
        city: location.slice(0, 200),
        state: '',
        zip: '',
        freeFormAddress: location.slice(0, 500),
        position: null,
      },
      radiusMiles: 10,
    },
    adults: Math.min(50, Math.max(1, number('adults'))),
    children: Math.min(50, Math.max(0, number('children'))),
    pets: details.pets === true ? 1 : 0,
    minBedrooms: Math.min(20, Math.max(0, number('bedrooms'))),
    propertyTypes: [],
    parkingSpaces: details.parking === true ? 1 : 0,
    accessibilityNeeds: '',
    budget:
      budget && basis && typeof budget.amount === 'string' && typeof budget.currency === 'string'
        ? {
            amount: { amount: budget.amount, currency: budget.currency },
            basis,
            approvedBy: '',
          }
        : null,
    clientReference: '',
    priority: input.priority ?? 'normal',
    respondBy: null,
    notes: notes.slice(0, 10_000),
  };
}

import {
  apiMessage,
  type Budget,
  ENQUIRY_TRANSITIONS,
  isOpenEnquiryStatus,
  type WorkflowStatus,
  workflowStatusLabel,
} from '@staydesk/domain';
import type { Queryable, Transaction } from '../../db/database.js';
import type { WriteContext } from '../../db/records.js';
import { notFound, refusal } from '../../lib/errors.js';
import { writeAudit } from '../../services/audit.js';

/**
 * What the offer lines need of their enquiry (S1's `enquiries` table), read in one place so the
 * offers, quotes and the accept step agree on it, and the enquiry status moves that lines cause.
 */
export interface EnquiryFacts {
  id: string;
  reference: string;
  status: WorkflowStatus;
  version: number;
  deleted: boolean;
  checkIn: string;
  checkOut: string | null;
  companyId: string | null;
  billingCompanyId: string | null;
  agentId: string | null;
  assigneeId: string | null;
  bookingId: string | null;
  budget: Budget | null;
  adults: number;
  children: number;
  clientReference: string;
  guestIds: string[];
}

interface EnquiryRow {
  id: string;
  reference: string;
  status: WorkflowStatus;
  version: number;
  deleted: boolean;
  check_in: string;
  check_out: string | null;
  company_id: string | null;
  billing_company_id: string | null;
  agent_id: string | null;
  assignee_id: string | null;
  booking_id: string | null;
  budget_amount: string | null;
  budget_currency: string | null;
  budget_basis: Budget['basis'] | null;
  budget_approved_by: string | null;
  adults: number;
  children: number;
  client_reference: string | null;
  guest_ids: string[] | null;
}

const ENQUIRY_COLUMNS = `id, reference, status, version, deleted,
  to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
  company_id, billing_company_id, agent_id, assignee_id, booking_id,
  budget_amount::text as budget_amount, budget_currency, budget_basis, budget_approved_by,
  adults, children, client_reference, guest_ids`;

function factsOf(row: EnquiryRow): EnquiryFacts {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    version: row.version,
    deleted: row.deleted,
    checkIn: row.check_in,
    checkOut: row.check_out,
    companyId: row.company_id,
    billingCompanyId: row.billing_company_id,
    agentId: row.agent_id,
    assigneeId: row.assignee_id,
    bookingId: row.booking_id,
    budget:
      row.budget_amount !== null && row.budget_currency !== null && row.budget_basis !== null
        ? {
            amount: { amount: Number(row.budget_amount).toFixed(2), currency: row.budget_currency },
            basis: row.budget_basis,
            approvedBy: row.budget_approved_by ?? '',
          }
        : null,
    adults: row.adults,
    children: row.children,
    clientReference: row.client_reference ?? '',
    guestIds: row.guest_ids ?? [],
  };
}

/** Several enquiries at once (the demo seed), by id. */
export async function readEnquiries(
  db: Queryable,
  ids: string[],
): Promise<Map<string, EnquiryFacts>> {
  const result = await db.query<EnquiryRow>(
    `select ${ENQUIRY_COLUMNS} from enquiries where id = any($1::uuid[])`,
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, factsOf(row)]));
}

/** Reads an enquiry (404 when missing; a deleted one only with `allowDeleted`). */
export async function readEnquiry(
  db: Queryable,
  enquiryId: string,
  options: { allowDeleted?: boolean } = {},
): Promise<EnquiryFacts> {
  const result = await db.query<EnquiryRow>(
    `select ${ENQUIRY_COLUMNS} from enquiries where id = $1`,
    [enquiryId],
  );
  const row = result.rows[0];
  if (!row || (row.deleted && !options.allowDeleted)) throw notFound('Enquiry');
  return factsOf(row);
}

/**
 * Locks the enquiry row for the rest of the transaction: every change to its lines takes this
 * lock first, so two staff acting on one enquiry at once run one after the other, and the second
 * sees what the first did (a booked enquiry, a bumped version).
 */
export async function lockEnquiry(tx: Transaction, enquiryId: string): Promise<EnquiryFacts> {
  const locked = await tx.query<{ id: string }>(
    'select id from enquiries where id = $1 for update',
    [enquiryId],
  );
  if (locked.rows.length === 0) throw notFound('Enquiry');
  return readEnquiry(tx, enquiryId);
}

/** Lines change only while the enquiry is being worked (not booked, closed or archived). */
export function assertWorkable(enquiry: EnquiryFacts): void {
  if (!isOpenEnquiryStatus(enquiry.status)) {
    throw refusal(422, apiMessage('enquiryNotWorkable', { status: enquiry.status }));
  }
}

/**
 * The shortest way from one status to another through ENQUIRY_TRANSITIONS, passing only through
 * open statuses other than notAssigned (a step there would drop the assignee). Empty when already
 * there; null when there is no way.
 */
export function statusPath(from: WorkflowStatus, to: WorkflowStatus): WorkflowStatus[] | null {
  if (from === to) return [];
  const previous = new Map<WorkflowStatus, WorkflowStatus>();
  const queue: WorkflowStatus[] = [from];
  const seen = new Set<WorkflowStatus>([from]);
  while (queue.length > 0) {
    const current = queue.shift() as WorkflowStatus;
    const targets: readonly WorkflowStatus[] = ENQUIRY_TRANSITIONS[current] ?? [];
    for (const next of targets) {
      if (seen.has(next)) continue;
      seen.add(next);
      previous.set(next, current);
      if (next === to) {
        const path: WorkflowStatus[] = [next];
        let step = current;
        while (step !== from) {
          path.unshift(step);
          step = previous.get(step) as WorkflowStatus;
        }
        return path;
      }
      if (isOpenEnquiryStatus(next) && next !== 'notAssigned') queue.push(next);
    }
  }
  return null;
}

/** One entry of the enquiry's activity (S1's `enquiry_events`). */
export async function writeEnquiryEvent(
  tx: Transaction,
  enquiryId: string,
  context: WriteContext,
  event: {
    kind: 'status' | 'offer' | 'booked';
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    note?: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into enquiry_events (enquiry_id, at, actor_id, kind, before, after, summary)
     values ($1, $2, $3, $4, $5::text::jsonb, $6::text::jsonb, $7)`,
    [
      enquiryId,
      context.at,
      context.actor.id,
      event.kind,
      event.before ? JSON.stringify(event.before) : null,
      event.after ? JSON.stringify(event.after) : null,
      event.note ?? '',
    ],
  );
}

/**
 * Moves the enquiry to `to` along the transition table, one recorded step at a time (activity and
 * audit), bumping its version once. Answers the enquiry after the move; throws 422 when the table
 * has no way there.
 */
export async function moveEnquiry(
  tx: Transaction,
  enquiry: EnquiryFacts,
  to: WorkflowStatus,
  context: WriteContext,
  note: string | null,
  extra: { bookingId?: string } = {},
): Promise<EnquiryFacts> {
  const path = statusPath(enquiry.status, to);
  if (path === null) {
    throw refusal(422, apiMessage('enquiryMoveIllegal', { from: enquiry.status, to }));
  }
  if (path.length === 0 && extra.bookingId === undefined) return enquiry;
  let from = enquiry.status;
  for (const step of path) {
    await writeEnquiryEvent(tx, enquiry.id, context, {
      kind: 'status',
      before: { status: from },
      after: { status: step },
      note: `Status: ${workflowStatusLabel(from)} → ${workflowStatusLabel(step)}${note ? ` (${note})` : ''}`,
    });
    from = step;
  }
  const updated = await tx.query<{ version: number }>(
    `update enquiries set status = $2, version = version + 1, updated_at = $3,
       booking_id = coalesce($4::uuid, booking_id)
     where id = $1 returning version`,
    [enquiry.id, to, context.at, extra.bookingId ?? null],
  );
  await writeAudit(tx, {
    actorId: context.actor.id,
    action: to === 'booked' ? 'book' : 'status',
    recordType: 'enquiry',
    recordId: enquiry.id,
    recordName: enquiry.reference,
    changes: {
      status: { from: enquiry.status, to },
      ...(extra.bookingId ? { bookingId: { from: null, to: extra.bookingId } } : {}),
    },
    at: context.at,
  });
  return {
    ...enquiry,
    status: to,
    version: updated.rows[0]?.version ?? enquiry.version + 1,
    bookingId: extra.bookingId ?? enquiry.bookingId,
  };
}

/** How far along the offer an enquiry is, for "the enquiry follows its lines" (never backwards). */
const PROGRESS: Partial<Record<WorkflowStatus, number>> = {
  assigned: 1,
  pending: 1,
  approved: 2,
  awaitingResponse: 3,
  offeredOut: 4,
};

/** Whether moving the enquiry to `to` is a step forward in the offer (assigned/pending → … → offeredOut). */
export function isAhead(from: WorkflowStatus, to: WorkflowStatus): boolean {
  const a = PROGRESS[from];
  const b = PROGRESS[to];
  return a !== undefined && b !== undefined && b > a;
}

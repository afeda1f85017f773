import type { StayState, WorkflowStatus } from './statuses';

export interface StayFacts {
  readonly status: WorkflowStatus;
  /** Calendar days, YYYY-MM-DD. */
  readonly checkIn: string;
  readonly checkOut: string;
  readonly originalCheckOut: string;
  readonly attentionReason: string | null;
}

/**
 * The stay state of a booking on a calendar day (spec §4). A booking that is not live
 * (anything but booked) has none, and so has every booking after its departure day. Otherwise, in
 * order of precedence: needsAttention when a reason is recorded (also before arrival: an
 * unconfirmed landlord matters most then); none before the arrival day; checkIn on the arrival day;
 * checkOut on the departure day; extended while staying past the original check-out; active while
 * staying. ISO day strings compare correctly as text.
 */
export function stayStateOn(facts: StayFacts, today: string): StayState {
  if (facts.status !== 'booked') return 'none';
  if (facts.attentionReason !== null && facts.attentionReason.trim() !== '')
    return 'needsAttention';
  if (today > facts.checkOut) return 'none';
  if (today < facts.checkIn) return 'none';
  if (today === facts.checkIn) return 'checkIn';
  if (today === facts.checkOut) return 'checkOut';
  if (facts.checkOut > facts.originalCheckOut && today >= facts.originalCheckOut) return 'extended';
  return 'active';
}

/** URGENT tab: what must be handled today: attention needed, or an arrival or departure today. */
export function isUrgentStay(state: StayState): boolean {
  return state === 'needsAttention' || state === 'checkIn' || state === 'checkOut';
}

// The attention rules of spec §6, as pure functions of (booking, now, time zone).

/** Days before arrival from which an unconfirmed landlord needs a person (48 h). */
export const LANDLORD_CONFIRMATION_DAYS = 2;
/** Days before check-out from which the extension decision is due. */
export const EXTENSION_DECISION_DAYS = 3;
/** Days after check-out by which the deposit must have been returned. */
export const DEPOSIT_RETURN_DAYS = 14;

export const ATTENTION_REASONS = [
  { value: 'landlordUnconfirmed', label: 'Landlord not confirmed' },
  { value: 'extensionDecisionDue', label: 'Extension decision due' },
  { value: 'depositNotReturned', label: 'Deposit not returned' },
  { value: 'flaggedIssue', label: 'Issue flagged' },
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number]['value'];

/** Whether the guest stays on past the check-out: undecided until someone records it. */
export const EXTENSION_DECISIONS = ['undecided', 'extending', 'leaving'] as const;
export type ExtensionDecision = (typeof EXTENSION_DECISIONS)[number];

/** What the attention rules read of a booking. */
export interface AttentionFacts {
  readonly status: WorkflowStatus;
  readonly deleted?: boolean;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly originalCheckOut: string;
  readonly landlordConfirmedAt: string | null;
  readonly extensionDecision: ExtensionDecision;
  /** The deposit taken (decimal text); '0' or '0.00' when none was taken. */
  readonly depositAmount: string;
  readonly depositReturnedAt: string | null;
  /** A flagged issue's text, empty when none. */
  readonly issue: string;
  /** When the issue was flagged (ISO timestamp), null when none. */
  readonly issueFlaggedAt: string | null;
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting
 * with it, and a list asks for the day of every row several times.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone (IANA name). */
export function dayIn(now: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar day moved by whole days (UTC arithmetic on the date alone: no DST effect). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The one status in which a booking holds its property's nights. Complete (the stay is over),
 * Cancelled (it fell through) and Archived hold none, and a deleted booking holds none whatever
 * its status: its nights may be booked again. The database refuses two live bookings of one
 * property sharing a night with this same condition (`not deleted and status = 'booked'`, the
 * server's bookings migrations), so every way of writing a booking obeys it.
 */
export const LIVE_BOOKING_STATUS = 'booked' satisfies WorkflowStatus;

/** Whether a booking is live: it holds its nights, and no other live booking may share one. */
export function isLiveBooking(facts: {
  readonly status: string;
  readonly deleted?: boolean | undefined;
}): boolean {
  return facts.status === LIVE_BOOKING_STATUS && facts.deleted !== true;
}

/**
 * Each reason the booking needs a person on `today`, with the day it began (for URGENT: needing
 * attention for more than a day). In order:
 * - landlordUnconfirmed: no landlord confirmation from 2 days (48 h) before the arrival day up to it;
 * - extensionDecisionDue: no extension decision from 3 days before check-out up to it;
 * - depositNotReturned: a deposit taken and not returned 14 days after check-out, and on;
 * - flaggedIssue: an issue is flagged (from the day it was flagged).
 */
export function attentionOn(
  facts: AttentionFacts,
  today: string,
  timeZone: string,
): { reason: AttentionReason; since: string }[] {
  if (!isLiveBooking(facts)) return [];
  const found: { reason: AttentionReason; since: string }[] = [];
  const confirmFrom = addDays(facts.checkIn, -LANDLORD_CONFIRMATION_DAYS);
  if (facts.landlordConfirmedAt === null && today >= confirmFrom && today <= facts.checkIn)
    found.push({ reason: 'landlordUnconfirmed', since: confirmFrom });
  const decideFrom = addDays(facts.checkOut, -EXTENSION_DECISION_DAYS);
  if (facts.extensionDecision === 'undecided' && today >= decideFrom && today <= facts.checkOut)
    found.push({ reason: 'extensionDecisionDue', since: decideFrom });
  const depositDue = addDays(facts.checkOut, DEPOSIT_RETURN_DAYS);
  if (Number(facts.depositAmount) > 0 && facts.depositReturnedAt === null && today >= depositDue)
    found.push({ reason: 'depositNotReturned', since: depositDue });
  if (facts.issue.trim() !== '') {
    const since = facts.issueFlaggedAt ? dayIn(new Date(facts.issueFlaggedAt), timeZone) : today;
    found.push({ reason: 'flaggedIssue', since });
  }
  return found;
}

/** The booking's attention reasons at an instant, in the configured time zone. */
export function attentionReasonsAt(
  facts: AttentionFacts,
  now: Date,
  timeZone: string,
): AttentionReason[] {
  return attentionOn(facts, dayIn(now, timeZone), timeZone).map((item) => item.reason);
}

/**
 * The stay state at an instant in the configured time zone: needsAttention when a rule of
 * `attentionOn` holds, else the state the dates give (`stayStateOn`). No nightly job: it is
 * right at any moment.
 */
export function stayStateAt(facts: AttentionFacts, now: Date, timeZone: string): StayState {
  const today = dayIn(now, timeZone);
  const reasons = attentionOn(facts, today, timeZone);
  return stayStateOn(
    {
      status: facts.deleted === true ? 'cancelled' : facts.status,
      checkIn: facts.checkIn,
      checkOut: facts.checkOut,
      originalCheckOut: facts.originalCheckOut,
      attentionReason: reasons.map((item) => item.reason).join(', ') || null,
    },
    today,
  );
}

/**
 * URGENT (spec §6): an arrival or departure today or tomorrow whose landlord has not
 * confirmed, or a booking that has needed attention for more than a day.
 */
export function isUrgentAt(facts: AttentionFacts, now: Date, timeZone: string): boolean {
  if (!isLiveBooking(facts)) return false;
  const today = dayIn(now, timeZone);
  const tomorrow = addDays(today, 1);
  const moving = [today, tomorrow].some((day) => day === facts.checkIn || day === facts.checkOut);
  if (moving && facts.landlordConfirmedAt === null) return true;
  const yesterday = addDays(today, -1);
  return attentionOn(facts, today, timeZone).some((item) => item.since <= yesterday);
}

/**
 * The booking status transitions (from → allowed targets); the server refuses any other, and the
 * dated rules of bookingStatusRefusal narrow them further:
 * - booked → complete (the stay is over) | cancelled (it fell through before arrival).
 * - complete → booked: a completion made in error is reopened (its nights are checked again).
 * - cancelled → booked: a cancelled stay is reinstated (its nights are checked again).
 * Complete and Cancelled never turn into each other: a stay that was lived is not cancelled, and
 * one that fell through is not completed.
 */
export const BOOKING_STATUS_TRANSITIONS = {
  booked: ['complete', 'cancelled'],
  complete: ['booked'],
  cancelled: ['booked'],
} as const satisfies Record<string, readonly WorkflowStatus[]>;

/** The statuses a booking takes (a booking is never in any other). */
export const BOOKING_STATUSES = ['booked', 'complete', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Why a status change is refused:
 * - illegal: the table holds no such move (Complete → Cancelled, or a status a booking never takes);
 * - beforeCheckOut: Complete before the check-out day (a future or running stay is not over);
 * - started: Cancelled on or after the arrival day (a stay that has started is completed, not
 *   cancelled);
 * - ended: Booked again after the check-out day (a stay whose nights are past cannot be live again
 *   unless it was completed in error).
 */
export type BookingStatusRefusal = 'illegal' | 'beforeCheckOut' | 'started' | 'ended';

/** What the status rules read of a booking. */
export interface BookingStatusFacts {
  readonly status: WorkflowStatus;
  /** Calendar days, YYYY-MM-DD. */
  readonly checkIn: string;
  readonly checkOut: string;
}

/**
 * Whether a booking may move to `to` on the calendar day `today` (in the configured time zone):
 * null when it may, otherwise why not. ISO day strings compare correctly as text.
 */
export function bookingStatusRefusal(
  facts: BookingStatusFacts,
  to: WorkflowStatus,
  today: string,
): BookingStatusRefusal | null {
  const targets: readonly WorkflowStatus[] =
    (BOOKING_STATUS_TRANSITIONS as Partial<Record<WorkflowStatus, readonly WorkflowStatus[]>>)[
      facts.status
    ] ?? [];
  if (!targets.includes(to)) return 'illegal';
  if (to === 'complete' && today < facts.checkOut) return 'beforeCheckOut';
  if (to === 'cancelled' && today >= facts.checkIn) return 'started';
  if (to === 'booked' && facts.status === 'cancelled' && today > facts.checkOut) return 'ended';
  return null;
}

/** The statuses a booking may move to on `today`, in the table's order. */
export function nextBookingStatuses(
  facts: BookingStatusFacts,
  today: string,
): readonly BookingStatus[] {
  return BOOKING_STATUSES.filter(
    (to) => to !== facts.status && bookingStatusRefusal(facts, to, today) === null,
  );
}

/**
 * The stay states (spec §4) follow the dates; these are the lawful moves from one day to the
 * next. A stay is never checked in before its arrival day: checkIn is only ever the arrival day
 * itself (stayStateOn), and it is reached from none. needsAttention may come and go on any day.
 */
export const STAY_STATE_TRANSITIONS = {
  none: ['none', 'checkIn', 'needsAttention'],
  checkIn: ['active', 'checkOut', 'extended', 'needsAttention'],
  active: ['active', 'extended', 'checkOut', 'needsAttention'],
  extended: ['extended', 'checkOut', 'needsAttention'],
  checkOut: ['none', 'needsAttention'],
  needsAttention: ['needsAttention', 'none', 'checkIn', 'active', 'extended', 'checkOut'],
} as const satisfies Record<StayState, readonly StayState[]>;

export function canFollowStayState(from: StayState, to: StayState): boolean {
  const targets: readonly StayState[] = STAY_STATE_TRANSITIONS[from];
  return targets.includes(to);
}

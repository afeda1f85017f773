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
 * The stay state of a booking on a calendar day (DOMAIN.md step 5). A booking that is not live
 * (anything but booked) has none, and so has every booking after its departure day. Otherwise, in
 * order of precedence: needsAttention when a reason is recorded (also before arrival: an
 * unconfirmed landlord matters most then); none before the arrival day; checkIn on the arrival day;
 * checkOut on the departure day; extended while staying past the original check-out; active while
 * staying. ISO day strings compare correctly as text.
 */
export function stayStateOn(facts: StayFacts, today: string): StayState {
  if (facts.status !== 'booked') return 'none';
  if (today > facts.checkOut) return 'none';
  if (facts.attentionReason !== null && facts.attentionReason.trim() !== '')
    return 'needsAttention';
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

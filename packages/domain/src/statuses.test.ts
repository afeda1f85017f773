import { describe, expect, it } from 'vitest';
import { optionLabel, optionValues } from './options';
import {
  canResetEnquiry,
  canTransitionEnquiry,
  ENQUIRY_TRANSITIONS,
  isInvoiceEditable,
  isOpenEnquiryStatus,
  nextEnquiryStatuses,
  OFFER_STATUSES,
  STAY_STATES,
  TRAFFIC_LIGHTS,
  WORKFLOW_STATUSES,
  type WorkflowStatus,
  workflowStatusCode,
  workflowStatusLabel,
  workflowStatusSchema,
} from './statuses';

describe('workflow statuses of spec §4', () => {
  it('have the short codes exactly as the spec gives them', () => {
    expect(WORKFLOW_STATUSES.map((status) => [status.value, status.code])).toEqual([
      ['notAssigned', 'NA'],
      ['assigned', 'AA'],
      ['pending', 'PP'],
      ['approved', 'AP'],
      ['awaitingApproval', 'AW'],
      ['awaitingResponse', 'AR'],
      ['offeredOut', 'OO'],
      ['booked', 'BK'],
      ['complete', 'CP'],
      ['cancelled', 'CN'],
      ['notPossible', 'NP'],
      ['archived', 'AR'],
    ]);
    expect(workflowStatusCode('archived')).toBe('AR');
    expect(workflowStatusCode('awaitingResponse')).toBe('AR');
    expect(workflowStatusLabel('notPossible')).toBe('Not Possible');
    expect(workflowStatusSchema.safeParse('AR').success).toBe(false);
  });
});

describe('stay states, offer statuses, traffic lights', () => {
  it('match spec §3 and §4', () => {
    expect(optionValues(STAY_STATES).sort()).toEqual(
      ['none', 'active', 'needsAttention', 'checkIn', 'checkOut', 'extended'].sort(),
    );
    expect(optionValues(OFFER_STATUSES)).toEqual([
      'notApproved',
      'approved',
      'awaitingResponse',
      'offeredOut',
      'rejected',
    ]);
    expect(optionLabel(OFFER_STATUSES, 'awaitingResponse')).toBe('Hold');
    expect(optionLabel(OFFER_STATUSES, 'rejected')).toBe('Unsuitable');
    expect(optionValues(TRAFFIC_LIGHTS)).toEqual(['gray', 'green', 'orange', 'yellow', 'red']);
  });
});

/** The transition table as documented in the README, written out independently. */
const ALLOWED: ReadonlyArray<[WorkflowStatus, WorkflowStatus]> = [
  ['notAssigned', 'assigned'],
  ['assigned', 'notAssigned'],
  ['assigned', 'pending'],
  ['pending', 'awaitingApproval'],
  ['pending', 'awaitingResponse'],
  ['awaitingApproval', 'approved'],
  ['awaitingApproval', 'pending'],
  ['approved', 'awaitingResponse'],
  ['awaitingResponse', 'pending'],
  ['awaitingResponse', 'offeredOut'],
  ['offeredOut', 'booked'],
  ['offeredOut', 'pending'],
  ['booked', 'complete'],
  ['booked', 'cancelled'],
  ['complete', 'archived'],
  ['cancelled', 'archived'],
  ['notPossible', 'archived'],
  ...(
    [
      'notAssigned',
      'assigned',
      'pending',
      'awaitingApproval',
      'approved',
      'awaitingResponse',
      'offeredOut',
    ] as const
  ).flatMap(
    (open): Array<[WorkflowStatus, WorkflowStatus]> => [
      [open, 'cancelled'],
      [open, 'notPossible'],
    ],
  ),
];

const STATUSES = optionValues(WORKFLOW_STATUSES);
const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to })));

describe('enquiry transitions', () => {
  it.each(pairs)('$from -> $to', ({ from, to }) => {
    const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canTransitionEnquiry(from, to)).toBe(allowed);
  });

  it('covers every status and never allows staying put', () => {
    expect(Object.keys(ENQUIRY_TRANSITIONS).sort()).toEqual([...STATUSES].sort());
    for (const status of STATUSES) expect(canTransitionEnquiry(status, status)).toBe(false);
  });

  it('makes archived final', () => {
    expect(nextEnquiryStatuses('archived')).toEqual([]);
    expect(nextEnquiryStatuses('booked')).toEqual(['complete', 'cancelled']);
  });

  it('refuses an unknown from-status', () => {
    expect(canTransitionEnquiry('lost' as WorkflowStatus, 'archived')).toBe(false);
  });

  it('allows a reset while open or lost, not once booked or archived', () => {
    const resettable = STATUSES.filter(canResetEnquiry);
    expect(resettable).toEqual([
      'assigned',
      'pending',
      'approved',
      'awaitingApproval',
      'awaitingResponse',
      'offeredOut',
      'cancelled',
      'notPossible',
    ]);
  });

  it('knows the open states', () => {
    expect(STATUSES.filter(isOpenEnquiryStatus)).toEqual([
      'notAssigned',
      'assigned',
      'pending',
      'approved',
      'awaitingApproval',
      'awaitingResponse',
      'offeredOut',
    ]);
  });
});

describe('invoice statuses', () => {
  it('allow editing a draft only', () => {
    expect(isInvoiceEditable('draft')).toBe(true);
    for (const status of ['issued', 'partPaid', 'paid', 'overdue', 'void', 'credited'] as const) {
      expect(isInvoiceEditable(status)).toBe(false);
    }
  });
});

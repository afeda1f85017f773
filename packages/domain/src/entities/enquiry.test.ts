import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles';
import { ENQUIRY_TRANSITIONS, WORKFLOW_STATUSES, type WorkflowStatus } from '../statuses';
import { ENQUIRY_TABS, type EnquiryTab } from '../tabs';
import {
  checkEnquiryStatusChange,
  ENQUIRY_APPROVAL_MESSAGE,
  ENQUIRY_TAB_STATUSES,
  enquiryAssignSchema,
  enquiryDuplicatesQuerySchema,
  enquiryListQuerySchema,
  enquiryNoteSchema,
  enquiryStatusChoices,
  enquiryTabsFor,
  illegalTransitionMessage,
  isEnquiryInTab,
  propertyRequestConvertSchema,
} from './enquiry';

const STATUSES = WORKFLOW_STATUSES.map((status) => status.value);
const id = '0b6f5c56-1c4e-4a51-9a36-7a9f0ad5f0a1';

/**
 * The transition table transcribed by hand from docs/enquiries.md (not derived from the code):
 * every pair of statuses is checked against it, so a change to ENQUIRY_TRANSITIONS fails here.
 */
const TABLE: Record<WorkflowStatus, WorkflowStatus[]> = {
  notAssigned: ['assigned', 'cancelled', 'notPossible'],
  assigned: ['notAssigned', 'pending', 'cancelled', 'notPossible'],
  pending: ['awaitingApproval', 'awaitingResponse', 'cancelled', 'notPossible'],
  awaitingApproval: ['approved', 'pending', 'cancelled', 'notPossible'],
  approved: ['awaitingResponse', 'cancelled', 'notPossible'],
  awaitingResponse: ['pending', 'offeredOut', 'cancelled', 'notPossible'],
  offeredOut: ['booked', 'pending', 'cancelled', 'notPossible'],
  booked: ['complete', 'cancelled'],
  complete: ['archived'],
  cancelled: ['archived'],
  notPossible: ['archived'],
  archived: [],
};
/** Set by their own action, never by the status endpoint. */
const ACTION_ONLY: WorkflowStatus[] = ['booked', 'assigned', 'notAssigned'];

describe('the enquiry transition table', () => {
  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const));

  it('has all 144 pairs of statuses', () => {
    expect(pairs).toHaveLength(144);
    expect(Object.keys(ENQUIRY_TRANSITIONS).sort()).toEqual([...STATUSES].sort());
  });

  it.each(pairs)('%s → %s follows the table for a system_admin', (from, to) => {
    const inTable = TABLE[from].includes(to);
    const check = checkEnquiryStatusChange(from, to, 'system_admin');
    if (!inTable) {
      expect(check).toEqual({
        ok: false,
        reason: 'illegal',
        message: illegalTransitionMessage(from, to),
      });
    } else if (ACTION_ONLY.includes(to)) {
      expect(check).toMatchObject({ ok: false, reason: 'actionOnly' });
    } else {
      expect(check).toEqual({ ok: true });
    }
  });

  it('names both statuses in the refusal', () => {
    expect(illegalTransitionMessage('pending', 'booked')).toBe(
      'An enquiry cannot move from Pending to Booked',
    );
    expect(checkEnquiryStatusChange('offeredOut', 'booked', 'system_admin')).toMatchObject({
      message: 'An enquiry is booked by accepting an offer',
    });
  });

  it('keeps approving and refusing an approval to masteradmin and above', () => {
    for (const role of ROLES) {
      const senior = role === 'masteradmin' || role === 'system_admin';
      for (const to of ['approved', 'pending'] as const) {
        expect(checkEnquiryStatusChange('awaitingApproval', to, role)).toEqual(
          senior ? { ok: true } : { ok: false, reason: 'role', message: ENQUIRY_APPROVAL_MESSAGE },
        );
      }
      // Cancelling from awaitingApproval is not an approval decision.
      expect(checkEnquiryStatusChange('awaitingApproval', 'cancelled', role).ok).toBe(true);
    }
    expect(checkEnquiryStatusChange('awaitingApproval', 'approved', null).ok).toBe(false);
  });

  it('offers each role exactly the moves it may make', () => {
    for (const role of ROLES) {
      for (const from of STATUSES) {
        const expected = TABLE[from].filter(
          (to) =>
            !ACTION_ONLY.includes(to) &&
            !(
              from === 'awaitingApproval' &&
              (to === 'approved' || to === 'pending') &&
              role !== 'masteradmin' &&
              role !== 'system_admin'
            ),
        );
        expect(enquiryStatusChoices(from, role)).toEqual(expected);
      }
    }
    expect(enquiryStatusChoices('archived', 'system_admin')).toEqual([]);
  });
});

/** Spec §6 by hand: which tabs each role sees. */
const TABS_OF: Record<Role, EnquiryTab[]> = {
  user: [
    'yourEnquiries',
    'assigned',
    'pending',
    'approved',
    'awaitingResponse',
    'offeredOut',
    'cancelled',
    'archived',
  ],
  moderator: [
    'yourEnquiries',
    'assigned',
    'pending',
    'approved',
    'awaitingResponse',
    'offeredOut',
    'cancelled',
    'archived',
  ],
  admin: [
    'overview',
    'notAssigned',
    'yourEnquiries',
    'assigned',
    'pending',
    'approved',
    'awaitingResponse',
    'offeredOut',
    'cancelled',
    'archived',
  ],
  masteradmin: [
    'overview',
    'notAssigned',
    'yourEnquiries',
    'assigned',
    'pending',
    'awaitingApproval',
    'approved',
    'awaitingResponse',
    'offeredOut',
    'cancelled',
    'archived',
  ],
  system_admin: ENQUIRY_TABS.map((tab) => tab.value),
};

describe('enquiry tabs', () => {
  it.each(ROLES)('%s sees the tabs of spec §6', (role) => {
    expect(enquiryTabsFor(role)).toEqual(TABS_OF[role]);
  });

  it('maps each tab to its statuses', () => {
    expect(ENQUIRY_TAB_STATUSES).toEqual({
      overview: null,
      notAssigned: ['notAssigned'],
      yourEnquiries: null,
      assigned: ['assigned'],
      pending: ['pending'],
      awaitingApproval: ['awaitingApproval'],
      approved: ['approved'],
      awaitingResponse: ['awaitingResponse'],
      offeredOut: ['offeredOut'],
      cancelled: ['cancelled', 'notPossible'],
      archived: ['archived'],
      deleted: null,
    });
  });

  const me = 'me';
  it.each(STATUSES)('places a live %s enquiry', (status) => {
    const mine = { status, assigneeId: me, deleted: false };
    const theirs = { status, assigneeId: 'other', deleted: false };
    expect(isEnquiryInTab('overview', theirs, me)).toBe(true);
    expect(isEnquiryInTab('deleted', theirs, me)).toBe(false);
    expect(isEnquiryInTab('yourEnquiries', mine, me)).toBe(true);
    expect(isEnquiryInTab('yourEnquiries', theirs, me)).toBe(false);
    const statusTabs = ENQUIRY_TABS.map((tab) => tab.value).filter(
      (tab) => !['overview', 'yourEnquiries', 'deleted'].includes(tab),
    );
    const holding = statusTabs.filter((tab) => isEnquiryInTab(tab, theirs, me));
    const expected: Partial<Record<WorkflowStatus, EnquiryTab[]>> = {
      notPossible: ['cancelled'],
      booked: [],
      complete: [],
    };
    expect(holding).toEqual(expected[status] ?? [status]);
  });

  it('shows a deleted enquiry in the deleted tab only', () => {
    const gone = { status: 'pending' as const, assigneeId: me, deleted: true };
    for (const tab of ENQUIRY_TABS.map((tab) => tab.value)) {
      expect(isEnquiryInTab(tab, gone, me)).toBe(tab === 'deleted');
    }
  });
});

describe('enquiry list query', () => {
  it('defaults the sort and leaves the tab to the server', () => {
    expect(enquiryListQuerySchema.parse({})).toEqual({ page: 1, sort: '-receivedAt' });
  });

  it('takes the filters of the list', () => {
    const query = enquiryListQuerySchema.parse({
      page: '2',
      tab: 'pending',
      search: ' ENQ-1 ',
      sort: 'respondBy',
      status: 'pending',
      assigneeId: id,
      companyId: id,
      agentId: id,
      checkInFrom: '2026-01-01',
      checkInTo: '2026-01-31',
      priority: 'urgent',
      due: 'today',
      receivedFrom: '2026-01-05',
    });
    expect(query).toMatchObject({
      page: 2,
      tab: 'pending',
      search: 'ENQ-1',
      sort: 'respondBy',
      due: 'today',
      receivedFrom: '2026-01-05',
    });
  });

  it('refuses unknown tabs, sorts, ids and a backwards range', () => {
    for (const bad of [
      { tab: 'nope' },
      { sort: 'password' },
      { assigneeId: 'x' },
      { companyId: "1' or 1=1" },
      { checkInFrom: '2026-02-01', checkInTo: '2026-01-01' },
      { priority: 'now' },
      { due: 'tomorrow' },
      { receivedFrom: '2026-13-01' },
      { search: 'x'.repeat(201) },
    ]) {
      expect(enquiryListQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('enquiry actions', () => {
  it('assigns a staff member or removes the assignee', () => {
    expect(enquiryAssignSchema.safeParse({ assigneeId: null, version: 1 }).success).toBe(true);
    expect(enquiryAssignSchema.safeParse({ assigneeId: 'nope', version: 1 }).success).toBe(false);
  });

  it('bounds the note', () => {
    expect(enquiryNoteSchema.safeParse({ notes: 'x'.repeat(10_000), version: 1 }).success).toBe(
      true,
    );
    expect(enquiryNoteSchema.safeParse({ notes: 'x'.repeat(10_001), version: 1 }).success).toBe(
      false,
    );
    expect(enquiryNoteSchema.safeParse({ notes: 'a\u0000b', version: 1 }).success).toBe(false);
  });

  it('checks the duplicates query dates', () => {
    expect(
      enquiryDuplicatesQuerySchema.safeParse({ companyId: id, checkIn: '2026-01-10' }).success,
    ).toBe(true);
    expect(
      enquiryDuplicatesQuerySchema.safeParse({
        companyId: id,
        checkIn: '2026-01-10',
        checkOut: '2026-01-09',
      }).success,
    ).toBe(false);
    // Nothing chosen yet: a valid, empty question.
    expect(enquiryDuplicatesQuerySchema.safeParse({}).success).toBe(true);
    expect(enquiryDuplicatesQuerySchema.safeParse({ companyId: 'x' }).success).toBe(false);
  });

  it('converts a request with its version alone', () => {
    expect(propertyRequestConvertSchema.parse({ version: 1 })).toEqual({ version: 1 });
    expect(propertyRequestConvertSchema.safeParse({ version: 1, companyId: 'x' }).success).toBe(
      false,
    );
  });
});

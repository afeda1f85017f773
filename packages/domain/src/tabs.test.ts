import { describe, expect, it } from 'vitest';
import {
  BOOKING_TABS,
  bookingTabSchema,
  defaultTab,
  ENQUIRY_TABS,
  enquiryTabSchema,
  visibleTabs,
} from './tabs';

const values = (tabs: readonly { value: string }[]) => tabs.map((tab) => tab.value);

describe('enquiry tabs', () => {
  it('defines the twelve tabs of spec §6 with their permissions', () => {
    expect(ENQUIRY_TABS.map((tab) => tab.permission).sort()).toEqual([
      'ENQUIRY_TAB_APPROVED',
      'ENQUIRY_TAB_ARCHIVED',
      'ENQUIRY_TAB_ASSIGNED',
      'ENQUIRY_TAB_AWAITING_APPROVAL',
      'ENQUIRY_TAB_AWAITING_RESPONSE',
      'ENQUIRY_TAB_CANCELLED',
      'ENQUIRY_TAB_DELETED',
      'ENQUIRY_TAB_NOT_ASSIGNED',
      'ENQUIRY_TAB_OFFERED_OUT',
      'ENQUIRY_TAB_OVERVIEW',
      'ENQUIRY_TAB_PENDING',
      'ENQUIRY_TAB_YOUR_ENQUIRIES',
    ]);
  });

  it('shows each role the tabs its permission allows', () => {
    const allRoles = [
      'yourEnquiries',
      'assigned',
      'pending',
      'approved',
      'awaitingResponse',
      'offeredOut',
      'cancelled',
      'archived',
    ];
    expect(values(visibleTabs('user', ENQUIRY_TABS)).sort()).toEqual([...allRoles].sort());
    expect(values(visibleTabs('moderator', ENQUIRY_TABS)).sort()).toEqual([...allRoles].sort());
    expect(values(visibleTabs('admin', ENQUIRY_TABS)).sort()).toEqual(
      [...allRoles, 'overview', 'notAssigned'].sort(),
    );
    expect(values(visibleTabs('masteradmin', ENQUIRY_TABS)).sort()).toEqual(
      [...allRoles, 'overview', 'notAssigned', 'awaitingApproval'].sort(),
    );
    expect(values(visibleTabs('system_admin', ENQUIRY_TABS))).toEqual(values(ENQUIRY_TABS));
    expect(visibleTabs(undefined, ENQUIRY_TABS)).toEqual([]);
  });

  it('opens on the first visible tab', () => {
    expect(defaultTab('user', ENQUIRY_TABS)?.value).toBe('yourEnquiries');
    expect(defaultTab('admin', ENQUIRY_TABS)?.value).toBe('overview');
    expect(defaultTab(null, ENQUIRY_TABS)).toBeUndefined();
  });

  it('parses tab values', () => {
    expect(enquiryTabSchema.parse('awaitingApproval')).toBe('awaitingApproval');
    expect(enquiryTabSchema.safeParse('urgent').success).toBe(false);
  });
});

describe('booking tabs', () => {
  it('defines the nine tabs of spec §6, all visible to every role', () => {
    expect(BOOKING_TABS).toHaveLength(9);
    for (const role of ['user', 'moderator', 'admin', 'masteradmin', 'system_admin'] as const) {
      expect(visibleTabs(role, BOOKING_TABS)).toEqual([...BOOKING_TABS]);
    }
    expect(visibleTabs(undefined, BOOKING_TABS)).toEqual([]);
    expect(bookingTabSchema.parse('needsAttention')).toBe('needsAttention');
  });
});

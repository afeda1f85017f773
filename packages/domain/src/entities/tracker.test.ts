import { describe, expect, it } from 'vitest';
import {
  canApplyTrackerValues,
  isTrackerEntryDue,
  TRACKER_KINDS,
  type TrackerEntry,
  trackerBulkDoneSchema,
  trackerEntryCreateSchema,
  trackerEntryFor,
  trackerEntryUpdateSchema,
  trackerListQuerySchema,
  trackerValuesSchema,
  trackerValuesWritten,
} from './tracker';

const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const gbp = (amount: string) => ({ amount, currency: 'GBP' });
const noValues = { nightlyRate: null, availability: null, from: null, to: null };

describe('tracker entries', () => {
  it('have the seven kinds, other among them', () => {
    expect(TRACKER_KINDS.map((kind) => kind.value)).toEqual([
      'checkInConfirmation',
      'checkOutConfirmation',
      'extensionDecision',
      'availabilityCheck',
      'priceCheck',
      'paymentChase',
      'other',
    ]);
  });

  it('take an entry made by hand with its defaults', () => {
    const entry = trackerEntryCreateSchema.parse({
      kind: 'priceCheck',
      subject: { kind: 'property', id },
      summary: '  Landlord raised the rate ',
      dueAt: null,
      after: { ...noValues, nightlyRate: gbp('90.00') },
    });
    expect(entry).toMatchObject({
      summary: 'Landlord raised the rate',
      status: 'open',
      outcome: '',
      before: null,
      nextActionAt: null,
    });
    expect(entry.after?.nightlyRate).toEqual(gbp('90.00'));
  });

  it('refuse unknown kinds, statuses and subjects, blank or long text and bad ids', () => {
    const base = { kind: 'other', subject: null, summary: 'Chase', dueAt: null };
    const fails = (extra: object) =>
      trackerEntryCreateSchema.safeParse({ ...base, ...extra }).success;
    expect(fails({})).toBe(true);
    expect(fails({ kind: 'gossip' })).toBe(false);
    expect(fails({ status: 'inProgress' })).toBe(false);
    expect(fails({ subject: { kind: 'planet', id } })).toBe(false);
    expect(fails({ subject: { kind: 'booking', id: '1; drop table' } })).toBe(false);
    expect(fails({ summary: '   ' })).toBe(false);
    expect(fails({ summary: 'x'.repeat(501) })).toBe(false);
    expect(fails({ summary: 'a\u0000b' })).toBe(false);
    expect(fails({ outcome: 'x'.repeat(2001) })).toBe(false);
    expect(fails({ dueAt: 'tomorrow' })).toBe(false);
  });

  it('check before/after values: dates in order, an unavailability with its dates', () => {
    expect(trackerValuesSchema.safeParse(noValues).success).toBe(true);
    expect(
      trackerValuesSchema.safeParse({
        ...noValues,
        availability: 'available',
        from: '2026-12-10',
        to: '2026-12-01',
      }).success,
    ).toBe(false);
    expect(
      trackerValuesSchema.safeParse({ ...noValues, availability: 'unavailable' }).success,
    ).toBe(false);
    expect(
      trackerValuesSchema.safeParse({
        ...noValues,
        availability: 'unavailable',
        from: '2026-12-01',
        to: '2026-12-10',
      }).success,
    ).toBe(true);
    expect(
      trackerValuesSchema.safeParse({
        ...noValues,
        nightlyRate: { amount: 'lots', currency: 'GBP' },
      }).success,
    ).toBe(false);
  });

  it('need a version to edit, and at most 100 entries to mark done together', () => {
    expect(trackerEntryUpdateSchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(trackerEntryUpdateSchema.safeParse({ status: 'done', version: 2 }).success).toBe(true);
    const entries = (count: number) => Array.from({ length: count }, () => ({ id, version: 1 }));
    expect(trackerBulkDoneSchema.safeParse({ entries: entries(100) }).success).toBe(true);
    expect(trackerBulkDoneSchema.safeParse({ entries: entries(101) }).success).toBe(false);
    expect(trackerBulkDoneSchema.safeParse({ entries: [] }).success).toBe(false);
  });

  it('read the list query: active tab and due order by default, mine as a flag', () => {
    expect(trackerListQuerySchema.parse({})).toMatchObject({
      page: 1,
      tab: 'active',
      sort: 'dueAt',
      mine: false,
    });
    expect(trackerListQuerySchema.parse({ mine: 'true', dueOn: '2026-11-24' })).toMatchObject({
      mine: true,
      dueOn: '2026-11-24',
    });
    expect(trackerListQuerySchema.safeParse({ tab: 'archived' }).success).toBe(false);
    expect(trackerListQuerySchema.safeParse({ mine: 'yes' }).success).toBe(false);
    expect(trackerListQuerySchema.safeParse({ kind: 'x' }).success).toBe(false);
  });

  it('say when after values can be applied and when an entry is due', () => {
    const after = { ...noValues, nightlyRate: gbp('90.00') };
    const subject = { kind: 'property' as const, id };
    expect(canApplyTrackerValues({ subject, after, appliedAt: null })).toBe(true);
    expect(canApplyTrackerValues({ subject, after, appliedAt: '2026-11-23T10:00:00Z' })).toBe(
      false,
    );
    expect(
      canApplyTrackerValues({ subject: { kind: 'booking', id }, after, appliedAt: null }),
    ).toBe(false);
    expect(canApplyTrackerValues({ subject, after: noValues, appliedAt: null })).toBe(false);
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isTrackerEntryDue({ status: 'open', dueAt: '2026-11-23T11:00:00Z' }, now)).toBe(true);
    expect(isTrackerEntryDue({ status: 'done', dueAt: '2026-11-23T11:00:00Z' }, now)).toBe(false);
    expect(isTrackerEntryDue({ status: 'waiting', dueAt: '2026-11-24T11:00:00Z' }, now)).toBe(
      false,
    );
    expect(isTrackerEntryDue({ status: 'open', dueAt: null }, now)).toBe(false);
  });
});

describe('the nightly rates of an entry (COST_AUDIT_TRAIL)', () => {
  const entry = {
    id,
    before: { ...noValues, nightlyRate: gbp('100.00') },
    after: { nightlyRate: gbp('120.00'), availability: 'available', from: null, to: null },
    costsHidden: false,
  } as unknown as TrackerEntry;

  it('are shown to masteradmin and system_admin only', () => {
    // Spec §6 by hand: COST_AUDIT_TRAIL is masteradmin and system_admin.
    for (const role of ['masteradmin', 'system_admin'] as const) {
      expect(trackerEntryFor(entry, role), role).toEqual(entry);
    }
    for (const role of ['user', 'moderator', 'admin', null, undefined] as const) {
      const seen = trackerEntryFor(entry, role);
      expect(seen.before, String(role)).toEqual(noValues);
      expect(seen.after, String(role)).toEqual({ ...entry.after, nightlyRate: null });
      expect(seen.costsHidden, String(role)).toBe(true);
      expect(JSON.stringify(seen)).not.toContain('120.00');
    }
    expect(trackerEntryFor({ ...entry, before: null, after: null }, 'user')).toMatchObject({
      before: null,
      after: null,
    });
  });

  it('are kept as stored, whatever is sent, by a write without the permission', () => {
    const stored = { ...noValues, nightlyRate: gbp('120.00') };
    const sent = { ...noValues, availability: 'available' as const };
    expect(trackerValuesWritten(sent, stored, 'masteradmin')).toEqual(sent);
    expect(trackerValuesWritten(null, stored, 'system_admin')).toBeNull();
    expect(trackerValuesWritten(sent, stored, 'user')).toEqual({
      ...sent,
      nightlyRate: gbp('120.00'),
    });
    expect(trackerValuesWritten(null, stored, 'moderator')).toEqual(stored);
    expect(trackerValuesWritten({ ...sent, nightlyRate: gbp('1.00') }, null, 'admin')).toEqual(
      sent,
    );
    expect(trackerValuesWritten(null, null, 'user')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isUrgentStay, type StayFacts, stayStateOn } from './stays';

const booking: StayFacts = {
  status: 'booked',
  checkIn: '2024-05-10',
  checkOut: '2024-05-20',
  originalCheckOut: '2024-05-20',
  attentionReason: null,
};

describe('stayStateOn', () => {
  it.each([
    ['2024-05-09', 'none'],
    ['2024-05-10', 'checkIn'],
    ['2024-05-11', 'active'],
    ['2024-05-19', 'active'],
    ['2024-05-20', 'checkOut'],
    ['2024-05-21', 'none'],
  ] as const)('on %s is %s', (day, state) => {
    expect(stayStateOn(booking, day)).toBe(state);
  });

  it('is extended while staying past the original check-out', () => {
    const extended = { ...booking, checkOut: '2024-05-27' };
    expect(stayStateOn(extended, '2024-05-19')).toBe('active');
    expect(stayStateOn(extended, '2024-05-20')).toBe('extended');
    expect(stayStateOn(extended, '2024-05-26')).toBe('extended');
    expect(stayStateOn(extended, '2024-05-27')).toBe('checkOut');
  });

  it('needs attention whenever a reason is recorded (a deposit after departure too)', () => {
    const flagged = { ...booking, attentionReason: 'Landlord not confirmed' };
    expect(stayStateOn(flagged, '2024-05-01')).toBe('needsAttention');
    expect(stayStateOn(flagged, '2024-05-10')).toBe('needsAttention');
    expect(stayStateOn(flagged, '2024-06-21')).toBe('needsAttention');
    expect(stayStateOn({ ...booking, attentionReason: '  ' }, '2024-05-12')).toBe('active');
  });

  it('is none for a booking that is not live', () => {
    expect(stayStateOn({ ...booking, status: 'cancelled' }, '2024-05-12')).toBe('none');
    expect(stayStateOn({ ...booking, status: 'complete' }, '2024-05-12')).toBe('none');
  });
});

describe('isUrgentStay', () => {
  it('marks arrivals, departures and attention as urgent', () => {
    expect(isUrgentStay('needsAttention')).toBe(true);
    expect(isUrgentStay('checkIn')).toBe(true);
    expect(isUrgentStay('checkOut')).toBe(true);
    expect(isUrgentStay('active')).toBe(false);
    expect(isUrgentStay('extended')).toBe(false);
    expect(isUrgentStay('none')).toBe(false);
  });
});

import {
  type AttentionFacts,
  addDays,
  attentionOn,
  attentionReasonsAt,
  dayIn,
  isLiveBooking,
  isUrgentAt,
  LIVE_BOOKING_STATUS,
  stayStateAt,
} from './stays';

const LONDON = 'Europe/London';
const stay: AttentionFacts = {
  status: 'booked',
  checkIn: '2026-07-10',
  checkOut: '2026-07-20',
  originalCheckOut: '2026-07-20',
  landlordConfirmedAt: '2026-07-01T10:00:00Z',
  extensionDecision: 'leaving',
  depositAmount: '0.00',
  depositReturnedAt: null,
  issue: '',
  issueFlaggedAt: null,
};

describe('the day in the configured time zone', () => {
  it('turns at local midnight, not UTC midnight (BST is UTC+1)', () => {
    expect(dayIn(new Date('2026-07-09T22:59:59Z'), LONDON)).toBe('2026-07-09');
    expect(dayIn(new Date('2026-07-09T23:00:00Z'), LONDON)).toBe('2026-07-10');
    expect(dayIn(new Date('2026-01-09T23:59:59Z'), LONDON)).toBe('2026-01-09');
    expect(dayIn(new Date('2026-01-10T00:00:00Z'), LONDON)).toBe('2026-01-10');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('builds one formatter per time zone, however many days it reads', () => {
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built++;
        return Reflect.construct(target, args);
      },
    });
    try {
      const instant = new Date('2026-07-09T23:30:00Z');
      for (let index = 0; index < 50; index++) {
        expect(dayIn(instant, 'Pacific/Kiritimati')).toBe('2026-07-10');
        expect(dayIn(instant, 'Pacific/Pago_Pago')).toBe('2026-07-09');
      }
      expect(built).toBeLessThanOrEqual(2);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});

describe('stayStateAt with a controllable clock', () => {
  it('moves from none to checkIn at local midnight of the arrival day', () => {
    expect(stayStateAt(stay, new Date('2026-07-09T22:59:59Z'), LONDON)).toBe('none');
    expect(stayStateAt(stay, new Date('2026-07-09T23:00:00Z'), LONDON)).toBe('checkIn');
    // Still the 9th in UTC, already the 10th in London.
    expect(stayStateAt(stay, new Date('2026-07-09T23:30:00Z'), 'UTC')).toBe('none');
    expect(stayStateAt(stay, new Date('2026-07-10T23:00:00Z'), LONDON)).toBe('active');
    expect(stayStateAt(stay, new Date('2026-07-19T23:00:00Z'), LONDON)).toBe('checkOut');
    expect(stayStateAt(stay, new Date('2026-07-20T23:00:00Z'), LONDON)).toBe('none');
  });

  it('is extended past the original check-out, then checkOut on the new day', () => {
    const extended = { ...stay, checkOut: '2026-07-25' };
    expect(stayStateAt(extended, new Date('2026-07-21T12:00:00Z'), LONDON)).toBe('extended');
    expect(stayStateAt(extended, new Date('2026-07-25T12:00:00Z'), LONDON)).toBe('checkOut');
  });

  it('is none for a deleted or cancelled booking', () => {
    const at = new Date('2026-07-12T12:00:00Z');
    expect(stayStateAt({ ...stay, deleted: true }, at, LONDON)).toBe('none');
    expect(stayStateAt({ ...stay, status: 'cancelled', issue: 'Leak' }, at, LONDON)).toBe('none');
  });
});

describe('attention rules', () => {
  it('landlord not confirmed from 48 h before the arrival day (local midnight) to arrival', () => {
    const open = { ...stay, landlordConfirmedAt: null };
    expect(attentionReasonsAt(open, new Date('2026-07-07T22:59:00Z'), LONDON)).toEqual([]);
    expect(attentionReasonsAt(open, new Date('2026-07-07T23:00:00Z'), LONDON)).toEqual([
      'landlordUnconfirmed',
    ]);
    expect(stayStateAt(open, new Date('2026-07-08T09:00:00Z'), LONDON)).toBe('needsAttention');
    expect(attentionReasonsAt(open, new Date('2026-07-11T09:00:00Z'), LONDON)).toEqual([]);
  });

  it('extension decision due within 3 days of check-out until recorded', () => {
    const undecided = { ...stay, extensionDecision: 'undecided' as const };
    expect(attentionOn(undecided, '2026-07-16', LONDON)).toEqual([]);
    expect(attentionOn(undecided, '2026-07-17', LONDON)).toEqual([
      { reason: 'extensionDecisionDue', since: '2026-07-17' },
    ]);
    expect(attentionOn(undecided, '2026-07-20', LONDON)).toHaveLength(1);
    expect(attentionOn(undecided, '2026-07-21', LONDON)).toEqual([]);
    expect(
      attentionOn({ ...undecided, extensionDecision: 'extending' }, '2026-07-18', LONDON),
    ).toEqual([]);
  });

  it('deposit not returned 14 days after check-out', () => {
    const held = { ...stay, depositAmount: '500.00' };
    expect(attentionOn(held, '2026-08-02', LONDON)).toEqual([]);
    expect(attentionOn(held, '2026-08-03', LONDON)).toEqual([
      { reason: 'depositNotReturned', since: '2026-08-03' },
    ]);
    expect(stayStateAt(held, new Date('2026-09-01T12:00:00Z'), LONDON)).toBe('needsAttention');
    expect(
      attentionOn({ ...held, depositReturnedAt: '2026-07-25T10:00:00Z' }, '2026-08-10', LONDON),
    ).toEqual([]);
  });

  it('a flagged issue needs attention from the local day it was flagged', () => {
    const flagged = { ...stay, issue: 'Boiler broken', issueFlaggedAt: '2026-07-11T23:30:00Z' };
    expect(attentionOn(flagged, '2026-07-13', LONDON)).toEqual([
      { reason: 'flaggedIssue', since: '2026-07-12' },
    ]);
  });
});

describe('isUrgentAt', () => {
  it('arrivals and departures today and tomorrow without the landlord confirmed', () => {
    const open = { ...stay, landlordConfirmedAt: null };
    expect(isUrgentAt(open, new Date('2026-07-08T12:00:00Z'), LONDON)).toBe(false);
    // 23:00 UTC on the 8th is midnight in London: tomorrow is arrival.
    expect(isUrgentAt(open, new Date('2026-07-08T23:00:00Z'), LONDON)).toBe(true);
    expect(isUrgentAt(stay, new Date('2026-07-09T12:00:00Z'), LONDON)).toBe(false);
    expect(isUrgentAt(open, new Date('2026-07-19T12:00:00Z'), LONDON)).toBe(true);
  });

  it('attention needed for more than a day', () => {
    const flagged = { ...stay, issue: 'Noise', issueFlaggedAt: '2026-07-12T10:00:00Z' };
    expect(isUrgentAt(flagged, new Date('2026-07-12T20:00:00Z'), LONDON)).toBe(false);
    expect(isUrgentAt(flagged, new Date('2026-07-12T23:00:00Z'), LONDON)).toBe(true);
  });
});

describe('isLiveBooking', () => {
  it('only a booked, undeleted booking holds its nights', () => {
    expect(LIVE_BOOKING_STATUS).toBe('booked');
    expect(isLiveBooking({ status: 'booked' })).toBe(true);
    expect(isLiveBooking({ status: 'booked', deleted: false })).toBe(true);
    expect(isLiveBooking({ status: 'booked', deleted: true })).toBe(false);
    for (const status of ['complete', 'cancelled', 'archived'])
      expect(isLiveBooking({ status, deleted: false }), status).toBe(false);
  });
});

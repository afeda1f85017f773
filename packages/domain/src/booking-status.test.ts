import { describe, expect, it } from 'vitest';
import { WORKFLOW_STATUSES, type WorkflowStatus } from './statuses';
import {
  addDays,
  BOOKING_STATUS_TRANSITIONS,
  bookingStatusRefusal,
  canFollowStayState,
  nextBookingStatuses,
  type STAY_STATE_TRANSITIONS,
  type StayFacts,
  stayStateOn,
} from './stays';

// A stay from 10 to 20 December.
const stay = { checkIn: '2026-12-10', checkOut: '2026-12-20' };
const before = '2026-11-28';
const arrival = '2026-12-10';
const during = '2026-12-15';
const departure = '2026-12-20';
const after = '2026-12-28';

describe('booking status transitions, pair by pair', () => {
  // Every (from, to) pair of the workflow statuses on a day when the dated rules allow the move
  // the table holds: only the table's pairs pass.
  const lawful = new Set([
    'booked>complete',
    'booked>cancelled',
    'complete>booked',
    'cancelled>booked',
  ]);
  for (const { value: from } of WORKFLOW_STATUSES) {
    for (const { value: to } of WORKFLOW_STATUSES) {
      const key = `${from}>${to}`;
      it(`${key} is ${lawful.has(key) ? 'in' : 'not in'} the table`, () => {
        // The day that satisfies the target's dated rule: complete after check-out, the rest before.
        const today = to === 'complete' ? after : before;
        const refusal = bookingStatusRefusal({ status: from, ...stay }, to, today);
        expect(refusal === null).toBe(lawful.has(key));
        if (!lawful.has(key)) expect(refusal).toBe('illegal');
      });
    }
  }

  it('the table names exactly these moves', () => {
    expect(BOOKING_STATUS_TRANSITIONS).toEqual({
      booked: ['complete', 'cancelled'],
      complete: ['booked'],
      cancelled: ['booked'],
    });
  });
});

describe('the dated rules', () => {
  const booked = { status: 'booked' as WorkflowStatus, ...stay };

  it('no Complete before the check-out day', () => {
    expect(bookingStatusRefusal(booked, 'complete', before)).toBe('beforeCheckOut');
    expect(bookingStatusRefusal(booked, 'complete', arrival)).toBe('beforeCheckOut');
    expect(bookingStatusRefusal(booked, 'complete', during)).toBe('beforeCheckOut');
    expect(bookingStatusRefusal(booked, 'complete', departure)).toBeNull();
    expect(bookingStatusRefusal(booked, 'complete', after)).toBeNull();
  });

  it('a stay that has started cannot be cancelled', () => {
    expect(bookingStatusRefusal(booked, 'cancelled', before)).toBeNull();
    expect(bookingStatusRefusal(booked, 'cancelled', addDays(arrival, -1))).toBeNull();
    expect(bookingStatusRefusal(booked, 'cancelled', arrival)).toBe('started');
    expect(bookingStatusRefusal(booked, 'cancelled', during)).toBe('started');
    expect(bookingStatusRefusal(booked, 'cancelled', after)).toBe('started');
  });

  it('a cancelled stay is reinstated until its check-out day, a completed one at any time', () => {
    const cancelled = { ...booked, status: 'cancelled' as WorkflowStatus };
    expect(bookingStatusRefusal(cancelled, 'booked', during)).toBeNull();
    expect(bookingStatusRefusal(cancelled, 'booked', departure)).toBeNull();
    expect(bookingStatusRefusal(cancelled, 'booked', after)).toBe('ended');
    const complete = { ...booked, status: 'complete' as WorkflowStatus };
    expect(bookingStatusRefusal(complete, 'booked', after)).toBeNull();
  });

  it('offers only the lawful targets of the day', () => {
    expect(nextBookingStatuses(booked, before)).toEqual(['cancelled']);
    expect(nextBookingStatuses(booked, during)).toEqual([]);
    expect(nextBookingStatuses(booked, departure)).toEqual(['complete']);
    expect(nextBookingStatuses({ ...booked, status: 'complete' }, after)).toEqual(['booked']);
    expect(nextBookingStatuses({ ...booked, status: 'cancelled' }, after)).toEqual([]);
  });
});

describe('stay states follow the dates lawfully', () => {
  function walk(facts: StayFacts, from: string, to: string): string[] {
    const states: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) states.push(stayStateOn(facts, day));
    return states;
  }
  const cases: Record<string, StayFacts> = {
    plain: { status: 'booked', ...stay, originalCheckOut: stay.checkOut, attentionReason: null },
    extended: {
      status: 'booked',
      checkIn: '2026-12-10',
      checkOut: '2026-12-24',
      originalCheckOut: '2026-12-20',
      attentionReason: null,
    },
    oneNight: {
      status: 'booked',
      checkIn: '2026-12-10',
      checkOut: '2026-12-11',
      originalCheckOut: '2026-12-11',
      attentionReason: null,
    },
  };
  for (const [name, facts] of Object.entries(cases)) {
    it(`${name}: each day's state may follow the day before's`, () => {
      const states = walk(facts, '2026-12-01', '2026-12-31');
      for (let index = 1; index < states.length; index += 1) {
        const pair = [states[index - 1], states[index]] as const;
        expect(
          canFollowStayState(pair[0] as keyof typeof STAY_STATE_TRANSITIONS, pair[1] as never),
          pair.join(' → '),
        ).toBe(true);
      }
    });
  }

  it('no check-in before its day: none never jumps to active, checkOut or extended', () => {
    expect(canFollowStayState('none', 'checkIn')).toBe(true);
    expect(canFollowStayState('none', 'active')).toBe(false);
    expect(canFollowStayState('none', 'checkOut')).toBe(false);
    expect(canFollowStayState('none', 'extended')).toBe(false);
    expect(canFollowStayState('checkOut', 'active')).toBe(false);
    expect(stayStateOn(cases.plain as StayFacts, addDays(arrival, -1))).toBe('none');
  });
});

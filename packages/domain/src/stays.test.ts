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

  it('needs attention from booking to departure when a reason is recorded', () => {
    const flagged = { ...booking, attentionReason: 'Landlord not confirmed' };
    expect(stayStateOn(flagged, '2024-05-01')).toBe('needsAttention');
    expect(stayStateOn(flagged, '2024-05-10')).toBe('needsAttention');
    expect(stayStateOn(flagged, '2024-05-21')).toBe('none');
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

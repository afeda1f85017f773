import { describe, expect, it } from 'vitest';
import { clashDays } from './booking-form';

describe('clashDays', () => {
  it('reads the nights asked, the nights taken and the booking taking them', () => {
    expect(
      clashDays(
        'The property is not available from 2031-05-14 to 2031-05-16: it is taken from 2031-05-10 to 2031-05-15 by booking BKG-20371.',
      ),
    ).toEqual({
      from: '2031-05-14',
      to: '2031-05-16',
      takenFrom: '2031-05-10',
      takenTo: '2031-05-15',
      reference: 'BKG-20371',
    });
  });

  it('names no booking when a block takes the nights, and nothing without four days', () => {
    expect(
      clashDays(
        'The property is not available from 2031-05-14 to 2031-05-16: it is taken from 2031-05-10 to 2031-05-15.',
      ),
    ).toMatchObject({ takenTo: '2031-05-15', reference: null });
    expect(clashDays('Booking was changed by someone else.')).toBeNull();
  });
});

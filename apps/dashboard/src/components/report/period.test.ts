import { describe, expect, it } from 'vitest';
import { daysIn, periodOf, presetOf, presetPeriod } from './period';

const today = new Date(2026, 10, 29);

describe('report periods', () => {
  it('turn each preset into whole months from today', () => {
    expect(presetPeriod('last12', today)).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('quarter', today)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetPeriod('year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('next3', today)).toEqual({ from: '2026-11-01', to: '2027-01-31' });
  });

  it('name the days by their preset, or custom', () => {
    const presets = ['last12', 'thisMonth', 'custom'] as const;
    expect(presetOf({ from: '2026-11-01', to: '2026-11-30' }, presets, today)).toBe('thisMonth');
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, presets, today)).toBe('custom');
  });

  it('read the days of the address only when both are days in order', () => {
    expect(periodOf(new URLSearchParams('from=2026-01-01&to=2026-01-31'))).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodOf(new URLSearchParams('from=2026-02-01&to=2026-01-31'))).toBeNull();
    expect(periodOf(new URLSearchParams('from=2026-1-1&to=2026-01-31'))).toBeNull();
    expect(daysIn({ from: '2026-01-01', to: '2026-01-31' })).toBe(31);
  });
});

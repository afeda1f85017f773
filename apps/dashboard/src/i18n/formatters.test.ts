import { describe, expect, it } from 'vitest';
import { formatMessage, formatters, LOCALES } from './index';

describe('formatters', () => {
  it('format ICU messages in the language: its plural rules, select, numbers, apostrophes', () => {
    const nights = '{count, plural, one {# nuit} other {# nuits}}';
    expect(formatMessage('fr', nights, { count: 0 })).toBe('0 nuit');
    expect(formatMessage('en', nights, { count: 0 })).toBe('0 nuits');
    const bookings = '{count, plural, =0 {No bookings} one {# booking} other {# bookings}}';
    expect(formatMessage('en', bookings, { count: 0 })).toBe('No bookings');
    expect(formatMessage('en', bookings, { count: 1500 })).toBe('1,500 bookings');
    expect(
      formatMessage('en', '{kind, select, agent {An agent} other {Someone}}', { kind: 'agent' }),
    ).toBe('An agent');
    expect(formatMessage('fr', '{miles, number, ::.#} km', { miles: 1.25 })).toBe('1,3 km');
    expect(formatMessage('fr', "l'enquête de {name}", { name: 'Ann' })).toBe("l'enquête de Ann");
    expect(formatMessage('en', "It''s '{literal}'")).toBe("It's {literal}");
    expect(formatMessage('en', 'A <b>tag</b> stays text')).toBe('A <b>tag</b> stays text');
    expect(() => formatMessage('en', 'Hello {name}')).toThrow(/name/);
  });

  it('are built once per language, so every component shares the same ones', () => {
    expect(formatters('en')).toBe(formatters('en'));
    expect(formatters('fr')).toBe(formatters('fr'));
    expect(formatters('fr')).not.toBe(formatters('en'));
  });

  it('format numbers, money and percentages as Intl does in the language, call after call', () => {
    for (const language of ['en', 'fr'] as const) {
      const f = formatters(language);
      const locale = LOCALES[language];
      const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);
      for (let round = 0; round < 2; round += 1) {
        expect(f.money(1234.5, 'GBP')).toBe(
          intl({ style: 'currency', currency: 'GBP' }).format(1234.5),
        );
        expect(f.money(99, 'EUR')).toBe(intl({ style: 'currency', currency: 'EUR' }).format(99));
        expect(f.number(0.125, { maximumFractionDigits: 1 })).toBe(
          intl({ maximumFractionDigits: 1 }).format(0.125),
        );
        expect(f.number(1234567)).toBe(intl({}).format(1234567));
        expect(f.percent(12.345)).toBe(
          intl({ style: 'percent', maximumFractionDigits: 2 }).format(0.12345),
        );
        expect(f.percent(50, 1)).toBe(
          intl({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
            0.5,
          ),
        );
      }
    }
  });

  it('show a calendar day and a range of days as the day it is, whatever the time zone', () => {
    const en = formatters('en');
    expect(en.day('2026-11-23')).toBe('23 Nov 2026');
    expect(en.day('2026-01-01')).toBe('1 Jan 2026');
    // ICU versions differ in the spaces around the dash.
    expect(en.dayRange('2026-12-17', '2026-12-24')).toMatch(/^17\s*–\s*24 Dec 2026$/);
    expect(en.dayRange('2026-11-20', '2027-02-18')).toMatch(/^20 Nov 2026\s*–\s*18 Feb 2027$/);
    expect(formatters('fr').day('2026-11-23')).toBe('23 nov. 2026');
  });

  it('label a month short for a chart and in full for a choice, as the month it is', () => {
    const en = formatters('en');
    expect(en.month('2026-11')).toBe('Nov 26');
    expect(en.month('2026-01', 'long')).toBe('January 2026');
    expect(en.month('2027-12')).toBe('Dec 27');
    expect(formatters('fr').month('2026-11', 'long')).toBe('novembre 2026');
  });

  it('refuses a currency that is not one, as Intl does', () => {
    expect(() => formatters('en').money(1, 'not a currency')).toThrow(RangeError);
  });
});

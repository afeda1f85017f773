import { describe, expect, it } from 'vitest';
import { formatIcu, IcuSyntaxError, parseIcu } from './icu';

describe('formatIcu', () => {
  it('formats every form it reads', () => {
    const values = { count: 2, name: 'Ann', kind: 'agent', miles: 1.25, amount: 3 };
    const cases: [string, string][] = [
      ['Hello {name}', 'Hello Ann'],
      ['{ name } spaced', 'Ann spaced'],
      ['Total {count}', 'Total 2'],
      ["It''s {name}'s booking", "It's Ann's booking"],
      ["Braces: '{literal}' and '}'", 'Braces: {literal} and }'],
      ["{count, plural, one {'#' # item} other {'#' # items}}", '# 2 items'],
      [
        '{count, plural, offset:1 =0 {nobody} one {{name} and # other} other {{name} and # others}}',
        'Ann and 1 other',
      ],
      ['{kind, select, company {A company} agent {An agent} other {Someone}}', 'An agent'],
      [
        '{count, plural, one {{kind, select, agent {# agent} other {x}}} other {{kind, select, agent {# agents} other {y}}}}',
        '# agents',
      ],
      ['{miles, number, ::.#} miles', '1.3 miles'],
      ['{amount, number, ::.00}', '3.00'],
      ['A <b>tag</b> stays text', 'A <b>tag</b> stays text'],
    ];
    for (const [message, expected] of cases)
      expect(formatIcu('en-GB', message, values), message).toBe(expected);
    expect(formatIcu('fr-FR', '{miles, number, ::.#} km', { miles: 1.25 })).toBe('1,3 km');
  });

  it('chooses an exact option before the plural category', () => {
    const message = '{count, plural, =0 {No bookings} one {# booking} other {# bookings}}';
    expect(formatIcu('en-GB', message, { count: 0 })).toBe('No bookings');
    expect(formatIcu('en-GB', message, { count: 1 })).toBe('1 booking');
    expect(formatIcu('en-GB', message, { count: 1500 })).toBe('1,500 bookings');
  });

  it('follows the plural rules of the locale', () => {
    // French puts 0 and 1 in "one"; English puts 0 in "other".
    const message = '{count, plural, one {# nuit} other {# nuits}}';
    expect(formatIcu('fr-FR', message, { count: 0 })).toBe('0 nuit');
    expect(formatIcu('en-GB', message, { count: 0 })).toBe('0 nuits');
  });

  it('keeps apostrophes of French elision as text', () => {
    expect(formatIcu('fr-FR', "l'enquête de {name}", { name: 'Ann' })).toBe("l'enquête de Ann");
  });

  it('shows a Date value as text, as intl-messageformat did for a plain argument', () => {
    const date = new Date(Date.UTC(2026, 0, 2));
    expect(formatIcu('en-GB', 'On {when}', { when: date })).toBe(`On ${String(date)}`);
  });

  it('fails on a missing value, naming it', () => {
    expect(() => formatIcu('en-GB', 'Hello {name}', {})).toThrow(/"name"/);
  });

  it('refuses what it cannot read, naming the message', () => {
    for (const message of [
      'Unclosed {name',
      'Stray }',
      '{when, date, short}',
      '{n, number, percent}',
      '{n, plural, one {x}}',
      '{n, plural, one {x} one {y} other {z}}',
      '{n, plural, lots {x} other {y}}',
      "Quote '{never closed",
      '{1bad}',
    ]) {
      expect(() => parseIcu(message), message).toThrow(IcuSyntaxError);
    }
  });
});

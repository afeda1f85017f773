import { formatIcu } from '@staydesk/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';

// A feature's messages module calls defineMessages; here it only needs to hand the texts back.
vi.mock('./index', () => ({
  defineMessages: (en: unknown, fr: unknown) => ({ en, fr }),
}));

/** Every module that holds texts: the core catalogues and each feature's messages. */
const modules = import.meta.glob(
  ['./en/*.ts', './fr/*.ts', '../**/*messages*.ts', '!./*.test.ts'],
  {
    eager: true,
  },
);

function texts(value: unknown, path: string, found: Map<string, string>): void {
  if (typeof value === 'string') {
    found.set(path, value);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) texts(item, `${path}.${key}`, found);
}

/** Every argument gets the same value, as a number (plurals) and text at once. */
function everyValue(count: number): Record<string, number> {
  return new Proxy({} as Record<string, number>, {
    get: (_target, key) => (typeof key === 'string' ? count : undefined),
    has: () => true,
  });
}

describe('the texts', () => {
  const found = new Map<string, string>();
  for (const [file, exported] of Object.entries(modules)) texts(exported, file, found);

  it('are all found (the glob still reaches the catalogues)', () => {
    expect(found.size).toBeGreaterThan(2000);
  });

  it('format with the domain formatter exactly as with intl-messageformat, in both locales', () => {
    const differences: string[] = [];
    for (const [path, message] of found) {
      for (const locale of ['en-GB', 'fr-FR']) {
        let reference: IntlMessageFormat | Error;
        try {
          reference = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
        } catch (error) {
          reference = error instanceof Error ? error : new Error(String(error));
        }
        for (const count of [0, 1, 2, 7]) {
          const values = everyValue(count);
          let expected: string;
          try {
            if (reference instanceof Error) throw reference;
            expected = String(reference.format(values));
          } catch (error) {
            expected = `error: ${String(error)}`;
          }
          let actual: string;
          try {
            actual = formatIcu(locale, message, values);
          } catch (error) {
            actual = `error: ${String(error)}`;
          }
          if (actual !== expected) {
            differences.push(`${path} (${locale}, ${count}): ${actual} ≠ ${expected}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
    // Some 2,000 texts, twice each with a reference parser: slow on a busy machine.
  }, 60_000);

  it('agree, in every ICU form the formatter reads, with intl-messageformat beyond the texts of today', () => {
    const forms = [
      '{count, plural, =0 {None} one {# item} other {# items}}',
      '{count, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}',
      '{kind, select, a {An A} other {Something}}',
      '{count, plural, one {{kind, select, a {# a} other {# other}}} other {{kind, select, a {#s} other {#}}}}',
      "{count, plural, one {'#' # item} other {'#' # items}}",
      "It''s '{literal}' and '}' for {name}",
      "L'agent {name} n'a pas d'offre",
      '{count, number, ::.#} · {count, number, ::.00} · {count, number}',
      'A <b>tag</b> stays text',
    ];
    for (const message of forms) {
      for (const locale of ['en-GB', 'fr-FR']) {
        for (const count of [0, 1, 2, 5, 21, 1234.5678]) {
          const values = { count, name: 'Ann', kind: count % 2 === 0 ? 'a' : 'b' };
          const expected = new IntlMessageFormat(message, locale, undefined, {
            ignoreTag: true,
          }).format(values);
          expect(formatIcu(locale, message, values), `${message} ${locale} ${count}`).toBe(
            String(expected),
          );
        }
      }
    }
  });
});

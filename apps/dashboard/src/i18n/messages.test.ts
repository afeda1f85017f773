import { describe, expect, it, vi } from 'vitest';

/** Every bundle a messages module defines: its English and its French (or French's loader). */
const bundles = vi.hoisted(() => [] as { en: unknown; fr: unknown }[]);

// A feature's messages module calls defineMessages; here it only hands the texts back.
vi.mock('./index', () => ({
  defineMessages: (en: unknown, fr: unknown) => {
    bundles.push({ en, fr });
    return { en, fr };
  },
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

/** The key paths of a texts object, sorted. */
function keysOf(value: unknown): string[] {
  const found = new Map<string, string>();
  texts(value, '', found);
  return [...found.keys()].sort();
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
    expect(bundles.length).toBeGreaterThan(20);
  });

  it('have every key in both languages', async () => {
    const missing: string[] = [];
    // A core catalogue's module exports one object, named for its language: keys below it count.
    const below = (keys: string[], exportName: boolean) =>
      exportName ? keys.map((key) => key.replace(/^\.[^.]+/, '')) : keys;
    const compare = (name: string, en: unknown, fr: unknown, exportName = false) => {
      const french = new Set(below(keysOf(fr), exportName));
      const english = new Set(below(keysOf(en), exportName));
      for (const key of english) if (!french.has(key)) missing.push(`${name}: fr lacks ${key}`);
      for (const key of french) if (!english.has(key)) missing.push(`${name}: en lacks ${key}`);
    };
    for (const [index, { en, fr }] of bundles.entries()) {
      const french = typeof fr === 'function' ? await (fr as () => Promise<unknown>)() : fr;
      compare(`bundle ${index} (${keysOf(en).slice(0, 2).join(', ')})`, en, french);
    }
    for (const [file, exported] of Object.entries(modules)) {
      if (!file.startsWith('./en/')) continue;
      compare(file, exported, modules[file.replace('./en/', './fr/')], true);
    }
    expect(missing).toEqual([]);
  });

  it('are each an ICU message that FormatJS reads and formats, in both languages', async () => {
    const { formatMessage } = await vi.importActual<typeof import('./index')>('./index');
    const failures: string[] = [];
    for (const [path, message] of found) {
      for (const language of ['en', 'fr'] as const) {
        for (const count of [0, 1, 2, 7]) {
          try {
            formatMessage(language, message, everyValue(count));
          } catch (error) {
            failures.push(`${path} (${language}, ${count}): ${String(error)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

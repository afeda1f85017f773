// Rewrites the sprinkles table vanilla-extract emits into a compact form the built chunk expands
// at run time (issue #11). The compiler writes every atom's class name out in full: each value of
// a responsive property as `{ conditions: { mobile: "…0", tablet: "…1", desktop: "…2" },
// defaultClass: "…0" }`, 326 names in ~15 KB that every screen loads (2.4 KiB gzip). The names
// are one file scope's prefix and a counter in base 36, handed out in the table's own order, so
// the property and value names and the first counter are enough to write the table again.
//
// The build never trusts that reading: the expanded table must equal the emitted one (as JSON,
// the runtime reads nothing else), or the build fails and the chunk is left as it was emitted.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const CALL = 'createSprinkles(';

/**
 * The expander, shipped in the chunk (kept short: it is what the compact table costs).
 * A config is `[conditions, styles]`; a style `[name, mappings, 1]` (a shorthand) or
 * `[name, values]`, each value taking a class per condition in order, or one when unconditional.
 */
export const EXPAND_SOURCE = `function expandSprinkles(prefix, counter, configs) {
  const next = () => prefix + (counter++).toString(36);
  return configs.map(([conditions, entries]) => {
    const styles = {};
    for (const [name, list, shorthand] of entries) {
      if (shorthand) {
        styles[name] = { mappings: list };
        continue;
      }
      const values = {};
      for (const value of list) {
        if (!conditions) {
          values[value] = { defaultClass: next() };
          continue;
        }
        const classes = {};
        for (const condition of conditions.conditionNames) classes[condition] = next();
        values[value] = { conditions: classes, defaultClass: classes[conditions.defaultCondition] };
      }
      styles[name] = { values, responsiveArray: conditions ? conditions.responsiveArray : void 0 };
    }
    return { conditions: conditions || void 0, styles };
  });
}`;

// The expander is our own source, run here to check the compact table before it ships.
const expandSprinkles = new Function(`${EXPAND_SOURCE}; return expandSprinkles;`)();

/** The end of the call that opens at `start`: its matching parenthesis, strings skipped. */
function closingParen(code, start) {
  let depth = 0;
  let quote = null;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return index;
  }
  throw new Error('compact-sprinkles: the createSprinkles call does not close');
}

/** Every class name of the table, in the order the compiler wrote them. */
function classNames(configs) {
  const names = [];
  for (const config of configs) {
    for (const style of Object.values(config.styles)) {
      for (const value of Object.values(style.values ?? {})) {
        if (value.conditions) names.push(...Object.values(value.conditions));
        else names.push(value.defaultClass);
      }
    }
  }
  return names;
}

/** The longest prefix all names share. */
function commonPrefix(names) {
  let prefix = names[0] ?? '';
  for (const name of names) while (!name.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

/** The compact arguments `[prefix, counter, configs]` of a table, checked to expand back to it. */
export function compactTable(configs) {
  const names = classNames(configs);
  if (names.length === 0) throw new Error('compact-sprinkles: the table has no class names');
  const prefix = commonPrefix(names);
  const counter = Number.parseInt(names[0].slice(prefix.length) || '0', 36);
  const compact = configs.map((config) => [
    config.conditions ?? 0,
    Object.entries(config.styles).map(([name, style]) =>
      style.mappings ? [name, style.mappings, 1] : [name, Object.keys(style.values)],
    ),
  ]);
  const table = [prefix, counter, compact];
  const expanded = expandSprinkles(...table);
  if (JSON.stringify(expanded) !== JSON.stringify(configs)) {
    throw new Error(
      'compact-sprinkles: the expanded table differs from the emitted one (vanilla-extract names or orders its atoms differently now): review packages/ui/scripts/compact-sprinkles.mjs',
    );
  }
  return table;
}

/**
 * The chunk with the arguments of each `createSprinkles(…)` call replaced by the expander and the
 * compact table, the expander put once on the first call's line; null when the chunk has none.
 * The replaced text keeps its line count, so the source map of every other line still holds.
 */
export function compactSprinklesChunk(code) {
  let compact = code;
  let first = -1;
  // From the last call back, so that the positions of those before stay where they were.
  for (let at = code.lastIndexOf(CALL); at !== -1; at = code.lastIndexOf(CALL, at - 1)) {
    const open = at + CALL.length - 1;
    const close = closingParen(compact, open);
    const argumentsSource = compact.slice(open + 1, close);
    // vanilla-extract's own output, evaluated at build time: literals and an IIFE.
    const configs = new Function(`return [${argumentsSource}];`)();
    const table = compactTable(configs);
    const lines = argumentsSource.split('\n').length - 1;
    const call = `...expandSprinkles(${table.map((part) => JSON.stringify(part)).join(', ')})`;
    compact = `${compact.slice(0, open + 1)}${call}${'\n'.repeat(lines)}${compact.slice(close)}`;
    first = at;
  }
  if (first === -1) return null;
  const lineStart = compact.lastIndexOf('\n', first) + 1;
  const expander = EXPAND_SOURCE.replace(/\n\s*/g, ' ');
  return `${compact.slice(0, lineStart)}${expander} ${compact.slice(lineStart)}`;
}

/**
 * Compacts every chunk under `distDir` (a shared chunk or a component's own file) that builds
 * sprinkles tables; returns how many tables.
 */
export async function compactSprinkles(distDir) {
  const files = (await readdir(distDir, { recursive: true, encoding: 'utf8' })).filter((file) =>
    file.endsWith('.js'),
  );
  let compacted = 0;
  for (const file of files) {
    const path = join(distDir, file);
    const code = await readFile(path, 'utf8');
    if (!code.includes(CALL) || code.includes('function expandSprinkles(')) continue;
    const compact = compactSprinklesChunk(code);
    if (compact === null) continue;
    await writeFile(path, compact);
    compacted += code.split(CALL).length - 1;
  }
  return compacted;
}

// node --test: the compact sprinkles table expands back to exactly what vanilla-extract emitted.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compactSprinkles, compactSprinklesChunk, compactTable } from './compact-sprinkles.mjs';

const conditions = {
  defaultCondition: 'mobile',
  conditionNames: ['mobile', 'tablet', 'desktop'],
  responsiveArray: ['mobile', 'tablet', 'desktop'],
};

/** A table as the compiler writes one: a responsive config with a shorthand, then a fixed one. */
function emittedTable(names = (index) => `_ab1${index.toString(36)}`) {
  let index = 0;
  const responsive = () => {
    const classes = { mobile: names(index), tablet: names(index + 1), desktop: names(index + 2) };
    index += 3;
    return { conditions: classes, defaultClass: classes.mobile };
  };
  const fixed = () => ({ defaultClass: names(index++) });
  const display = { values: { none: responsive(), flex: responsive() }, responsiveArray: void 0 };
  const gap = { values: { small: responsive(), large: responsive() }, responsiveArray: void 0 };
  display.responsiveArray = conditions.responsiveArray;
  gap.responsiveArray = conditions.responsiveArray;
  return [
    {
      conditions,
      styles: { paddingX: { mappings: ['paddingLeft', 'paddingRight'] }, display, gap },
    },
    {
      conditions: void 0,
      styles: { position: { values: { relative: fixed(), absolute: fixed() } } },
    },
  ];
}

const json = (value) => JSON.parse(JSON.stringify(value));

describe('compactTable', () => {
  it('keeps the names, the first counter and the shorthands', () => {
    const [prefix, counter, configs] = compactTable(emittedTable());
    assert.equal(prefix, '_ab1');
    assert.equal(counter, 0);
    assert.deepEqual(configs[0][1], [
      ['paddingX', ['paddingLeft', 'paddingRight'], 1],
      ['display', ['none', 'flex']],
      ['gap', ['small', 'large']],
    ]);
    assert.deepEqual(configs[1], [0, [['position', ['relative', 'absolute']]]]);
  });

  it('starts from a counter other than 0 and across a digit of base 36', () => {
    const table = emittedTable((index) => `_q${(index + 30).toString(36)}`);
    const [prefix, counter] = compactTable(table);
    assert.equal(`${prefix}${counter.toString(36)}`, '_qu');
  });

  it('refuses a table whose names are not handed out in order', () => {
    const table = emittedTable();
    table[1].styles.position.values.absolute.defaultClass = '_ab1zz';
    assert.throws(() => compactTable(table), /differs from the emitted one/);
  });

  it('refuses a table whose default class is not the default condition', () => {
    const table = emittedTable();
    table[0].styles.gap.values.large.defaultClass =
      table[0].styles.gap.values.large.conditions.tablet;
    assert.throws(() => compactTable(table), /differs from the emitted one/);
  });
});

describe('compactSprinklesChunk', () => {
  const source = (table) =>
    [
      "import { createSprinkles } from '@vanilla-extract/sprinkles/createRuntimeSprinkles';",
      '',
      `var sprinkles = createSprinkles(${JSON.stringify(table, null, 2).slice(1, -1)});`,
      `var other = createSprinkles(${JSON.stringify(table[1])});`,
      '',
      'export { sprinkles, other };',
      '//# sourceMappingURL=chunk.js.map',
    ].join('\n');

  /** What each createSprinkles call of a chunk receives when it runs. */
  function callsOf(code) {
    const calls = [];
    const body = code.replace(/^import .*$/m, '').replace(/^export .*$/m, '');
    new Function('createSprinkles', body)((...configs) => calls.push(configs));
    return calls;
  }

  it('passes every call the same tables, in fewer bytes and as many lines', () => {
    const table = emittedTable();
    const chunk = source(table);
    const compact = compactSprinklesChunk(chunk);
    assert.ok(compact);
    assert.deepEqual(json(callsOf(compact)), json(callsOf(chunk)));
    assert.equal(compact.split('\n').length, chunk.split('\n').length);
    assert.ok(compact.length < chunk.length);
    assert.equal(compact.match(/function expandSprinkles\(/g)?.length, 1);
    assert.ok(compact.endsWith('export { sprinkles, other };\n//# sourceMappingURL=chunk.js.map'));
  });

  it('leaves a chunk without sprinkles alone', () => {
    assert.equal(compactSprinklesChunk('export const x = 1;'), null);
  });
});

describe('compactSprinkles', () => {
  it('compacts the tables of every chunk under the folder, once', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'compact-sprinkles-'));
    try {
      await mkdir(join(dist, 'components', 'Grid'), { recursive: true });
      const chunk = `var grid = createSprinkles(${JSON.stringify(emittedTable()[1])});\n`;
      await writeFile(join(dist, 'chunk-A.js'), chunk);
      await writeFile(join(dist, 'components', 'Grid', 'Grid.js'), chunk);
      await writeFile(join(dist, 'index.js'), 'export {};\n');
      assert.equal(await compactSprinkles(dist), 2);
      const nested = await readFile(join(dist, 'components', 'Grid', 'Grid.js'), 'utf8');
      assert.match(nested, /function expandSprinkles\(/);
      // A second run finds them compacted already.
      assert.equal(await compactSprinkles(dist), 0);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

import { init } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChunkCode, checkImports, renameExports } from './local-export-names';

beforeAll(() => init);

/** The bundle after the edits: every file, changed or not. */
function rewrite(chunks: ChunkCode[]): Record<string, string> {
  const edits = renameExports(chunks);
  return Object.fromEntries(
    chunks.map((chunk) => [chunk.fileName, edits.get(chunk.fileName)?.toString() ?? chunk.code]),
  );
}

const boot: ChunkCode = {
  fileName: 'assets/boot.js',
  code: 'var Pr=1,ui=2,e=3;export{Pr as $,ui as A,e}',
};

describe('renameExports', () => {
  it('exports each binding under its local name and renames it where it is imported', () => {
    const screen = {
      fileName: 'assets/screen.js',
      code: 'import{$ as e,A as ui,e as t}from"./boot.js";console.log(e,ui,t)',
    };
    expect(rewrite([boot, screen])).toEqual({
      'assets/boot.js': 'var Pr=1,ui=2,e=3;export{Pr,ui,e}',
      'assets/screen.js': 'import{Pr as e,ui,e as t}from"./boot.js";console.log(e,ui,t)',
    });
  });

  it('resolves an importer in another folder and keeps side-effect imports', () => {
    const nested = {
      fileName: 'assets/nested/screen.js',
      code: 'import"../boot.js";import{A as x}from"../boot.js";x()',
    };
    expect(rewrite([boot, nested])['assets/nested/screen.js']).toBe(
      'import"../boot.js";import{ui as x}from"../boot.js";x()',
    );
  });

  it('keeps the export names of a chunk that is imported dynamically', () => {
    const route = { fileName: 'assets/route.js', code: 'var a=1;export{a as AccountsRoute}' };
    const lazy = {
      fileName: 'assets/lazy.js',
      code: 'import{A as u}from"./boot.js";import(`./route.js`).then(e=>e.AccountsRoute)',
    };
    const out = rewrite([boot, route, lazy]);
    expect(out['assets/route.js']).toBe(route.code);
    expect(out['assets/lazy.js']).toBe(
      'import{ui as u}from"./boot.js";import(`./route.js`).then(e=>e.AccountsRoute)',
    );
  });

  it('keeps the export names of a chunk read as a namespace, by default or re-exported', () => {
    for (const reader of [
      'import*as b from"./boot.js";b.$',
      'import b from"./boot.js";b',
      'export{$ as x}from"./boot.js"',
    ]) {
      const out = rewrite([boot, { fileName: 'assets/reader.js', code: reader }]);
      expect(out['assets/boot.js']).toBe(boot.code);
      expect(out['assets/reader.js']).toBe(reader);
    }
  });

  it('keeps a chunk that exports one local under two names', () => {
    const twice = { fileName: 'assets/twice.js', code: 'var a=1;export{a as b,a as c}' };
    expect(renameExports([twice]).size).toBe(0);
  });

  it('renames nothing when a dynamic import names no file it can read', () => {
    const computed = { fileName: 'assets/computed.js', code: 'import("./"+name+".js")' };
    expect(renameExports([boot, computed]).size).toBe(0);
  });

  it('fails when an import names an export its chunk does not have', () => {
    const wrong = { fileName: 'assets/wrong.js', code: 'import{Z as z}from"./boot.js";z' };
    expect(() => renameExports([boot, wrong])).toThrow(/imports "Z as z" from assets\/boot\.js/);
  });
});

describe('checkImports', () => {
  it('passes a bundle whose imports name existing exports', () => {
    expect(() =>
      checkImports([boot, { fileName: 'assets/s.js', code: 'import{A as a}from"./boot.js";a' }]),
    ).not.toThrow();
  });

  it('fails on an import of a name the chunk no longer exports', () => {
    expect(() =>
      checkImports([boot, { fileName: 'assets/s.js', code: 'import{Q as a}from"./boot.js";a' }]),
    ).toThrow(/imports "Q as a" from assets\/boot\.js/);
  });
});

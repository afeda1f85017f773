import { dirname, join } from 'node:path/posix';
import remapping, { type SourceMapInput } from '@jridgewell/remapping';
import { ImportType, init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Exports each binding of a shared chunk under its own minified name: `export{Pr}` where the
 * bundler writes `export{Pr as $}`, and `import{Pr as e}` in the chunks that read it where it
 * writes `import{$ as e}`. The dashboard's boot file exports ~370 bindings to the later screens
 * (and the vendor file ~80): their ` as $` cost the first screens ~1 KiB gzip, and every later
 * screen's import lines grow by ~4 bytes each (issue #11, the dashboard README). Rolldown's
 * `minifyInternalExports` renames exports before the minifier renames their locals, so the two
 * names never meet; this pass runs on the minified bundle, when both are known.
 *
 * Only a chunk that every importer reads by name is rewritten: one that is imported dynamically,
 * as a namespace, by default or re-exported keeps its export names (a route chunk's `RouteX` is
 * read as a property). The plugin then reads the whole bundle again and fails the build if any
 * import names an export its chunk does not have.
 */
export function localExportNames(): Plugin {
  return {
    name: 'staydesk:local-export-names',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        await init;
        const chunksOf = (): ChunkCode[] =>
          Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' ? [{ fileName: file.fileName, code: file.code }] : [],
          );
        for (const [fileName, edited] of renameExports(chunksOf())) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = edited.toString();
          if (!chunk.map) continue;
          // The edits sit inside import and export clauses: the map follows the shifted code.
          const editMap = edited.generateMap({ source: fileName, hires: 'boundary' });
          const map = remapping(
            [editMap as SourceMapInput, chunk.map as SourceMapInput],
            () => null,
          );
          const { file, debugId } = chunk.map;
          Object.assign(map, { file, debugId });
          const mapAsset = bundle[`${fileName}.map`];
          if (mapAsset?.type === 'asset') mapAsset.source = map.toString();
          chunk.map = Object.assign(map, {
            toUrl: () =>
              `data:application/json;base64,${Buffer.from(map.toString()).toString('base64')}`,
          }) as unknown as typeof chunk.map;
        }
        checkImports(chunksOf());
      },
    },
  };
}

export interface ChunkCode {
  readonly fileName: string;
  readonly code: string;
}

/** `import{a as b,c}from"…"`: the braces' contents; anything else is not a named import. */
const NAMED_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*["'`]/;
const SIDE_EFFECT_IMPORT = /^import\s*["'`]/;
const SPECIFIER = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/;

interface StaticImport {
  readonly target: string;
  /** The braces' contents and where they start in the importer; null for `import "…"`. */
  readonly names: { readonly text: string; readonly start: number } | null;
}

/** The chunk a relative specifier names, from the importer's folder; null when not relative. */
function targetOf(importer: string, specifier: string): string | null {
  return /^\.\.?\//.test(specifier) ? join(dirname(importer), specifier) : null;
}

/** A chunk's static imports of other chunks, and the chunks it reads other than by name. */
function importsOf(chunk: ChunkCode, notByName: Set<string>): StaticImport[] | null {
  const [imports] = parse(chunk.code, chunk.fileName);
  const found: StaticImport[] = [];
  for (const entry of imports) {
    if (entry.t === ImportType.ImportMeta) continue;
    const target = entry.n === undefined ? null : targetOf(chunk.fileName, entry.n);
    if (entry.t !== ImportType.Static) {
      // A dynamic import the lexer cannot name could be of any chunk: rename nothing.
      if (entry.n === undefined) return null;
      if (target) notByName.add(target);
      continue;
    }
    if (!target) continue;
    const statement = chunk.code.slice(entry.ss, entry.se);
    const named = NAMED_IMPORT.exec(statement);
    if (named) {
      const start = entry.ss + statement.indexOf('{') + 1;
      found.push({ target, names: { text: named[1] ?? '', start } });
    } else if (SIDE_EFFECT_IMPORT.test(statement)) {
      found.push({ target, names: null });
    } else {
      notByName.add(target);
    }
  }
  return found;
}

/**
 * The edits that export every binding of the chunks read only by name under its local name, and
 * name it so where they are imported: per file changed, its code with the edits.
 */
export function renameExports(chunks: readonly ChunkCode[]): Map<string, MagicString> {
  const notByName = new Set<string>();
  const imports = new Map<string, StaticImport[]>();
  for (const chunk of chunks) {
    const found = importsOf(chunk, notByName);
    if (!found) return new Map();
    imports.set(chunk.fileName, found);
  }

  const edits = new Map<string, MagicString>();
  const editOf = (chunk: ChunkCode) => {
    let edit = edits.get(chunk.fileName);
    if (!edit) {
      edit = new MagicString(chunk.code);
      edits.set(chunk.fileName, edit);
    }
    return edit;
  };

  // Per chunk rewritten: each export's new name (its local one).
  const renamed = new Map<string, Map<string, string>>();
  for (const chunk of chunks) {
    if (notByName.has(chunk.fileName)) continue;
    const [, exports] = parse(chunk.code, chunk.fileName);
    if (exports.length === 0) continue;
    const locals = exports.map((entry) => entry.ln);
    // `export default …`, `export const …` or one local under two names: left as it is.
    if (locals.some((local) => local === undefined || local === 'default')) continue;
    if (new Set(locals).size !== locals.length) continue;
    if (exports.some((entry) => chunk.code.slice(entry.ls, entry.le) !== entry.ln)) continue;
    const names = new Map<string, string>();
    for (const entry of exports) {
      const local = entry.ln as string;
      names.set(entry.n, local);
      if (entry.n !== local) editOf(chunk).remove(entry.le, entry.e);
    }
    renamed.set(chunk.fileName, names);
  }

  for (const chunk of chunks) {
    for (const { target, names } of imports.get(chunk.fileName) ?? []) {
      const exported = renamed.get(target);
      if (!exported || !names) continue;
      const rewritten = names.text
        .split(',')
        .filter((specifier) => specifier.trim() !== '')
        .map((specifier) => {
          const [, imported = '', local = imported] = SPECIFIER.exec(specifier.trim()) ?? [];
          const name = exported.get(imported);
          if (!name) {
            throw new Error(
              `Local export names: ${chunk.fileName} imports "${specifier.trim()}" from ${target}, which does not export it`,
            );
          }
          return name === local ? name : `${name} as ${local}`;
        })
        .join(',');
      if (rewritten !== names.text) {
        editOf(chunk).overwrite(names.start, names.start + names.text.length, rewritten);
      }
    }
  }
  return edits;
}

/** Fails when a chunk imports by name what its chunk does not export. */
export function checkImports(chunks: readonly ChunkCode[]): void {
  const exported = new Map(
    chunks.map((chunk) => [chunk.fileName, new Set(parse(chunk.code)[1].map((entry) => entry.n))]),
  );
  for (const chunk of chunks) {
    for (const { target, names } of importsOf(chunk, new Set()) ?? []) {
      const exports = exported.get(target);
      if (!exports || !names) continue;
      for (const specifier of names.text.split(',')) {
        const [, imported = ''] = SPECIFIER.exec(specifier.trim()) ?? [];
        if (specifier.trim() !== '' && !exports.has(imported)) {
          throw new Error(
            `Local export names: ${chunk.fileName} imports "${specifier.trim()}" from ${target}, which does not export it`,
          );
        }
      }
    }
  }
}

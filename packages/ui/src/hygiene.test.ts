import { beforeAll, expect, test } from 'vitest';
import { commands } from 'vitest/browser';

// The glob only lists paths (nothing is imported); the text is read from disk, because a `?raw`
// import of a `.css.ts` file would come back compiled by vanilla-extract.
const paths = Object.keys(import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}']));
const sources: Record<string, string> = {};

beforeAll(async () => {
  for (const path of paths) sources[path] = await commands.readFile(`src/${path.slice(2)}`);
});

function offenders(predicate: (path: string, source: string) => boolean): string[] {
  return Object.entries(sources)
    .filter(([path, source]) => predicate(path, source))
    .map(([path]) => path);
}

/** Where a hex value is data rather than style: a colour field's stories type colours in. */
const colourDataStories = /^\.\/components\/ColorField\/[^/]+\.stories\.tsx$/;

test('raw hex colours live only under tokens/', () => {
  expect(paths.length).toBeGreaterThan(20);
  expect(
    offenders(
      (path, source) =>
        !path.startsWith('./tokens/') &&
        !colourDataStories.test(path) &&
        /#[0-9a-f]{3,8}\b/i.test(source),
    ),
  ).toEqual([]);
});

test('palettes are imported only by brand files', () => {
  expect(
    offenders(
      (path, source) =>
        !path.startsWith('./tokens/brands/') && /from '[./]*\/?palette\//.test(source),
    ),
  ).toEqual([]);
});

test('the public barrel names every export', () => {
  expect(sources['./index.ts']).toBeDefined();
  expect(sources['./index.ts']).not.toMatch(/export \*/);
});

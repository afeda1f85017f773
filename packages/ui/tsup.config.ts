import { readdirSync, rmSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/** The public entries: what package.json `exports` names. */
const publicEntries = {
  index: 'src/index.ts',
  css: 'src/entries/css.ts',
  test: 'src/entries/test.ts',
  'themes/staydesk': 'src/entries/themes/staydesk.ts',
  'themes/harbour': 'src/entries/themes/harbour.ts',
};

/**
 * Every component module is an entry of its own too, so the barrel re-exports from one file per
 * module instead of holding them all: an app's bundler can then put each component in the
 * route chunk that uses it (one module cannot be split across chunks). Not in `exports`.
 */
const componentEntries = Object.fromEntries(
  readdirSync('src/components', { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.(stories|test|css)\.tsx?$/.test(path))
    .map((path) => [`components/${path.replace(/\.tsx?$/, '')}`, `src/components/${path}`]),
);

export default defineConfig({
  entry: { ...publicEntries, ...componentEntries },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  // Declarations for the public entries only.
  dts: { entry: publicEntries },
  sourcemap: true,
  clean: true,
  // One line per emitted file is hundreds of lines in every test log; errors still print.
  silent: true,
  // One shared chunk per module keeps a brand's theme out of the other brand's entry.
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The bundled Inter font files are copied next to the emitted CSS that references them.
  loader: { '.woff2': 'file' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild writes a style sheet per entry; the component entries' sheets are slices of
  // index.css (exported as styles.css) and nothing references them.
  async onSuccess() {
    for (const path of readdirSync('dist/components', { recursive: true, encoding: 'utf8' })) {
      if (/\.css(\.map)?$/.test(path)) rmSync(`dist/components/${path}`);
    }
  },
});

import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Every source module is an entry of its own (the root re-exports the shared ones), so an app's
 * bundler drops the modules it never uses: zod schemas are built by calls, which a bundler cannot
 * prove pure, so inside one bundled file every schema would ship to every page. The entities'
 * entries are also the package's subpaths, `@staydesk/domain/<file>` (package.json "exports"), and
 * get declarations of their own.
 */
const moduleEntries = Object.fromEntries(
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.ts$/.test(path) && !/\.test\.ts$/.test(path) && path !== 'index.ts')
    .map((path) => [`modules/${path.replace(/\.ts$/, '')}`, `src/${path}`]),
);

export default defineConfig({
  entry: { index: 'src/index.ts', ...moduleEntries },
  format: ['esm'],
  // Declarations for the public entries: the root and every entity.
  dts: {
    entry: {
      index: 'src/index.ts',
      ...Object.fromEntries(
        Object.entries(moduleEntries).filter(([entry]) => entry.startsWith('modules/entities/')),
      ),
    },
  },
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2022',
  // One line per emitted file is many lines in every test log; errors still print.
  silent: true,
});

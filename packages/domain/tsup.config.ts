import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Every source module is an entry of its own (the barrel re-exports them), so an app's bundler
 * drops the modules it never uses: zod schemas are built by calls, which a bundler cannot prove
 * pure, so inside one bundled file every schema would ship to every page. Not in `exports`.
 */
const moduleEntries = Object.fromEntries(
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.ts$/.test(path) && !/\.test\.ts$/.test(path) && path !== 'index.ts')
    .map((path) => [`modules/${path.replace(/\.ts$/, '')}`, `src/${path}`]),
);

export default defineConfig({
  entry: { index: 'src/index.ts', ...moduleEntries },
  format: ['esm'],
  // Declarations for the public entry only.
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2022',
  // One line per emitted file is many lines in every test log; errors still print.
  silent: true,
});

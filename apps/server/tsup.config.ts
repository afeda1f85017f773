import { defineConfig } from 'tsup';

/**
 * One ESM file, dist/main.js, with @staydesk/domain bundled in (it ships TypeScript source in
 * the workspace); the npm dependencies stay external and resolve from node_modules.
 */
export default defineConfig({
  entry: { main: 'src/main.ts', seed: 'src/seed-cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: true,
  noExternal: ['@staydesk/domain'],
  esbuildOptions(options) {
    options.conditions = ['@staydesk/source'];
  },
});

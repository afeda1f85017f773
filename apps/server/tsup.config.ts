import { cpSync, existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * One ESM file, dist/main.js, with @staydesk/domain bundled in (it ships TypeScript source in
 * the workspace); the npm dependencies stay external and resolve from node_modules. The
 * migration files are copied to dist/migrations, where src/db/migrations.ts looks for them
 * (`./migrations/` next to the module, which the bundle places in dist/); a kit module's own
 * migrations go to dist/module-migrations/<name>, where the migrator looks for them.
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
  async onSuccess() {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
    for (const name of readdirSync('src/modules')) {
      const own = `src/modules/${name}/migrations`;
      if (existsSync(own)) cpSync(own, `dist/module-migrations/${name}`, { recursive: true });
    }
  },
  esbuildOptions(options) {
    options.conditions = ['@staydesk/source'];
  },
});

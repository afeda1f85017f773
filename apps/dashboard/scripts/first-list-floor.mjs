// `node scripts/first-list-floor.mjs [distDir]`: how small the shell and first list could be
// with no other screen in the app. Builds the dashboard once more into a temporary
// folder with every lazily loaded screen of its own replaced by an empty module (the layout, the
// companies list, the brand themes and the French texts kept), then prints the budget test's
// "shell + first list" of that build beside the one in distDir (default dist/).
//
// A bundler places each module in one file, with every export that any screen reads: a module the
// first screens import carries, in their files, what later screens take from it, and the entry
// exports those bindings and lists the later screens' preloads. This build has no later screens,
// so what it measures is the shell's and the list's own code: what remains to cut is there, not in
// how the build is split.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile } from 'vite';
import { readBuildFile, shellFiles, sizer } from './bundle-budget.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = resolve(process.argv[2] ?? join(appDir, 'dist'));

/** What the first list needs lazily: its start-up steps, the layout, the list, themes, French. */
const KEEP =
  /[\\/]src[\\/](main|app[\\/]|features[\\/]layout[\\/]routes|features[\\/]companies[\\/]list-routes)|[\\/]i18n[\\/]fr[\\/]|messages\.fr\.ts$|[\\/]themes[\\/]|ToastList/;
const EMPTY = '\0first-list-floor:empty';

/** Every other lazy import of the app's own code resolves to an empty module. */
const noOtherScreens = {
  name: 'first-list-floor:no-other-screens',
  enforce: 'pre',
  async resolveDynamicImport(specifier, importer) {
    if (typeof specifier !== 'string' || !importer) return null;
    const resolved = await this.resolve(specifier, importer);
    if (!resolved || KEEP.test(resolved.id) || !resolved.id.startsWith(join(appDir, 'src'))) {
      return null;
    }
    return EMPTY;
  },
  load(id) {
    return id === EMPTY ? 'export {};' : null;
  },
};

/** The budget test's first-list row for a build: gzip KiB of its JavaScript and its files. */
function firstList(dir) {
  const size = sizer(dir)(shellFiles(readBuildFile(dir)).firstList);
  return { 'JS gzip KiB': (size.js / 1024).toFixed(1), 'JS files': size.jsFiles };
}

const loaded = await loadConfigFromFile(
  { command: 'build', mode: 'production' },
  join(appDir, 'vite.config.ts'),
);
if (!loaded) throw new Error('No vite.config.ts');
const outDir = mkdtempSync(join(tmpdir(), 'staydesk-floor-'));
try {
  await build({
    ...loaded.config,
    configFile: false,
    root: appDir,
    logLevel: 'warn',
    // The route preloads name screens this build has not.
    plugins: [
      noOtherScreens,
      ...loaded.config.plugins
        .flat()
        .filter((plugin) => plugin && plugin.name !== 'staydesk:route-preloads'),
    ],
    build: { ...loaded.config.build, outDir, emptyOutDir: true },
  });
  console.table({
    [`this build (${distDir})`]: firstList(distDir),
    'no other screen in the app': firstList(outDir),
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

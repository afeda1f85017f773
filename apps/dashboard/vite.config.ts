import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import {
  type BuildOptions,
  build,
  defaultClientConditions,
  defineConfig,
  type InlineConfig,
  type Plugin,
  type UserConfig,
} from 'vite';
import { localExportNames } from './build/local-export-names.ts';
import type { DashboardFiles } from './src/lib/handover';

/** Every path the API server answers; the dev server forwards them so the app stays same-origin. */
const serverPaths = ['/api', '/account', '/files', '/config.js', '/scraper'];
const serverOrigin = process.env.STAYDESK_DEV_SERVER ?? 'http://localhost:3000';

/**
 * The client settings of spec §5. In development they may also come from the repository's `.env`
 * (read by Vite through these prefixes) when the API server does not answer `/config.js`.
 */
const clientSettingNames = [
  'GLOBAL_URL',
  'CLIENT_URL',
  'SCRAPER_URL',
  'MAPS_KEY',
  'CLOUD_FILE_HOST_URL',
  'CHAT_LINK_URL',
  'BRAND',
];

/**
 * The locales whose react-aria strings ship: the two languages the dashboard speaks (en, fr).
 * A browser in another locale gets react-aria's own fallback, en-US.
 */
const shippedLocales = ['en-US', 'fr-FR'];

/**
 * Drops the other ~32 locales from every react-aria / react-stately `intlStrings` table (what
 * @react-aria/optimize-locales-plugin does; not a dependency here). Each table is a list of
 * `import $x from "…/<locale>.mjs"` lines and a `"<locale>": $x` object: unused imports go,
 * and Rolldown leaves the string modules out. Saves ~40 KiB gzip on a list with its edit screen.
 */
function reactAriaLocales(locales: readonly string[]): Plugin {
  const table = /[\\/]react-(aria|aria-components|stately)[\\/]dist[\\/].*intlStrings\.m?js$/;
  const localeOf = /["']([a-z]{2}-[A-Z]{2})["']\s*:/;
  const importOf = /^import (\S+) from ["'][^"']*[\\/]([a-z]{2}-[A-Z]{2})\.m?js["'];?$/;
  return {
    name: 'staydesk:react-aria-locales',
    enforce: 'pre',
    transform(code, id) {
      if (!table.test(id)) return null;
      const kept = code.split('\n').filter((line) => {
        const imported = importOf.exec(line.trim());
        if (imported) return locales.includes(imported[2] ?? '');
        const entry = localeOf.exec(line);
        return !entry || locales.includes(entry[1] ?? '');
      });
      return { code: kept.join('\n'), map: null };
    },
  };
}

/**
 * React Router as it ships keeps components the app never renders (NavLink, Form, Await,
 * ScrollRestoration … with the form-submission and prefetch code behind them): a
 * `Link.displayName = "Link"` after each declaration is a write the bundler must keep, and its
 * `React.forwardRef(…)`, `memo(…)` and `createContext(…)` calls carry no pure annotation. Dropping
 * the names (only React DevTools reads them) and marking those calls pure lets Rolldown leave
 * the rest out: −4.2 KiB gzip on every screen (issue #11).
 */
function reactRouterTreeShaking(): Plugin {
  const dist = /[\\/]react-router[\\/]dist[\\/]/;
  return {
    name: 'staydesk:react-router-tree-shaking',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!dist.test(id)) return null;
      const shaken = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/(=\s*)(React\d*\.(forwardRef|memo|createContext)\()/g, '$1/* @__PURE__ */ $2');
      return { code: shaken, map: null };
    },
  };
}

/**
 * React Router's declarative `useRoutes` flattens and ranks the whole route table (every module's
 * screens: a compiled pattern and a score per branch) on each call, where its data router keeps
 * the branches. Staydesk matches an address three times per navigation (entering the routes, the
 * breadcrumbs' matches, `useRoutes`): at 4× CPU each pass took ~60 ms of the first load's tasks
 * (issue #11). The route table is built once and never changed, so the ranked branches are kept
 * per table. The build fails if React Router's function no longer reads as expected.
 */
function reactRouterBranchCache(): Plugin {
  const dist = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^/\\]+\.mjs$/;
  const original =
    'function flattenAndRankRoutes(routes) {\n  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  return branches;\n}';
  const cached = [
    'var rankedBranches = /* @__PURE__ */ new WeakMap();',
    'function flattenAndRankRoutes(routes) {',
    '  let branches = rankedBranches.get(routes);',
    '  if (branches) return branches;',
    '  branches = flattenRoutes(routes);',
    '  rankRouteBranches(branches);',
    '  rankedBranches.set(routes, branches);',
    '  return branches;',
    '}',
  ].join('\n');
  return {
    name: 'staydesk:react-router-branch-cache',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!dist.test(id) || !code.includes('function flattenAndRankRoutes(')) return null;
      if (!code.includes(original)) {
        throw new Error(
          `React Router's flattenAndRankRoutes changed in ${id}: review vite.config.ts`,
        );
      }
      return { code: code.replace(original, cached), map: null };
    },
  };
}

/**
 * React Router renders a declarative route table (`useRoutes`, what Staydesk uses) through the same
 * `_renderMatches` as its data routers, whose branches (loaders, hydration fallbacks, error
 * elements, React Server Components' error digests) reach its default error page, its error
 * boundary and the RSC error handler: code a declarative table can never run, −1.9 KiB gzip on
 * every screen (issue #11). The function is replaced by what it does without a data router: each
 * match rendered in a `RenderedRoute`, its Component or element, or the outlet. Called with a data
 * router it throws. The error boundary's one static write (its `contextType`), which kept the
 * unreferenced class and what it renders, goes too, and `useNavigate` is the declarative one
 * (`isDataRoute` is never true here). The original function is pinned by its hash, the other two
 * by their text: the build fails when React Router changes any of them, for a review.
 */
const RENDER_MATCHES_START =
  'function _renderMatches(matches, parentMatches = [], dataRouterOpts) {';
const RENDER_MATCHES_END = '\nfunction getDataRouterConsoleError(';
const RENDER_MATCHES_SHA256 = '95496a003cea3f77';
const BOUNDARY_CONTEXT = '\nRenderErrorBoundary.contextType = RSCRouterContext;\n';
const USE_NAVIGATE =
  'function useNavigate() {\n  let { isDataRoute } = React2.useContext(RouteContext);\n  return isDataRoute ? useNavigateStable() : useNavigateUnstable();\n}';
const DECLARATIVE_RENDER_MATCHES = `${RENDER_MATCHES_START}
  if (dataRouterOpts) throw new Error("Staydesk's React Router build has no data routers (vite.config.ts)");
  if (matches == null) return null;
  return matches.reduceRight(
    (outlet, match, index) =>
      /* @__PURE__ */ React2.createElement(RenderedRoute, {
        match,
        routeContext: { outlet, matches: parentMatches.concat(matches.slice(0, index + 1)), isDataRoute: false },
        children: match.route.Component
          ? /* @__PURE__ */ React2.createElement(match.route.Component, null)
          : match.route.element ? match.route.element : outlet,
      }),
    null,
  );
}`;
function reactRouterDeclarativeMatches(): Plugin {
  const dist = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^/\\]+\.mjs$/;
  return {
    name: 'staydesk:react-router-declarative-matches',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!dist.test(id) || !code.includes(RENDER_MATCHES_START)) return null;
      const start = code.indexOf(RENDER_MATCHES_START);
      const end = code.indexOf(RENDER_MATCHES_END, start);
      const original = end < 0 ? '' : code.slice(start, end);
      const hash = createHash('sha256').update(original).digest('hex').slice(0, 16);
      if (hash !== RENDER_MATCHES_SHA256) {
        throw new Error(`React Router's _renderMatches changed in ${id}: review vite.config.ts`);
      }
      // The data routers' error boundary is then unreferenced; its one static write kept it.
      const before = code.slice(0, start);
      if (!before.includes(BOUNDARY_CONTEXT)) {
        throw new Error(
          `React Router's RenderErrorBoundary changed in ${id}: review vite.config.ts`,
        );
      }
      if (!before.includes(USE_NAVIGATE)) {
        throw new Error(`React Router's useNavigate changed in ${id}: review vite.config.ts`);
      }
      return {
        code:
          before
            .replace(BOUNDARY_CONTEXT, '\n')
            .replace(USE_NAVIGATE, 'function useNavigate() {\n  return useNavigateUnstable();\n}') +
          DECLARATIVE_RENDER_MATCHES +
          code.slice(end),
        map: null,
      };
    },
  };
}

/**
 * React Router's package exports point every bundler at its development build (dev warnings
 * included); a production build takes the production one beside it.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/development([\\/])index\.m?js$/, 'production$1index.mjs');

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text. Images and fonts are compressed formats already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.map', '.txt']);

/** Below this a compressed copy saves less than its headers cost (as the server judges). */
const MIN_COMPRESS_BYTES = 256;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}

/**
 * Rolldown wraps each CommonJS module (React, react-dom, the scheduler …) in
 * `__commonJSMin((exports, module) => { … })` and, under the strict execution order that inlined
 * common chunks turn on, each ES module in `__esmMin(() => { … })`. V8 compiles a function
 * expression in parentheses eagerly, on the thread that streams the script in, but an arrow
 * function only when it is first called: on the main thread, in the middle of start-up. As
 * `(function (…) { … })` they compile with the download. react-dom's factory alone was the
 * longest task of a cold list load, 143–238 ms of main-thread CPU at 4×; 71–138 since (issue #11,
 * the dashboard README). Only wrappers that end their line are rewritten: nothing after them on
 * that line moves, so the source maps hold without being rewritten. The build fails when fewer
 * than half of the wrappers were rewritten (Rolldown renamed or reshaped its helpers).
 */
const ARROW_WRAPPER = /(__commonJSMin|__esmMin)\(\(\(((?:exports(?:, module)?)?)\) => \{$/gm;
const ANY_WRAPPER = /(__commonJSMin|__esmMin)\(\(/g;
function eagerWrappers(): Plugin {
  let wrappers = 0;
  let rewritten = 0;
  return {
    name: 'staydesk:eager-wrappers',
    apply: 'build',
    buildStart() {
      wrappers = 0;
      rewritten = 0;
    },
    renderChunk(code) {
      wrappers += (code.match(ANY_WRAPPER) ?? []).length;
      const eager = code.replace(ARROW_WRAPPER, (_wrapper, helper: string, parameters: string) => {
        rewritten += 1;
        return `${helper}((function(${parameters}) {`;
      });
      return eager === code ? null : { code: eager, map: null };
    },
    generateBundle() {
      // Most wrappers end their line (the few that do not are empty): fewer than half rewritten
      // means Rolldown's helpers are no longer the ones this plugin knows.
      if (wrappers > 0 && rewritten < wrappers / 2) {
        throw new Error(
          `Eager wrappers: ${rewritten} of ${wrappers} rewritten: review vite.config.ts`,
        );
      }
    },
  };
}

/**
 * Writes `x.br` (brotli, best) and `x.gz` (gzip, best) beside every text file of the build, once,
 * at build time; the server sends them by Accept-Encoding from memory without compressing at
 * start (apps/server/src/modules/web). Source maps, fetched only by devtools, get a quick brotli.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'staydesk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      // A failed build has nothing to compress, and its own error is the one to show.
      if (error || !existsSync(outDir)) return;
      const files = (await filesUnder(outDir)).filter((path) =>
        COMPRESSIBLE.has(extname(path).toLowerCase()),
      );
      await Promise.all(
        files.map(async (path) => {
          const content = await readFile(path);
          if (content.byteLength < MIN_COMPRESS_BYTES) return;
          const quality = path.endsWith('.map') ? 5 : constants.BROTLI_MAX_QUALITY;
          const [br, gz] = await Promise.all([
            brotliAsync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: quality,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Which lazy chunks the first screen of an address needs, first match wins: the server adds a
 * `<link rel="modulepreload">` for each to the index.html it answers there, so they download
 * with the entry instead of after it. A miss only costs that head start; a key the manifest
 * lacks fails the build, so a renamed route file is noticed here.
 */
const ROUTE_PRELOADS: readonly { path: string; modules: readonly string[] }[] = [
  {
    path: '^/(signup|recover-password)/?$|^/(new-password|verify-email)/',
    modules: ['src/features/auth/routes.tsx'],
  },
  { path: '^/public/', modules: ['src/features/public/routes.tsx'] },
  { path: '^/dashboard/?$', modules: ['src/features/home/routes.tsx'] },
  {
    path: '^/dashboard/(companies|subcompanies)/list/?$',
    modules: ['src/features/companies/list-routes.tsx'],
  },
  {
    path: '^/dashboard/billing-companies/list/?$',
    modules: ['src/features/companies/billing-list-routes.tsx'],
  },
  {
    path: '^/dashboard/clients/list/?$',
    modules: ['src/features/clients/list-routes.tsx'],
  },
  { path: '^/dashboard/agents/list/?$', modules: ['src/features/agents/list-routes.tsx'] },
  { path: '^/dashboard/accounts/?$', modules: ['src/features/accounts/list-routes.tsx'] },
  { path: '^/dashboard/settings/?$', modules: ['src/features/settings/routes.tsx'] },
];

/** The brand theme main.tsx loads (module and sheet, one brand), preloaded for the server's brand. */
const THEMES = {
  staydesk: [
    '../../packages/ui/dist/themes/staydesk.js',
    '../../packages/ui/dist/themes/staydesk.css',
  ],
  harbour: [
    '../../packages/ui/dist/themes/harbour.js',
    '../../packages/ui/dist/themes/harbour.css',
  ],
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** A manifest chunk's files (its own, its sheets, its static imports), leaving out `known`. */
function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  key: string,
  known: ReadonlySet<string>,
  files: Set<string> = new Set(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Route preloads: the manifest has no ${key} (vite.config.ts)`);
  if (files.has(chunk.file) || known.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const sheet of chunk.css ?? []) if (!known.has(sheet)) files.add(sheet);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, known, files);
  return files;
}

/**
 * Writes `.vite/preloads.json` from the manifest: per address pattern and per brand theme, the
 * files to preload beyond what index.html already links (the entry and its static imports).
 * Read by the server (apps/server/src/modules/web).
 */
function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  let mode = '';
  let minify: BuildOptions['minify'] = true;
  return {
    name: 'staydesk:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
      minify = config.build.minify;
    },
    async writeBundle() {
      const manifest = await readManifest(outDir, 'manifest.json');
      const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      if (!entry) throw new Error('Route preloads: the manifest has no entry');
      const known = chunkFiles(manifest, entry, new Set());
      const routes = ROUTE_PRELOADS.map(({ path, modules }) => {
        const files = new Set<string>();
        for (const key of modules) chunkFiles(manifest, key, known, files);
        return { path, files: withSlash(files) };
      });
      const themes = themeFiles(manifest, known);

      // The sign-in page, built after the dashboard so that it knows what to fetch ahead.
      const dashboard = new Set(known);
      for (const key of HANDOVER) chunkFiles(manifest, key, dashboard, dashboard);
      await build(
        signInPageConfig({ root, outDir, mode, minify }, { files: withSlash(dashboard), themes }),
      );
      const signInManifest = await readManifest(outDir, SIGN_IN_MANIFEST);
      const signInKnown = chunkFiles(signInManifest, SIGN_IN_HTML, new Set());
      // What its start-up imports from files of its own, preloaded with the entry so it is there
      // when asked for (none while the steps share the entry's file; the budget test reads it).
      const signInSteps = new Set<string>();
      for (const key of signInManifest[SIGN_IN_HTML]?.dynamicImports ?? []) {
        if (!SIGN_IN_LAZY.test(key)) chunkFiles(signInManifest, key, signInKnown, signInSteps);
      }
      const documents = [
        {
          path: '^/signin/?$',
          html: `/${SIGN_IN_HTML}`,
          files: withSlash(signInSteps),
          themes: themeFiles(signInManifest, signInKnown),
        },
      ];
      await writeFile(
        join(outDir, '.vite', 'preloads.json'),
        JSON.stringify({ routes, themes, documents }, null, 2),
      );
    },
  };
}

async function readManifest(outDir: string, name: string): Promise<Record<string, ManifestChunk>> {
  return JSON.parse(await readFile(join(outDir, '.vite', name), 'utf8'));
}

const withSlash = (files: Set<string>) => [...files].map((file) => `/${file}`);

/** Per brand, the files of its theme a page loads beyond `known`. */
function themeFiles(
  manifest: Record<string, ManifestChunk>,
  known: ReadonlySet<string>,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(THEMES).map(([brand, keys]) => {
      const files = new Set<string>();
      for (const key of keys) chunkFiles(manifest, key, known, files);
      return [brand, withSlash(files)];
    }),
  );
}

/** The sign-in page's HTML entry and the manifest of its build. */
const SIGN_IN_HTML = 'signin.html';
const SIGN_IN_MANIFEST = 'sign-in-manifest.json';

/** What signing in loads next, beside the entry (the layout is in its boot file): the home screen. */
const HANDOVER = ['src/features/home/routes.tsx'];

/** How the production build resolves modules (both builds). */
const buildResolve: UserConfig['resolve'] = {
  alias: [
    { find: /^react-router$/, replacement: reactRouterProduction },
    {
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: fileURLToPath(new URL('src/lib/sync-external-store.ts', import.meta.url)),
    },
  ],
  conditions: [...defaultClientConditions],
};

/**
 * The sign-in page (signin.html, src/sign-in.tsx): a second build into the same folder, so that
 * /signin, the first screen of most visits, loads React, the form and the sign-in call and none
 * of the dashboard (issue #11: 120 KiB gzip at most). A build of its own, not a second input of
 * this one: the chunk groups above would put the dashboard's framework and boot files in front
 * of it. The server answers it at /signin (`documents` in preloads.json); inside the dashboard,
 * /signin stays a route of the app (after a log-out, a session failure).
 */
function signInPageConfig(
  {
    root,
    outDir,
    mode,
    minify,
  }: { root: string; outDir: string; mode: string; minify: BuildOptions['minify'] },
  dashboard: DashboardFiles,
): InlineConfig {
  return {
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [
      react(),
      vanillaExtractPlugin(),
      reactAriaLocales(shippedLocales),
      eagerWrappers(),
      localExportNames(),
    ],
    envDir: '../..',
    envPrefix: ['VITE_', ...clientSettingNames],
    resolve: buildResolve,
    define: { __DASHBOARD_FILES__: JSON.stringify(dashboard) },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      // As the dashboard's build (`vite build --minify false` for readable profiles).
      minify,
      manifest: `.vite/${SIGN_IN_MANIFEST}`,
      sourcemap: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: join(root, SIGN_IN_HTML),
        output: {
          // One file with the entry (the brand themes and the French texts aside), its modules
          // each wrapped to run when first imported: the start-up steps of src/sign-in.tsx then
          // evaluate in tasks of their own. Without the wrappers (4.8 KiB) the page evaluated
          // in one task of 300–600 ms at 4× CPU; a file per step cost as much in cross-file
          // imports (120.4 KiB in 12 files). Measured in the dashboard README.
          strictExecutionOrder: true,
          codeSplitting: {
            groups: [{ name: 'sign-in', test: (id: string) => !SIGN_IN_LAZY.test(id) }],
          },
        },
      },
    },
  };
}

/** The sign-in page's modules that load only when needed (signInPageConfig). */
const SIGN_IN_LAZY = /[\\/]themes[\\/]|[\\/]i18n[\\/]fr[\\/]|messages\.fr\.ts$/;

/**
 * What the preload lists (`__vite__mapDeps`, in the entry and every chunk with a lazy import) need
 * to know, gathered before they are written:
 * - the files the entry loads statically (its chunk, every chunk it imports, transitively, and
 *   their style sheets). A lazy route's list need not name them: they are loaded before any route
 *   can be, and every route naming them again cost the first screens bytes (the lists live in the
 *   entry and the boot file);
 * - the chunks that bring a style sheet with them (their own or one a static import of theirs
 *   brings), which keep their own file in their list (`preloadList`).
 */
const entryFiles = new Set<string>();
const chunksWithSheets = new Set<string>();
function entryGraph(): Plugin {
  return {
    name: 'staydesk:entry-graph',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryFiles.clear();
        chunksWithSheets.clear();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || entryFiles.has(file)) return;
          entryFiles.add(file);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) entryFiles.add(sheet);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const [file, chunk] of Object.entries(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
        }
        const sheets = new Map<string, boolean>();
        const bringsSheet = (file: string): boolean => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || entryFiles.has(file)) return false;
          const known = sheets.get(file);
          if (known !== undefined) return known;
          sheets.set(file, false);
          const brings =
            (chunk.viteMetadata?.importedCss.size ?? 0) > 0 || chunk.imports.some(bringsSheet);
          sheets.set(file, brings);
          return brings;
        };
        for (const file of Object.keys(bundle)) if (bringsSheet(file)) chunksWithSheets.add(file);
      },
    },
  };
}

/**
 * What a lazy import preloads beside the chunk it imports: the chunk's static imports that the
 * entry has not loaded. Not the chunk itself: Vite's preload helper imports it in the same task as
 * it adds the links, so its own link fetched nothing sooner, and naming it cost each list a file
 * name the import already spells (−0.6 KiB gzip on the first list: most lists were the chunk
 * alone). A chunk that brings a style sheet keeps its own link: the helper waits for the sheet
 * before importing, and the link lets the script download meanwhile.
 */
function preloadList(file: string, deps: string[]): string[] {
  return deps.filter((dep) => !entryFiles.has(dep) && (dep !== file || chunksWithSheets.has(file)));
}

/**
 * `vite build` imports @staydesk/ui and @staydesk/domain as published: their built `dist` (build
 * them first; `npm start` and the end-to-end script do), the style sheets included. The dev
 * server reads their TypeScript instead, through the workspace's private `@staydesk/source`
 * export condition, so an edit to a component shows at once; vanilla-extract then compiles each
 * component's `.css.ts`, and the exported style sheets resolve to an empty file.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    reactAriaLocales(shippedLocales),
    reactRouterTreeShaking(),
    reactRouterBranchCache(),
    reactRouterDeclarativeMatches(),
    entryGraph(),
    routePreloads(),
    precompress(),
    eagerWrappers(),
    localExportNames(),
  ],
  envDir: '../..',
  envPrefix: ['VITE_', ...clientSettingNames],
  resolve:
    command === 'build'
      ? buildResolve
      : { conditions: ['@staydesk/source', ...defaultClientConditions] },
  // The dev server's sign-in page (/signin.html) fetches nothing ahead; the build's is told what.
  define: { __DASHBOARD_FILES__: JSON.stringify({ files: [], themes: {} }) },
  server: {
    proxy: Object.fromEntries(
      // The Host header is kept, so /config.js answers this dev server's origin as GLOBAL_URL.
      serverPaths.map((path) => [path, { target: serverOrigin }]),
    ),
  },
  build: {
    manifest: true,
    modulePreload: {
      // Vite's polyfill (0.3 KiB gzip on every first screen, run before anything else) fetches
      // what `<link rel="modulepreload">` names in browsers that ignore it: of Vite's default
      // target only Safari before 17, where the modules then load as their imports are found
      // (slower, not broken).
      polyfill: false,
      // index.html keeps a modulepreload for each of the entry's own imports: without them the
      // browser finds react, the data layer and the texts only once the entry has arrived and
      // been parsed (measured: they started 560 ms after it on the bench's Slow 4G). A lazy
      // chunk's list leaves them out: they are loaded before any route can be.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' ? deps : preloadList(file, deps),
    },
    sourcemap: true,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks; an app's entry exports nothing anyway.
      preserveEntrySignatures: false,
      output: {
        // A lazy chunk's file is named by its hash alone, not `[name]-[hash]`: the entry's
        // preload lists (`__vite__mapDeps`, one entry per file a route may need) and every import
        // line name them, and the names compress worse than they read (−0.7 KiB gzip on the first
        // list, issue #11). The manifest maps each source to its file; source maps name the code.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Issue #11: the ~100 lazy chunks share code in so many combinations that the default
          // splitting made ~60 files for the first list, most under 2 KiB; on HTTP/1.1's six
          // connections each costs a round trip, and they queued longer than their bytes took.
          // Common chunks under 16 KiB (source) are copied into the chunks that read them
          // instead; Rolldown's runtime registry keeps one instance of each module however many
          // copies load (https://rolldown.rs/in-depth/inline-common-chunks). As the budget test
          // counts them (brand theme included): sign-in 43 files → 9, shell and first list 62 →
          // 13, and fewer bytes (less per-file overhead). Later screens carry a few KiB of
          // copies; the budget test holds each under 60 KiB and the file counts in place.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          groups: [
            // The libraries change rarely: a separate chunk stays cached across releases. The
            // framework and the data layer (SWR, redaxios, zod; zod's locale, its English
            // messages, loads with the forms: lib/zod-messages) share one file: as two, every
            // binding one read from the other was an import and an export (0.6 KiB gzip and a
            // file on every first screen).
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/]((react|react-dom|scheduler|react-router|swr|redaxios)[\\/]|zod[\\/](?!v4[\\/]locales[\\/]))/,
              priority: 20,
            },
            // Everything else the entry imports, statically and in its later start-up steps (the
            // first requests, the route table, react-dom, the app and the failure screen;
            // main.tsx), in one file beside the entry's own: a group takes what its modules
            // import too. The dashboard's layout too: every dashboard screen renders in it, and as
            // a chunk of its own its imports and the boot file's exports to it cost 1.2 KiB gzip
            // and a file on every first screen (issue #11). The pages outside the dashboard that
            // this build serves (sign-up, password, public, error) download it without running it
            // (+5.2 KiB; the router runs it only on entering /dashboard).
            {
              name: 'boot',
              test: /[\\/]src[\\/](main|features[\\/]layout[\\/]routes|app[\\/](App|router|first-(requests|settings)|page-root|StartupFailure))\.tsx?$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
}));

// The bundle budget, checked on a production build (sizes are deterministic, so this is a test,
// not a timing). `node scripts/bundle-budget.mjs [distDir]` (default dist/); scripts/e2e.mjs runs
// it on the build it tests, so the dashboard's `test` fails over budget.
//
// What counts: gzip (level 9, as the server precompresses) of the JavaScript a screen needs
// before it can render, read from the Vite manifest: the page's entry, the brand theme it awaits,
// and the screen's route chunks, each with everything it imports statically (`imports`, never
// `dynamicImports`: those load only when used). CSS is reported beside it, not budgeted. The
// sign-in page is the build's second input (signin.html).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const KiB = 1024;

/**
 * What react-admin's minimal app sends before its first list (and its sign-in form, the same
 * files) in the bench, gzip bytes (bench/results.json), and the two scripts the server sends
 * beside Staydesk's build, which the bench counts and this test does not (config.js and
 * warm-intl.js).
 */
const REACT_ADMIN_BYTES = 330_903;
const SERVER_SCRIPTS_BYTES = 606;
const shareOfReactAdmin = (share) => Math.floor(REACT_ADMIN_BYTES * share) - SERVER_SCRIPTS_BYTES;

/**
 * The budgets: the first list at most 0.55 of react-admin's as the bench measures it, the sign-in
 * form at most 0.45, a further screen at most 60 KiB on top of the settled shell. A screen still
 * above its target is held at a ceiling in bundle-ceilings.json (what it measured when recorded,
 * plus a little), so it may shrink but never grow. `--record` lowers the ceilings to today's
 * sizes and drops those no longer needed; it never raises one.
 */
export const BUDGETS = {
  signIn: shareOfReactAdmin(0.45),
  shellAndFirstList: shareOfReactAdmin(0.55),
  furtherModule: 60 * KiB,
};

/** The first list's budget is a hard limit: no ceiling lifts it. */
export const FIRST_LIST_LIMIT = {
  screen: 'shell + first list',
  bytes: BUDGETS.shellAndFirstList,
};

/**
 * The most files (JavaScript, `config.js` aside) a first screen may load. On HTTP/1.1 each file
 * costs a round trip on one of six connections (bench/README.md); the build's chunking
 * (vite.config.ts, `experimentalInlineCommonChunks`) keeps them few.
 */
export const FILE_BUDGETS = {
  'sign-in': 14,
  'shell + first list': 16,
};

/**
 * Manifest keys of the screens the budgets name. When a screen moves to another file, update
 * the key here (the test fails with 'The manifest has no …' until it is).
 */
export const SCREENS = {
  theme: '../../packages/ui/dist/themes/staydesk.js',
  layout: 'src/features/layout/routes.tsx',
  firstList: 'src/features/companies/list-routes.tsx',
};

/**
 * What the shell fetches once it has settled (preloaded at the first press or key, or when the
 * browser is idle): the avatar menu, the toast region and the phone drawer (whose modal and
 * dialog code the screens' own modals share), the notifications panel and the form layer
 * (lib/form-resolver). A navigation after that downloads only what its route adds on top, so
 * the route rows are measured on top of these.
 */
export const SHELL_IDLE = [
  '../../packages/ui/dist/components/TopBar/AccountMenu.js',
  '../../packages/ui/dist/components/ToastRegion/ToastList.js',
  '../../packages/ui/dist/components/AppShell/NavigationDrawer.js',
  // The dashboard layout's own: the notifications panel, and the form layer every editing screen
  // shares.
  'src/features/layout/notifications/NotificationsPanel.tsx',
  'src/lib/form-resolver.ts',
];

/** Lazy chunks that are not dashboard modules: measured on top of the entry, not the shell. */
const OUTSIDE_SHELL = [
  /^src\/features\/(auth|public|errors)\//,
  /^src\/i18n\//,
  /^\.\.\/\.\.\/packages\/ui\/dist\/themes\//,
];

/** A file the build writes under `.vite/`: its manifest, the preload lists. */
export function readBuildFile(distDir, name = 'manifest.json') {
  const path = join(distDir, '.vite', name);
  if (!existsSync(path)) throw new Error(`No ${path}: build the dashboard first (vite build).`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The sign-in page's HTML entry (signin.html, src/sign-in.tsx): a second input of the build. */
export const SIGN_IN_PAGE = 'signin.html';

/** The files the sign-in page loads before it shows: its entry's closure and the brand theme. */
export function signInPageFiles(distDir) {
  const manifest = readBuildFile(distDir);
  return closure(manifest, SCREENS.theme, closure(manifest, SIGN_IN_PAGE));
}

/** The files a manifest chunk needs before it runs: itself, its sheets, its static imports. */
export function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no ${key}; update SCREENS in bundle-budget.mjs.`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const sheet of chunk.css ?? []) files.add(sheet);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/**
 * The manifest key of a source file: the file itself, or, when other chunks import it statically
 * too, the shared chunk named after it (key `_<hash>.js`, `name` 'form-resolver').
 */
export function keyOf(manifest, source) {
  if (manifest[source]) return source;
  const name = source.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  const shared = Object.keys(manifest).filter(
    (key) => key.startsWith('_') && manifest[key].name === name,
  );
  if (shared.length !== 1) {
    throw new Error(`The manifest has no ${source}; update SHELL_IDLE in bundle-budget.mjs.`);
  }
  return shared[0];
}

export function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry && name !== SIGN_IN_PAGE);
  if (!key) throw new Error('The manifest has no entry');
  return key;
}

/** Measures file sets of one build: gzip bytes of their JS and of their CSS. */
export function sizer(distDir) {
  const cache = new Map();
  const gzip = (file) => {
    if (!cache.has(file)) {
      const bytes = readFileSync(join(distDir, file));
      cache.set(file, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length);
    }
    return cache.get(file);
  };
  const sum = (files, extension) =>
    [...files].filter((file) => file.endsWith(extension)).reduce((total, f) => total + gzip(f), 0);
  return (files) => ({
    js: sum(files, '.js'),
    css: sum(files, '.css'),
    jsFiles: [...files].filter((file) => file.endsWith('.js')).length,
  });
}

/**
 * The files the dashboard's shell needs (the entry, the brand theme and the dashboard's layout),
 * and with the first list.
 */
export function shellFiles(manifest) {
  const entry = closure(manifest, SCREENS.theme, closure(manifest, entryKey(manifest)));
  const shell = closure(manifest, SCREENS.layout, entry);
  return { shell, firstList: closure(manifest, SCREENS.firstList, new Set(shell)) };
}

/** Every row of the budget table for the build in distDir. */
export function measure(distDir) {
  const manifest = readBuildFile(distDir);
  const size = sizer(distDir);
  const { shell, firstList } = shellFiles(manifest);

  const rows = [];
  rows.push({ name: 'sign-in', ...size(signInPageFiles(distDir)), budget: BUDGETS.signIn });
  rows.push({ name: 'shell', ...size(shell) });
  rows.push({ name: 'shell + first list', ...size(firstList), budget: BUDGETS.shellAndFirstList });

  const settled = new Set(shell);
  for (const key of SHELL_IDLE) closure(manifest, keyOf(manifest, key), settled);
  rows.push({ name: 'shell, settled (idle preloads)', ...size(settled) });

  // Every other lazily loaded chunk of the app: what it adds on top of the settled shell (and of
  // the screen that loads it).
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/'))
    .filter((key) => !OUTSIDE_SHELL.some((pattern) => pattern.test(key)))
    .sort();
  for (const key of lazy) {
    // A chunk that only a screen's own chunk imports (a wizard's step, a record page's dialog)
    // loads once that screen is there: it adds what the screen did not already bring. When more
    // than one chunk imports it, the one that brings least counts.
    const importers = Object.keys(manifest).filter((other) =>
      (manifest[other].dynamicImports ?? []).includes(key),
    );
    const baselines = importers.map((importer) =>
      settled.has(manifest[importer].file)
        ? settled
        : closure(manifest, importer, new Set(settled)),
    );
    const before = baselines.reduce(
      (smallest, candidate) => (candidate.size < smallest.size ? candidate : smallest),
      baselines[0] ?? settled,
    );
    const files = closure(manifest, key, new Set(before));
    for (const file of before) files.delete(file);
    rows.push({ name: `+ ${key}`, ...size(files), budget: BUDGETS.furtherModule });
  }
  return rows;
}

const kib = (bytes) => (bytes / KiB).toFixed(1);

const CEILINGS_FILE = join(import.meta.dirname, 'bundle-ceilings.json');
/** Room above a recorded size, in KiB: small enough that real growth fails, large enough for a fix. */
const CEILING_MARGIN_KIB = 2;

/** Ceilings in KiB by row name, for the screens still above their target. */
export function readCeilings() {
  return existsSync(CEILINGS_FILE) ? JSON.parse(readFileSync(CEILINGS_FILE, 'utf8')) : {};
}

/**
 * The most a row may load: its target, or its recorded ceiling while it is above the target; the
 * first list never more than FIRST_LIST_LIMIT.
 */
export function limitOf(row, ceilings) {
  if (row.budget === undefined) return undefined;
  const ceiling = ceilings[row.name];
  const limit = ceiling === undefined ? row.budget : Math.max(row.budget, ceiling * KiB);
  return row.name === FIRST_LIST_LIMIT.screen ? Math.min(limit, FIRST_LIST_LIMIT.bytes) : limit;
}

/** Today's ceilings: each row above target at its size plus the margin, never above its old one. */
export function recordCeilings(rows, old) {
  const next = {};
  for (const row of rows) {
    if (row.budget === undefined || row.js <= row.budget) continue;
    const measured = Math.ceil(row.js / KiB + CEILING_MARGIN_KIB);
    next[row.name] = old[row.name] === undefined ? measured : Math.min(old[row.name], measured);
  }
  return next;
}

/** Prints the table; returns the rows over their limit (target, or ceiling while above it). */
export function report(rows, ceilings = {}) {
  console.table(
    rows.map((row) => {
      const limit = limitOf(row, ceilings);
      return {
        screen: row.name,
        'JS gzip KiB': kib(row.js),
        'CSS gzip KiB': kib(row.css),
        'JS files':
          FILE_BUDGETS[row.name] === undefined ? '' : `${row.jsFiles} of ${FILE_BUDGETS[row.name]}`,
        'target KiB': row.budget === undefined ? '' : kib(row.budget),
        'ceiling KiB': limit === undefined || limit === row.budget ? '' : kib(limit),
        result:
          limit === undefined
            ? ''
            : row.js > limit
              ? 'OVER'
              : row.js > row.budget
                ? 'above target'
                : 'ok',
      };
    }),
  );
  return rows.filter((row) => {
    const limit = limitOf(row, ceilings);
    return (limit !== undefined && row.js > limit) || tooManyFiles(row);
  });
}

const tooManyFiles = (row) => row.jsFiles > (FILE_BUDGETS[row.name] ?? Number.POSITIVE_INFINITY);

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(
    process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist'),
  );
  console.log(`Bundle budget (gzip JS from ${join(distDir, '.vite', 'manifest.json')})`);
  const rows = measure(distDir);
  if (process.argv.includes('--record')) {
    const next = recordCeilings(rows, readCeilings());
    writeFileSync(CEILINGS_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`Recorded ${Object.keys(next).length} ceilings in ${CEILINGS_FILE}.`);
  }
  const ceilings = readCeilings();
  const over = report(rows, ceilings);
  const aboveTarget = rows.filter((row) => row.budget !== undefined && row.js > row.budget);
  if (over.length > 0) {
    for (const row of over) {
      if (tooManyFiles(row)) {
        console.error(
          `Over: ${row.name} loads ${row.jsFiles} JavaScript files, at most ${FILE_BUDGETS[row.name]} (vite.config.ts codeSplitting)`,
        );
        continue;
      }
      const limit = limitOf(row, ceilings);
      const what =
        limit === row.budget
          ? 'budget'
          : limit === FIRST_LIST_LIMIT.bytes && row.name === FIRST_LIST_LIMIT.screen
            ? "limit (0.55 of react-admin's in the bench, less config.js and warm-intl.js)"
            : 'ceiling (it may shrink, never grow)';
      console.error(
        `Over: ${row.name} loads ${kib(row.js)} KiB gzip JS, its ${what} is ${kib(limit)} KiB`,
      );
    }
    process.exit(1);
  }
  console.log(
    aboveTarget.length === 0
      ? 'Every screen is within its budget.'
      : `Within limits; ${aboveTarget.length} screens are still above their targets, held at their ceilings.`,
  );
}

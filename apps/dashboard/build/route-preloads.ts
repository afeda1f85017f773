import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';

/**
 * Which lazy chunks the first screen of an address needs, first match wins. A lazy route's chunk
 * is otherwise found only once the entry has run; the server links these in the HTML it answers
 * there, so they download with the entry. A miss only costs that head start; a source the
 * manifest lacks fails the build, so a renamed route file is noticed.
 */
const LAYOUT = 'src/features/layout/routes.tsx';
const dashboard = (path: string, source: string) => ({ path, sources: [LAYOUT, source] });
const ROUTES: readonly { path: string; sources: readonly string[] }[] = [
  {
    path: '^/(signup|recover-password)/?$|^/(new-password|verify-email)/',
    sources: ['src/features/auth/routes.tsx'],
  },
  { path: '^/public/', sources: ['src/features/public/routes.tsx'] },
  dashboard('^/dashboard/?$', 'src/features/home/routes.tsx'),
  dashboard(
    '^/dashboard/(companies|subcompanies)/list/?$',
    'src/features/companies/list-routes.tsx',
  ),
  dashboard(
    '^/dashboard/billing-companies/list/?$',
    'src/features/companies/billing-list-routes.tsx',
  ),
  dashboard('^/dashboard/clients/list/?$', 'src/features/clients/list-routes.tsx'),
  dashboard('^/dashboard/agents/list/?$', 'src/features/agents/list-routes.tsx'),
  dashboard('^/dashboard/accounts/?$', 'src/features/accounts/list-routes.tsx'),
  dashboard('^/dashboard/settings/?$', 'src/features/settings/routes.tsx'),
  { path: '^/dashboard/', sources: [LAYOUT] },
];

/** The brand theme an entry loads first (app/brand.ts): module and sheet of one brand. */
const THEMES: Record<string, readonly string[]> = {
  staydesk: [
    '../../packages/ui/dist/themes/staydesk.js',
    '../../packages/ui/dist/themes/staydesk.css',
  ],
  harbour: [
    '../../packages/ui/dist/themes/harbour.js',
    '../../packages/ui/dist/themes/harbour.css',
  ],
};

/** A manifest chunk's files (its own, its sheets, its static imports), leaving out `known`. */
function chunkFiles(
  manifest: Manifest,
  source: string,
  known: ReadonlySet<string>,
  files = new Set<string>(),
): Set<string> {
  const chunk = manifest[source];
  if (!chunk)
    throw new Error(`Route preloads: the manifest has no ${source} (build/route-preloads.ts)`);
  if (files.has(chunk.file) || known.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const sheet of chunk.css ?? []) if (!known.has(sheet)) files.add(sheet);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, known, files);
  return files;
}

const urls = (files: Iterable<string>) => [...files].map((file) => `/${file}`);

function themeFiles(manifest: Manifest, known: ReadonlySet<string>) {
  return Object.fromEntries(
    Object.entries(THEMES).map(([brand, sources]) => {
      const files = new Set<string>();
      for (const source of sources) chunkFiles(manifest, source, known, files);
      return [brand, urls(files)];
    }),
  );
}

/**
 * Writes `.vite/preloads.json` from Vite's manifest (its backend-integration output): per address
 * pattern and per brand, the files to link beyond what the page's HTML already links (its entry
 * and the entry's static imports); and the sign-in page, answered at /signin. Read by the server
 * (apps/server/src/modules/web).
 */
export function routePreloads({ signIn }: { signIn: string }): Plugin {
  let outDir = '';
  return {
    name: 'staydesk:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifest: Manifest = JSON.parse(
        await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
      );
      const inIndex = chunkFiles(manifest, 'index.html', new Set());
      const inSignIn = chunkFiles(manifest, signIn, new Set());
      const preloads = {
        routes: ROUTES.map(({ path, sources }) => {
          const files = new Set<string>();
          for (const source of sources) chunkFiles(manifest, source, inIndex, files);
          return { path, files: urls(files) };
        }),
        themes: themeFiles(manifest, inIndex),
        documents: [
          {
            path: '^/signin/?$',
            html: `/${signIn}`,
            files: [],
            themes: themeFiles(manifest, inSignIn),
          },
        ],
      };
      await writeFile(join(outDir, '.vite', 'preloads.json'), JSON.stringify(preloads, null, 2));
    },
  };
}

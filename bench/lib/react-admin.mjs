// The react-admin side: the app create-react-admin scaffolds (its "common" Vite template, taken
// from the current create-react-admin package on the npm registry), with bench/react-admin/src
// (App, authProvider, dataProvider, one list and one edit screen) on top, installed with npm in a
// temporary folder and built by Vite for production. Nothing of it touches the workspace's
// lockfile or node_modules.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './process.mjs';

const sources = fileURLToPath(new URL('../react-admin/src', import.meta.url));

/** Template files kept as create-react-admin writes them. */
const TEMPLATE_FILES = [
  'index.html',
  'vite.config.ts',
  'src/index.tsx',
  'src/Layout.tsx',
  'src/vite-env.d.ts',
  'public/favicon.ico',
  'public/manifest.json',
];

/** Reads a dependency's installed version, for the results. */
function installedVersion(appDir, name) {
  const file = join(appDir, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

/**
 * The template's index.html loads Roboto from Google Fonts. This machine has no network but the
 * npm registry, and Staydesk loads no web font either: the two links are removed (everything
 * else of the page, its inline loader included, is kept).
 */
function withoutGoogleFonts(html) {
  const stripped = html
    .replace(/\s*<link rel="preconnect" href="https:\/\/fonts\.gstatic\.com"\s*\/>/, '')
    .replace(/\s*<link\s+href="https:\/\/fonts\.googleapis\.com[^>]*>/, '');
  if (stripped.includes('fonts.g')) {
    throw new Error('create-react-admin index.html changed: cannot remove the Google Fonts links');
  }
  return stripped;
}

/**
 * Scaffolds, installs and builds the react-admin app under `workDir`.
 * The build's assets go to `assets/ra/` (so a shared static root keeps Staydesk's `/assets/`
 * rules: hashed, immutable) and its page is `ra.html`.
 * Returns { dist, versions, manifest }.
 */
export async function buildReactAdmin(workDir, { log, timeoutMs }) {
  const packDir = join(workDir, 'pack');
  const appDir = join(workDir, 'app');
  mkdirSync(packDir, { recursive: true });
  mkdirSync(join(appDir, 'src'), { recursive: true });

  log('react-admin: fetching the create-react-admin template from the npm registry');
  await run('npm', ['pack', 'create-react-admin@latest', '--silent'], {
    cwd: packDir,
    timeoutMs,
  });
  const tarball = readdirSync(packDir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack create-react-admin produced no tarball');
  await run('tar', ['xzf', tarball], { cwd: packDir, timeoutMs });
  const template = join(packDir, 'package', 'templates', 'common');
  const templateVersion = JSON.parse(
    readFileSync(join(packDir, 'package', 'package.json'), 'utf8'),
  ).version;

  for (const file of TEMPLATE_FILES) {
    const from = join(template, file);
    if (!existsSync(from)) throw new Error(`create-react-admin template has no ${file}`);
    mkdirSync(join(appDir, file, '..'), { recursive: true });
    cpSync(from, join(appDir, file));
  }
  const html = readFileSync(join(appDir, 'index.html'), 'utf8').replaceAll('{{name}}', 'Companies');
  writeFileSync(join(appDir, 'index.html'), withoutGoogleFonts(html));
  cpSync(sources, join(appDir, 'src'), { recursive: true });

  // The template's runtime dependencies and its build tools (Vite and the React plugin); its
  // lint, format and type-check tools are left out, they play no part in the build.
  const templatePackage = JSON.parse(readFileSync(join(template, 'package.json'), 'utf8'));
  const devDependencies = {};
  for (const name of ['vite', '@vitejs/plugin-react']) {
    const range = templatePackage.devDependencies?.[name];
    if (!range) throw new Error(`create-react-admin template no longer lists ${name}`);
    devDependencies[name] = range;
  }
  writeFileSync(
    join(appDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'react-admin-bench',
        private: true,
        type: 'module',
        dependencies: templatePackage.dependencies,
        devDependencies,
      },
      null,
      2,
    )}\n`,
  );

  log('react-admin: npm install (into the temporary folder)');
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--no-package-lock',
      // A stalled download (seen through this machine's proxy) is retried after a minute
      // instead of npm's five.
      '--fetch-timeout=60000',
      '--fetch-retries=4',
    ],
    { cwd: appDir, timeoutMs },
  );

  log('react-admin: vite build');
  const dist = join(workDir, 'dist');
  await run(
    join(appDir, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', dist, '--emptyOutDir', '--assetsDir', 'assets/ra', '--manifest'],
    { cwd: appDir, timeoutMs },
  );
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const versions = {
    'create-react-admin': templateVersion,
    'react-admin': installedVersion(appDir, 'react-admin'),
    '@mui/material': installedVersion(appDir, '@mui/material'),
    react: installedVersion(appDir, 'react'),
    vite: installedVersion(appDir, 'vite'),
  };
  const build = { dist, versions, manifest };
  writeFileSync(join(workDir, 'build.json'), JSON.stringify(build));
  return build;
}

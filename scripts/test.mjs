// `npm test`: install what the tests need, then run every layer: lint, typecheck, the static
// Storybook, unit, stories, server, end to end. Stops at the first failing layer.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_HEADLESS_SHELL } from './chromium.mjs';
import { pnpm } from './pnpm.mjs';

function sh(command) {
  return spawnSync('bash', ['-c', command], { stdio: 'inherit' }).status === 0;
}

const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
if (!existsSync(CHROMIUM_HEADLESS_SHELL)) missing.push('chromium-headless-shell');
if (!existsSync('/usr/lib/postgresql')) missing.push('postgresql');
if (missing.length > 0) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`Installing Debian packages: ${missing.join(' ')}`);
  if (!sh(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(' ')}`)) {
    console.error('Could not install the Debian packages the tests need.');
    process.exit(1);
  }
}

pnpm(['install', '--prefer-offline']);
// Storybook is built into a private directory: it proves every story and docs page compiles
// for the static site designers review, without touching a working tree's storybook-static/.
const storybookOut = mkdtempSync(join(tmpdir(), 'staydesk-storybook-'));
// Each package's tests are a layer of their own, in the order of the workspace's graph, so the
// summary at the end says where the run's time went (the brief keeps the whole run under 25
// minutes on a 2-core machine).
const layers = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['storybook build', ['exec', 'storybook', 'build', '--quiet', '-o', storybookOut]],
  ['domain: unit', ['--filter', '@staydesk/domain', 'run', 'test']],
  ['ui: unit, stories, visual', ['--filter', '@staydesk/ui', 'run', 'test']],
  [
    'dashboard: unit, components, bundle budget, end to end',
    ['--filter', '@staydesk/dashboard', 'run', 'test'],
  ],
  ['server: PGlite, then PostgreSQL', ['--filter', '@staydesk/server', 'run', 'test']],
];
// A package added to the workspace with tests of its own must get its layer here.
const tested = new Set(layers.flatMap(([, args]) => (args[0] === '--filter' ? [args[1]] : [])));
for (const folder of ['packages', 'apps']) {
  for (const name of readdirSync(folder)) {
    const manifest = join(folder, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const workspacePackage = JSON.parse(readFileSync(manifest, 'utf8'));
    if (workspacePackage.scripts?.test && !tested.has(workspacePackage.name)) {
      console.error(`scripts/test.mjs runs no layer for ${workspacePackage.name}: add one.`);
      process.exit(1);
    }
  }
}
const started = Date.now();
const took = [];
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
for (const [name, args] of layers) {
  console.log(`\n=== ${name} ===`);
  const layerStarted = Date.now();
  pnpm(args);
  took.push([name, Date.now() - layerStarted]);
}
console.log('\n=== every layer passed ===');
for (const [name, ms] of took) console.log(`${minutes(ms).padStart(9)}  ${name}`);
console.log(`${minutes(Date.now() - started).padStart(9)}  in all, after the install`);

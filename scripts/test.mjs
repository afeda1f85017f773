// `npm test`: install what the tests need, then run every layer: lint, typecheck, the static
// Storybook, unit, stories, server, end to end. Stops at the first failing layer.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';

function sh(command) {
  return spawnSync('bash', ['-c', command], { stdio: 'inherit' }).status === 0;
}

const missing = [];
if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
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
const layers = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['storybook build', ['exec', 'storybook', 'build', '--quiet', '-o', storybookOut]],
  ['tests', ['run', 'test:unit']],
];
for (const [name, args] of layers) {
  console.log(`\n=== ${name} ===`);
  pnpm(args);
}

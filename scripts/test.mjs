// `npm test`: install what the tests need, then run every layer: lint, typecheck, unit,
// stories, server, end to end. Stops at the first failing layer.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
const layers = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['tests', ['run', 'test:unit']],
];
for (const [name, args] of layers) {
  console.log(`\n=== ${name} ===`);
  pnpm(args);
}

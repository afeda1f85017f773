// Runs the pinned pnpm through `npm exec`, so a fresh machine needs nothing but Node and npm.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const pinned = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager;

/** Runs pnpm with the given arguments in the repository root; exits the process when it fails. */
export function pnpm(args, options = {}) {
  const usingPnpm = process.env.npm_execpath?.includes('pnpm');
  const [command, prefix] = usingPnpm
    ? [process.execPath, [process.env.npm_execpath]]
    : ['npm', ['exec', '--yes', `${pinned}`, '--']];
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...options.env },
  });
  if (result.status !== 0) {
    if (options.allowFailure) return result.status ?? 1;
    process.exit(result.status ?? 1);
  }
  return 0;
}

// Child processes with a time limit, and a cleanup list that runs however the bench ends
// (success, a thrown error, Ctrl-C): servers are stopped and temporary folders removed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const cleanups = [];
let cleaning;

/** Registers `task` (sync or async) to run once at the end, last registered first. */
export function onCleanup(task) {
  cleanups.push(task);
}

/** Runs every registered cleanup once; errors are reported, never thrown. */
export async function cleanup() {
  cleaning ??= (async () => {
    for (const child of running) killGroup(child, 'SIGKILL');
    while (cleanups.length > 0) {
      const task = cleanups.pop();
      try {
        await task();
      } catch (error) {
        console.error(`bench cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}

/** Removes `dir` at the end unless BENCH_KEEP=1 (then its path is printed, for a look). */
export function removeLater(dir) {
  onCleanup(() => {
    if (process.env.BENCH_KEEP === '1') console.log(`bench: kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  });
}

/** Commands of `run` still going (a build, npm install): killed first when the bench stops. */
const running = new Set();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Kills a detached child and its whole process group. */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Runs a command to completion (its output shown), rejecting on a non-zero exit or after
 * `timeoutMs` (then its whole process group is killed).
 */
export function run(command, args, { cwd, env, timeoutMs = 600_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    // Its own process group, so Ctrl-C does not reach it: stopped by the cleanup instead.
    running.add(child);
    child.once('exit', () => running.delete(child));
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} took over ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${command} could not start: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Starts a long-running process (a server) in its own process group; it is stopped at
 * cleanup. Its stderr is kept (the last 4 KiB) for the error message if it dies early.
 */
export function startProcess(command, args, { cwd, env, name }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4096);
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  onCleanup(
    () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        const force = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        killGroup(child, 'SIGTERM');
      }),
  );
  return {
    child,
    /** Why the process is not running, or undefined while it runs. */
    failure: () => (exited ? `${name} exited (${child.exitCode}): ${stderr.trim()}` : undefined),
  };
}

// `node scripts/profile-list.mjs [distDir]`: how much main-thread work a list page costs once its
// data has arrived (the target: under 100 ms for 29 rows at 4x CPU throttle, no task over 200 ms).
//
// Starts the built server (apps/server/dist) on the given build (default dist/) with a fresh
// data directory and the demo data, tops the list (PROFILE_LIST: companies or clients, the
// module kit's ListView) up to a full page of 29 for each page it measures, signs in, then in
// headless Chromium (/usr/bin/chromium) with the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate) and a performance trace running:
// 1. loads the list cold: the longest main-thread task of the load;
// 2. once the shell has settled (its idle parts loaded, SETTLE_MS), presses Next: every
//    main-thread task (RunTask) after page 2's response finished, until its 29 rows are on
//    screen and the page has been quiet for a second (the list's rendering, with everything else
//    loaded), and the longest of them;
// 3. presses Next PROFILE_LATER_PAGES (3) times more, measuring each page the same way: pages
//    drawn with the table's code already compiled, three more samples a load.
// PROFILE_DEBUG=1 also prints the longest tasks (the cold load's three, page 2's over
// PROFILE_DEBUG_MS, 8 by default) with the trace events inside them (over PROFILE_CHILD_MS, 4);
// PROFILE_SAMPLES=1 adds V8's sampling profiler to the trace and prints, for page 2's work and
// for the cold load's three longest tasks, the functions most often on the stack (page 2's top
// PROFILE_SAMPLES_TOP, 40 by default; build with `vite build --minify false` for readable
// names). PROFILE_LOAD_TASKS_MS=n prints the cold load's timeline: every task over n ms and
// every request, sent and finished, on one clock. PROFILE_NETWORK=1 adds the bench's network
// (Slow 4G, bench/lib/measure.mjs) to the CPU throttle. Median and best of PROFILE_RUNS (5)
// runs, wall time and the main thread's own CPU time (the machine is shared: wall time grows
// with other work, CPU time much less). PROFILE_URL uses
// a running server instead (with its data as it is). Method and results: the dashboard README.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { NETWORK, pollPage } from '../../../bench/lib/measure.mjs';
import { CHROMIUM, chromiumArgs } from '../../../scripts/chromium.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = resolve(process.argv[2] ?? join(appDir, 'dist'));
const RUNS = Number(process.env.PROFILE_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const ROWS = 29;
/**
 * After page 2 (the list's first page change), Next is pressed this many times more
 * (PROFILE_LATER_PAGES, 3 by default): pages drawn with the table's code already run and
 * compiled, and more samples a load on a machine whose timings spread.
 */
const LATER_PAGES = Number(process.env.PROFILE_LATER_PAGES ?? 3);
/** How long the shell takes to settle after its first rows: 4 s, then an idle callback. */
const SETTLE_MS = 6000;
/** PROFILE_DEBUG: page 2's tasks printed (longer than, ms), the events shown inside them. */
const DEBUG_TASK_MS = Number(process.env.PROFILE_DEBUG_MS ?? 8);
const DEBUG_EVENT_MS = Number(process.env.PROFILE_CHILD_MS ?? 4);
/** PROFILE_SAMPLES: how many functions page 2's sample list names. */
const SAMPLES_TOP = Number(process.env.PROFILE_SAMPLES_TOP ?? 40);
const EMAIL = 'admin@staydesk.test';
const PASSWORD = 'Staydesk-Demo-2026';
/**
 * The lists it can profile (`PROFILE_LIST`, companies by default): the screen, its API and how to
 * add one record. Companies draw their own table; guests are the module kit's `ListView`.
 */
const LISTS = {
  companies: {
    screen: '/dashboard/companies/list',
    api: '/api/companies',
    total: (body) => body.total,
    create: (n) => {
      const form = new FormData();
      form.set('data', JSON.stringify({ name: `Profile Company ${n}` }));
      return { body: form };
    },
  },
  clients: {
    screen: '/dashboard/clients/list',
    api: '/api/v1/clients',
    total: (body) => body.total,
    create: (n) => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Profile',
        lastName: `Guest ${n}`,
        email: `profile-guest-${n}@guests.test`,
        phone: '+44 20 7946 0000',
        companyId: null,
        notes: '',
        flags: [],
      }),
    }),
  },
};
const LIST_NAME = process.env.PROFILE_LIST ?? 'companies';
const LIST_SPEC = LISTS[LIST_NAME];
if (!LIST_SPEC) throw new Error(`PROFILE_LIST is one of ${Object.keys(LISTS).join(', ')}`);
const LIST = LIST_SPEC.screen;
const escaped = LIST_SPEC.api.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const LIST_API = new RegExp(escaped);
/** The request of the list's page `number`. */
const pageRequest = (number) => new RegExp(`${escaped}\\?(.*&)?page=${number}(&|$)`);

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/v1/global/settings`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`Server at ${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startServer() {
  if (process.env.PROFILE_URL) return { url: process.env.PROFILE_URL, stop: async () => {} };
  const main = join(appDir, '..', 'server', 'dist', 'main.js');
  if (!existsSync(main))
    throw new Error('Build the server first: pnpm --filter @staydesk/server build');
  const port = Number(process.env.PROFILE_PORT ?? 3198);
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'staydesk-profile-')),
      DASHBOARD_DIST: distDir,
      NODE_ENV: 'test',
      DEMO_DATA: '1',
      SCRYPT_TEST_COST: String(2 ** 14),
      ACCESS_TOKEN_SECRET: 'profile-access-secret-0123456789',
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await waitForServer(url, 120_000);
  return {
    url,
    stop: () =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in through the API and tops the list up to a full page for each page measured. */
async function prepare(url) {
  const signIn = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, rememberMe: true }),
  });
  if (!signIn.ok) throw new Error(`Sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { data } = await signIn.json();
  const auth = { authorization: `Bearer ${data.token}` };
  const first = await (await fetch(`${url}${LIST_SPEC.api}?page=1`, { headers: auth })).json();
  for (let n = LIST_SPEC.total(first); n < (2 + LATER_PAGES) * ROWS; n++) {
    const { headers = {}, body } = LIST_SPEC.create(n + 1);
    const created = await fetch(`${url}${LIST_SPEC.api}`, {
      method: 'POST',
      headers: { ...auth, ...headers },
      body,
    });
    if (!created.ok)
      throw new Error(`Adding a record failed: ${created.status} ${await created.text()}`);
  }
  return data;
}

/** The page's request whose address matches `pattern`, as traced when it was sent. */
function sentRequest(events, pattern) {
  const sent = events.find(
    (event) => event.name === 'ResourceSendRequest' && pattern.test(event.args?.data?.url ?? ''),
  );
  if (!sent) throw new Error(`The trace has no request matching ${pattern}`);
  return sent;
}

/** When (trace ms) the response of the request whose address matches `pattern` finished. */
function responseEnd(events, pattern) {
  const { requestId } = sentRequest(events, pattern).args.data;
  const finish = events.find(
    (event) => event.name === 'ResourceFinish' && event.args?.data?.requestId === requestId,
  );
  if (!finish) throw new Error(`The trace has no end for the request matching ${pattern}`);
  return finish.ts / 1000;
}

/** The page's renderer main thread: the process that sent the list's requests, its main thread. */
function mainThread(events) {
  const { pid } = sentRequest(events, LIST_API);
  const thread = events.find(
    (event) =>
      event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error('No renderer main thread in the trace');
  return { pid, tid: thread.tid };
}

/** The page's main-thread tasks: RunTask on the renderer's main thread that sent its requests. */
function mainThreadTasks(events) {
  const thread = mainThread(events);
  const { pid } = thread;
  return events
    .filter(
      (event) =>
        event.pid === pid &&
        event.tid === thread.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask',
    )
    .map((event) => ({
      start: event.ts / 1000,
      end: (event.ts + (event.dur ?? 0)) / 1000,
      // Thread time: what the main thread itself spent, whatever else runs on the machine.
      cpu: (event.tdur ?? event.dur ?? 0) / 1000,
    }));
}

/** Runs `act` under a performance trace; returns the trace's events. */
async function traced(browser, page, act) {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      '__metadata',
      ...(process.env.PROFILE_SAMPLES ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ],
  });
  await act();
  // Quiet for a second: what the rows set off afterwards (effects, measuring) is counted too.
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  return trace.traceEvents ?? trace;
}

/** The cold load's full page of rows, and when (page clock, ms) they were there. */
const rowsShown = `document.querySelectorAll('main table tbody tr').length >= ${ROWS} && performance.now()`;

const longestOf = (tasks) => tasks.reduce((max, task) => Math.max(max, task.end - task.start), 0);

/**
 * PROFILE_DEBUG: one task (its start from `origin`, its length and its CPU time, in ms) and the
 * trace events inside it longer than `minMs` (name, function, file, ms), at most `limit` of them.
 */
function printTask(events, task, origin, minMs, limit, label) {
  const { pid } = sentRequest(events, LIST_API);
  const inside = events
    .filter(
      (e) =>
        e.pid === pid &&
        e.ph === 'X' &&
        e.name !== 'RunTask' &&
        e.ts / 1000 >= task.start &&
        e.ts / 1000 < task.end &&
        (e.dur ?? 0) / 1000 > minMs,
    )
    .map(
      (e) =>
        `${e.name}${e.args?.data?.type ? `<${e.args.data.type}>` : ''}${e.args?.data?.functionName ? `[${e.args.data.functionName}]` : ''}${e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : ''}:${Math.round(e.dur / 1000)}`,
    );
  const fields = [
    Math.round(task.start - origin),
    Math.round(task.end - task.start),
    `cpu ${Math.round(task.cpu)}`,
    inside.slice(0, limit).join(' '),
  ];
  console.log(...(label ? [label, ...fields] : fields));
}

/**
 * PROFILE_SAMPLES=1: the functions on the stack of the most samples V8's profiler took inside
 * `task` (inclusive: a function counts once per sample however deep), on the page's main thread.
 */
function printSamples(events, task, limit) {
  const { pid, tid } = mainThread(events);
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return console.log('  (no samples: the trace has no profile of the main thread)');
  const nodes = new Map();
  const samples = [];
  const deltas = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    for (const node of e.args.data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    samples.push(...(e.args.data.cpuProfile?.samples ?? []));
    deltas.push(...(e.args.data.timeDeltas ?? []));
  }
  const name = ({ callFrame: f }) =>
    f.url
      ? `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`
      : f.functionName;
  const counts = new Map();
  let at = profile.args.data.startTime;
  let inside = 0;
  samples.forEach((id, i) => {
    at += deltas[i] ?? 0;
    if (at / 1000 < task.start || at / 1000 > task.end) return;
    inside += 1;
    const seen = new Set();
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
      const key = name(node);
      if (!seen.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
      seen.add(key);
    }
  });
  console.log(`  ${inside} samples:`);
  for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`  ${String(count).padStart(5)} ${key}`);
  }
}

async function profileOnce(browser, url, session) {
  const context = await browser.newContext();
  await context.addInitScript(
    (stored) => {
      // Remember Me: the session in local storage (spec §3), as a signed-in visit finds it.
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    {
      token: session.token,
      refreshToken: session.refreshToken ?? '',
      userId: session.userId,
      signedInAt: String(Date.now()),
    },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // PROFILE_NETWORK=1: the bench's network too (bench/lib/measure.mjs, Slow 4G), so that what
  // waits for a download shows where it does in the bench.
  if (process.env.PROFILE_NETWORK) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  }

  let firstRows = 0;
  const load = await traced(browser, page, async () => {
    await page.goto(`${url}${LIST}`);
    // Asked through the DevTools protocol (bench/lib/measure.mjs pollPage): a Playwright locator
    // would inject Playwright's script into the load being measured.
    firstRows = await pollPage(cdp, rowsShown, {
      intervalMs: 50,
      timeoutMs: 90_000,
      what: `The list's ${ROWS} rows`,
    });
  });
  // The shell settles first: PRELOAD_DELAY_MS (4 s, packages/ui usePreloadWhenIdle) after it
  // mounts, it fetches and compiles its idle parts (the avatar menu, the toasts, the drawer, the
  // notifications, the form layer). Page 2 measured before that counted their download and
  // compiling as the rows' rendering.
  await page.waitForTimeout(SETTLE_MS);
  // Found before the trace: Playwright's role queries walk the accessibility tree on the page's
  // main thread, which would be counted. Inside the trace only a DOM click and a DOM poll run.
  const next = await page.getByRole('button', { name: 'Next' }).elementHandle();
  if (!next) throw new Error('The list has no Next button');
  const pages = [];
  for (let number = 2; number <= 2 + LATER_PAGES; number++) {
    pages.push(await pageChange(browser, page, next, number));
  }
  await context.close();

  const loadTasks = mainThreadTasks(load);
  // PROFILE_DEBUG=1: the cold load's three longest tasks too, with what ran inside.
  if (process.env.PROFILE_DEBUG || process.env.PROFILE_SAMPLES) {
    const start = Math.min(...loadTasks.map((t) => t.start));
    const longest = [...loadTasks].sort((a, b) => b.end - b.start - (a.end - a.start));
    for (const task of longest.slice(0, 3)) {
      printTask(load, task, start, 8, 14, 'load');
      if (process.env.PROFILE_SAMPLES) printSamples(load, task, 40);
    }
  }
  // PROFILE_LOAD_TASKS_MS=n: the cold load's timeline, every task over n ms in order, to see
  // what stands between the navigation and the first rows.
  if (process.env.PROFILE_LOAD_TASKS_MS) {
    const start = Math.min(...loadTasks.map((t) => t.start));
    const over = Number(process.env.PROFILE_LOAD_TASKS_MS);
    for (const task of loadTasks.filter((t) => t.end - t.start > over)) {
      printTask(load, task, start, 4, 4, 'task');
    }
    // And when each request went out and its answer finished, on the same clock.
    const finished = new Map(
      load
        .filter((e) => e.name === 'ResourceFinish')
        .map((e) => [e.args.data.requestId, e.ts / 1000]),
    );
    const page = mainThread(load).pid;
    const requests = load.filter(
      (e) => e.name === 'ResourceSendRequest' && /^https?:/.test(e.args?.data?.url ?? ''),
    );
    for (const sent of requests.filter((e) => e.pid === page)) {
      const { requestId, url: address } = sent.args.data;
      const done = finished.get(requestId);
      console.log(
        'request',
        Math.round(sent.ts / 1000 - start),
        done === undefined ? '-' : Math.round(done - start),
        address.replace(/^https?:\/\/[^/]+/, ''),
      );
    }
    console.log('first rows', Math.round(firstRows), 'ms after the navigation started');
  }
  const [second, ...later] = pages;
  return {
    firstRows,
    load: longestOf(loadTasks),
    loadCpu: loadTasks.reduce((max, task) => Math.max(max, task.cpu), 0),
    ...second,
    laterCpu: later.map((change) => change.renderCpu),
  };
}

/**
 * Presses Next (to page `number`) under a trace: the main thread's work from that page's data
 * until its rows are on screen and the page has been quiet for a second.
 */
async function pageChange(browser, page, next, number) {
  const firstName = await page.evaluate(
    () => document.querySelector('main table tbody tr')?.textContent ?? '',
  );
  const change = await traced(browser, page, async () => {
    await next.evaluate((button) => button.click());
    await page.waitForFunction(
      ([name, rows]) => {
        const shown = document.querySelectorAll('main table tbody tr');
        return shown.length === rows && shown[0]?.textContent !== name;
      },
      [firstName, ROWS],
      { polling: 100 },
    );
  });
  const tasks = mainThreadTasks(change);
  const dataAt = responseEnd(change, pageRequest(number));
  const after = tasks.filter((task) => task.end > dataAt);
  // PROFILE_DEBUG=1: page 2's tasks over DEBUG_TASK_MS (from the data, length) with what ran
  // inside.
  if (process.env.PROFILE_DEBUG && number === 2) {
    for (const task of after.filter((t) => t.end - t.start > DEBUG_TASK_MS)) {
      printTask(change, task, dataAt, DEBUG_EVENT_MS, 10);
    }
  }
  // PROFILE_SAMPLES=1: the functions most often on the stack from page 2's data to its last task.
  if (process.env.PROFILE_SAMPLES && number === 2 && after.length > 0) {
    console.log('page 2, from its data to its last task:');
    printSamples(change, { start: dataAt, end: Math.max(...after.map((t) => t.end)) }, SAMPLES_TOP);
  }
  return {
    render: after.reduce((sum, task) => sum + task.end - Math.max(task.start, dataAt), 0),
    renderCpu: after.reduce((sum, task) => sum + task.cpu, 0),
    renderLongest: longestOf(after),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer();
try {
  const session = await prepare(server.url);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: chromiumArgs,
  });
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await profileOnce(browser, server.url, session));
    console.log(
      `${LIST}, ${ROWS} rows, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} cold loads (${distDir})`,
    );
    const row = (values) => ({
      median: Math.round(median(values)),
      min: Math.round(Math.min(...values)),
      runs: values.map(Math.round).join(' '),
    });
    const pick = (key) => runs.map((run) => run[key]);
    console.table({
      'cold load: time to the first rows, wall (ms)': row(pick('firstRows')),
      'cold load: longest task, wall (ms)': row(pick('load')),
      'cold load: longest task, main-thread CPU (ms)': row(pick('loadCpu')),
      'page 2: work after its data arrived, wall (ms)': row(pick('render')),
      'page 2: work after its data arrived, main-thread CPU (ms)': row(pick('renderCpu')),
      'page 2: longest task, wall (ms)': row(pick('renderLongest')),
      ...(LATER_PAGES > 0
        ? {
            [`pages 3-${2 + LATER_PAGES}: work after the data, main-thread CPU (ms)`]: row(
              pick('laterCpu').flat(),
            ),
          }
        : {}),
    });
    console.log(
      'Wall times are at 4x throttle and grow with whatever else the machine runs; CPU is the ' +
        "main thread's own time, which DevTools throttling does not scale (x4 for an idle machine).",
    );
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

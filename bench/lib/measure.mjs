// The browser measurements, the same for both apps: Debian's Chromium through Playwright, a new
// browser context per run (empty cache, new connections), CPU slowed 4x and one fixed network
// profile through the Chrome DevTools Protocol, gzip forced so the bytes on the wire are gzip.
import { chromium } from 'playwright';
import { CHROMIUM, chromiumArgs } from '../../scripts/chromium.mjs';

export const CPU_SLOWDOWN = 4;

/**
 * Lighthouse's mobile "Slow 4G" profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
 * applied by DevTools to every request of the page: bytes and request chains both cost time,
 * as they do on a phone.
 */
export const NETWORK = {
  name: 'Slow 4G (Lighthouse mobile): 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up',
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** How long one page may take to show its marker before the run counts as a harness error. */
const MARKER_TIMEOUT_MS = 90_000;
/** Long tasks are collected until this long after the marker showed (work right after it). */
const SETTLE_MS = 1_000;

/**
 * Runs in every document before the app's own scripts: a long-task observer and a watcher that
 * stamps (in the page's clock, from navigation start) the frame in which the marker first shows.
 * Markers: `signIn` is a visible button reading "Sign in"; `row` is a visible table row
 * (`tr` or role=row) holding the expected text.
 */
function instrument({ marker, rowText }) {
  const state = { longTasks: [], shownAt: undefined };
  Object.defineProperty(window, '__bench', { value: state });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    state.longTasksUnsupported = true;
  }
  // What ran in each long animation frame (Chromium's LoAF entries): the scripts, by file and
  // entry point, and when style and layout began, so the longest task can be named.
  state.frames = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.frames.push({
          start: entry.startTime,
          end: entry.startTime + entry.duration,
          styleAndLayoutStart: entry.styleAndLayoutStart,
          scripts: entry.scripts.map((script) => ({
            invoker: script.invoker,
            file: script.sourceURL.replace(/^.*\//, ''),
            duration: script.duration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Attribution only: the long tasks are measured without it.
  }
  const visible = (element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const found = () => {
    if (marker === 'signIn') {
      return [...document.querySelectorAll('button')].some(
        (button) => button.textContent.trim().toLowerCase() === 'sign in' && visible(button),
      );
    }
    return [...document.querySelectorAll('tr, [role="row"]')].some(
      (row) => row.textContent.includes(rowText) && visible(row),
    );
  };
  let seen = false;
  const check = () => {
    if (seen || !found()) return;
    seen = true;
    watcher.disconnect();
    // The frame that paints it: its rendering starts right after this callback.
    requestAnimationFrame(() => {
      state.shownAt = performance.now();
    });
  };
  const watcher = new MutationObserver(check);
  watcher.observe(document, { childList: true, subtree: true, characterData: true });
}

/** A new context and page, throttled, with the instrumentation installed. */
async function throttledPage(browser, { storageState, marker, rowText }) {
  const context = await browser.newContext({
    ...(storageState ? { storageState } : {}),
    // Both servers would answer brotli; gzip is what the comparison is stated in.
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latency,
    downloadThroughput: NETWORK.downloadThroughput,
    uploadThroughput: NETWORK.uploadThroughput,
  });
  await page.addInitScript(instrument, { marker, rowText: rowText ?? '' });
  // The network log: each response's encoding and body size as the server sent them.
  const responses = new Map();
  page.on('response', (response) => {
    const headers = response.headers();
    responses.set(response.url(), {
      status: response.status(),
      encoding: headers['content-encoding'] ?? 'identity',
      contentLength: Number(headers['content-length'] ?? Number.NaN),
    });
  });
  return { context, page, cdp, responses };
}

/** How often the harness asks the page whether its marker has shown. */
const MARKER_POLL_MS = 200;

/**
 * Evaluates `expression` in the page through the DevTools protocol every `intervalMs` until it
 * gives a truthy value, and returns that value. A one-line expression is all the page runs:
 * Playwright's `waitForFunction` and locators first evaluate Playwright's injected script
 * (hundreds of KiB) in the page, at 4× CPU a task of 150–230 ms that landed in the middle of the
 * load being measured and was counted as the app's longest (traced: an
 * `EvaluateScript` with no URL, gone with this poll).
 */
export async function pollPage(cdp, expression, { intervalMs, timeoutMs, what }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value) return result.value;
    await new Promise((done) => setTimeout(done, intervalMs));
  }
  throw new Error(`${what} did not show within ${timeoutMs / 1000} s`);
}

const isJs = (url) => new URL(url).pathname.endsWith('.js');

/**
 * Loads `url` cold and waits for the marker. Returns the time it showed, the JS that had
 * arrived by then (gzip bytes from the network log, per file), and the long tasks up to
 * SETTLE_MS after it.
 */
export async function measureLoad(browser, { url, marker, rowText, storageState }) {
  const { context, page, cdp, responses } = await throttledPage(browser, {
    storageState,
    marker,
    rowText,
  });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: MARKER_TIMEOUT_MS });
    await pollPage(cdp, 'window.__bench?.shownAt !== undefined', {
      intervalMs: MARKER_POLL_MS,
      timeoutMs: MARKER_TIMEOUT_MS,
      what: 'The marker',
    });
    await page.waitForTimeout(SETTLE_MS);
    const observed = await page.evaluate(() => ({
      shownAt: window.__bench.shownAt,
      longTasks: window.__bench.longTasks,
      longTasksUnsupported: window.__bench.longTasksUnsupported === true,
      frames: window.__bench.frames,
      resources: performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        responseEnd: entry.responseEnd,
        encodedBodySize: entry.encodedBodySize,
      })),
    }));
    if (observed.longTasksUnsupported) throw new Error('This Chromium has no longtask entries');
    // JS that had fully arrived when the marker showed: what it took to show it.
    const scripts = [];
    for (const resource of observed.resources) {
      if (!isJs(resource.name) || resource.responseEnd > observed.shownAt) continue;
      const logged = responses.get(resource.name);
      if (!logged) throw new Error(`No response logged for ${resource.name}`);
      if (logged.status !== 200) throw new Error(`${resource.name} answered ${logged.status}`);
      scripts.push({
        path: new URL(resource.name).pathname,
        encoding: logged.encoding,
        bytes: Number.isFinite(logged.contentLength)
          ? logged.contentLength
          : resource.encodedBodySize,
      });
    }
    const until = observed.shownAt + SETTLE_MS;
    // Everything that arrived by the end of the window, lazy chunks fetched right after too: a
    // screen that shows early and loads the rest at once is visible here.
    const jsBytesBySettle = observed.resources
      .filter((resource) => isJs(resource.name) && resource.responseEnd <= until)
      .reduce((sum, resource) => {
        const logged = responses.get(resource.name);
        const bytes = logged?.contentLength;
        return sum + (Number.isFinite(bytes) ? bytes : resource.encodedBodySize);
      }, 0);
    const longTasks = observed.longTasks.filter((task) => task.start <= until);
    return {
      shownAtMs: observed.shownAt,
      scripts,
      jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      jsBytesBySettle,
      longTaskCount: longTasks.length,
      longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
      longestTaskCause: causeOf(longest(longTasks), observed.frames),
      blockingMs: longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    };
  } finally {
    await context.close();
  }
}

function longest(tasks) {
  return tasks.reduce(
    (top, task) => (top === undefined || task.duration > top.duration ? task : top),
    undefined,
  );
}

/**
 * What the longest task ran, from the long animation frame that holds it: its longest scripts
 * ('FunctionCall index-….js 120 ms'), and the frame's style and layout when they took 20 ms or
 * more. 'no script' when the frame ran none of the page's (the browser's own work, such as
 * parsing the HTML or loading ICU data for Intl); undefined when no frame matched.
 */
function causeOf(task, frames) {
  if (!task) return undefined;
  const end = task.start + task.duration;
  const frame = frames.find(
    (candidate) => candidate.start <= task.start + 1 && candidate.end >= end - 1,
  );
  if (!frame) return undefined;
  const parts = frame.scripts
    .filter((script) => script.duration >= 10)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 2)
    .map((script) => {
      // A module's evaluation is invoked by its address: the file name says it.
      const invoker = script.invoker.replace(/^https?:\/\/.*\//, '');
      const file = script.file && script.file !== invoker ? ` ${script.file}` : '';
      return `${invoker}${file} ${Math.round(script.duration)} ms`;
    });
  const layout = frame.styleAndLayoutStart > 0 ? frame.end - frame.styleAndLayoutStart : 0;
  if (layout >= 20) parts.push(`style and layout ${Math.round(layout)} ms`);
  return parts.length > 0 ? parts.join('; ') : 'no script';
}

/**
 * Signs in once through the app's own form (unthrottled) and returns the signed-in storage
 * state (tokens in localStorage, cookies) for the timed list loads.
 */
export async function signInOnce(browser, app) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(app.signInUrl, { timeout: MARKER_TIMEOUT_MS });
    await app.signIn(page, MARKER_TIMEOUT_MS);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
}

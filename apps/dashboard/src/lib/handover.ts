/** What the dashboard loads first, by brand theme: the sign-in page fetches it ahead. */
export interface DashboardFiles {
  /** The entry and its imports, the layout and the home screen, with their style sheets. */
  readonly files: readonly string[];
  /** Each brand's theme (module and sheet). */
  readonly themes: Readonly<Record<string, readonly string[]>>;
}

/** How long after the page has loaded the prefetch waits at most for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
}

/**
 * Once the sign-in page has loaded and the browser is idle, asks it to fetch what the dashboard
 * will need (`<link rel="prefetch">`: lowest priority, into the HTTP cache), so that signing in
 * starts the dashboard from the cache while the user types, not from the network after. Never
 * before the page's own files: they would share its bandwidth.
 */
export function prefetchDashboard(dashboard: DashboardFiles, brand: string): void {
  const files = [...dashboard.files, ...(dashboard.themes[brand] ?? [])];
  // One link per idle moment: each starts a request, and twenty at once were a long task at 4×
  // CPU (issue #11).
  const next = () => {
    const file = files.shift();
    if (file === undefined) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    // As the dashboard's own `<script type="module">` and modulepreload fetch them.
    link.crossOrigin = '';
    document.head.append(link);
    whenIdle(next);
  };
  const start = () => whenIdle(next);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

import { useEffect } from 'react';

/**
 * Fetches a lazily loaded part once the page has settled (the browser is idle, or after a short
 * delay where there is no idle callback), so it is there before anyone reaches for it without
 * being part of the first paint. `when` false skips it (a phone-only part on a wide screen).
 */
export function usePreloadWhenIdle(load: () => unknown, when = true) {
  useEffect(() => {
    if (!when) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => void load(), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => void load(), 1500);
    return () => window.clearTimeout(timer);
  }, [load, when]);
}

import { useEffect } from 'react';

/**
 * How long after mounting a part waits before it may preload when nobody reaches for it: the
 * first screen's own code and data are downloading then, and a preload beside them would share
 * their bandwidth (on the bench's Slow 4G, the first rows showed ~2.8 s after navigation).
 */
export const PRELOAD_DELAY_MS = 4000;

/** What says someone may reach for a part soon: a press or a key anywhere on the page. */
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Fetches a lazily loaded part once the page has settled, so it is there before anyone reaches
 * for it without competing with the first screen: at the user's first press or key (the moment
 * before something may open it), or else when the browser is idle after `PRELOAD_DELAY_MS`.
 * `when` false skips it (a phone-only part on a wide screen).
 */
export function usePreloadWhenIdle(load: () => unknown, when = true) {
  useEffect(() => {
    if (!when) return;
    let idleId: number | undefined;
    const preload = () => {
      stop();
      void load();
    };
    const onIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idleId = window.requestIdleCallback(preload, { timeout: 3000 });
      } else preload();
    };
    const timer = window.setTimeout(onIdle, PRELOAD_DELAY_MS);
    const options = { capture: true, passive: true } as const;
    for (const type of INTENT_EVENTS) window.addEventListener(type, preload, options);
    function stop() {
      window.clearTimeout(timer);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      for (const type of INTENT_EVENTS) window.removeEventListener(type, preload, options);
    }
    return stop;
  }, [load, when]);
}

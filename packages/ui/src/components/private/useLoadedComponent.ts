import { type ComponentType, useEffect, useState } from 'react';

/**
 * A part loaded on demand (`import()` of a module whose default export is the component): null
 * until `when` is true and the module has arrived, then the component. Not React.lazy: that
 * suspends, and React holds back a resolved Suspense boundary on a timer, which would keep a
 * first toast or menu off screen for no reason. A failed load is tried again the next time
 * `when` turns true.
 */
export function useLoadedComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  when: boolean,
): ComponentType<P> | null {
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!when || loaded !== null) return;
    let live = true;
    load().then(
      (module) => {
        if (live) setLoaded(() => module.default);
      },
      () => {
        // Offline or a stale deployment: nothing shows; the next attempt loads again.
      },
    );
    return () => {
      live = false;
    };
  }, [load, loaded, when]);
  return loaded;
}

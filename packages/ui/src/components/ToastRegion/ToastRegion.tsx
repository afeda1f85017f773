import { useEffect, useState } from 'react';
import { useLoadedComponent } from '../private/useLoadedComponent';
import { usePreloadWhenIdle } from '../private/usePreloadWhenIdle';
import { toast as appToaster, type Toaster } from './toast';

export interface ToastRegionProps {
  /** Which queue to show; the app-wide `toast` by default. */
  toaster?: Toaster;
  /** The landmark's name. */
  'aria-label'?: string;
  dismissLabel?: string;
}

// The region (RAC toast, landmark and live-region code) is not needed until the first toast: it
// loads when the page has settled, and renders from the first toast on.
const loadToastList = () => import('./ToastList');

/**
 * Shows a toast queue (RAC's toast region): bottom-centre, 95% wide up to 700px, stacked,
 * coloured by type, each closing itself after 5000 ms (paused while hovered or focused) or with
 * its dismiss button. Nothing is rendered before the queue's first toast.
 *
 * Hooks: `[data-component="ToastRegion"]` (`[data-hovered]`, `[data-focus-visible]`); each toast
 * `[data-component="Toast"]` with `[data-type]`, `[data-focus-visible]`.
 */
export function ToastRegion({ toaster = appToaster, ...props }: ToastRegionProps) {
  const hasToasts = () => toaster.queue.visibleToasts.length > 0;
  const [isWanted, setWanted] = useState(hasToasts);
  usePreloadWhenIdle(loadToastList, !isWanted);
  useEffect(() => {
    if (isWanted) return;
    const unsubscribe = toaster.queue.subscribe(() => {
      if (hasToasts()) setWanted(true);
    });
    // A toast added between the render and this subscription.
    if (hasToasts()) setWanted(true);
    return unsubscribe;
  });
  const ToastList = useLoadedComponent(loadToastList, isWanted);
  return ToastList === null ? null : <ToastList toaster={toaster} {...props} />;
}

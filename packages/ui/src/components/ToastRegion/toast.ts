import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { SnackbarType } from '../Snackbar/snackbarVariants';

/** The spec's auto-close delay for toasts. */
export const TOAST_TIMEOUT_MS = 5000;

export interface ToastContent {
  type: SnackbarType;
  message: string;
}

export interface ToastOptions {
  /** Milliseconds before it closes itself; 5000 by default, `0` keeps it until dismissed. */
  timeout?: number;
  onClose?: () => void;
}

export interface Toaster {
  info(message: string, options?: ToastOptions): string;
  success(message: string, options?: ToastOptions): string;
  error(message: string, options?: ToastOptions): string;
  /** Closes one toast by the key its `info`/`success`/`error` call returned. */
  close(key: string): void;
  /** Closes every toast (the app does this on each successful mutation). */
  clear(): void;
  /** The RAC queue behind it, for `ToastRegion`. */
  readonly queue: ToastQueue<ToastContent>;
}

/**
 * A toast queue with its API. The app uses the shared `toast`; tests and stories make their own
 * so one story's toasts never leak into another's.
 */
export function createToaster(): Toaster {
  const queue = new ToastQueue<ToastContent>();
  const add = (type: SnackbarType, message: string, options: ToastOptions = {}) => {
    const timeout = options.timeout ?? TOAST_TIMEOUT_MS;
    return queue.add(
      { type, message },
      { timeout: timeout > 0 ? timeout : undefined, onClose: options.onClose },
    );
  };
  return {
    info: (message, options) => add('info', message, options),
    success: (message, options) => add('success', message, options),
    error: (message, options) => add('error', message, options),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
    queue,
  };
}

/** The app-wide toaster, rendered by a `ToastRegion` without a `toaster` prop. */
export const toast: Toaster = createToaster();

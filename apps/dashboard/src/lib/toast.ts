import { TOAST_AUTO_CLOSE_MS } from '@staydesk/domain';

/**
 * The toast queue of spec §8/§9: stacked messages that close themselves after 5000 ms. It
 * lives outside React so SWR's handlers and the mutation helper can push to it; the app's
 * toast region renders it.
 */
export type ToastTone = 'success' | 'critical' | 'info';

export interface ToastMessage {
  id: number;
  tone: ToastTone;
  text: string;
}

type Listener = (toasts: readonly ToastMessage[]) => void;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener(toasts);
}

function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

function push(tone: ToastTone, text: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, tone, text }];
  timers.set(
    id,
    setTimeout(() => dismiss(id), TOAST_AUTO_CLOSE_MS),
  );
  emit();
  return id;
}

export const toast = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('critical', text),
  info: (text: string) => push('info', text),
  dismiss,
  /** Removes every toast (a successful mutation does this first, spec §4). */
  clear(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    toasts = [];
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): readonly ToastMessage[] => toasts,
};

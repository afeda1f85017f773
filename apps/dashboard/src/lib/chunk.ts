import { CHUNK_LOAD_TIMEOUT_MS } from '@staydesk/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError';
}

/** A screen chunk that has not loaded within 120 s (spec §9) fails into the error boundary. */
export function withChunkTimeout<T>(
  load: Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkTimeoutError(`Screen did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A component loaded on first use: its chunk, bounded by the 120 s timeout, behind React.lazy.
 * `preload` starts the download ahead of the render (a route being entered starts its chunks
 * with its data); the render then takes the same download. A chunk that failed to load (the
 * network) or timed out rejects, and React rethrows that error where the component renders:
 * the route's error boundary shows the spec §2 fallback.
 */
export interface LazyComponent<P extends object> {
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  readonly preload: () => void;
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= withChunkTimeout(load()).then((Component) => ({ default: Component }));
    return loading;
  };
  return {
    Component: lazy(start),
    // The render reports a failure; a preload's own rejection is not one more.
    preload: () => void start().catch(() => undefined),
  };
}

import { CHUNK_LOAD_TIMEOUT_MS } from '@staydesk/domain';
import { createElement, type ReactElement } from 'react';

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

/** Rethrows, while rendering, the error that kept its screen's chunk from loading. */
function ScreenFailedToLoad({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A route's `lazy` that never rejects. When react-router's `lazy` rejects, the route keeps its
 * `lazy` and the router renders only down to the nearest route with a HydrateFallback (here the
 * app root, whose Outlet is then empty): a blank page instead of the route's error boundary.
 * So a chunk that failed to load (network) or timed out resolves to an element that throws the
 * load error while rendering: the route's own ErrorBoundary shows the spec §2 fallback and logs.
 */
export function safeLazy<T extends object>(
  lazy: () => Promise<T>,
): () => Promise<T | { element: ReactElement }> {
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      return { element: createElement(ScreenFailedToLoad, { error }) };
    }
  };
}

import { CHUNK_LOAD_TIMEOUT_MS } from '@staydesk/domain';

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

import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  /** The path and query, without the API's origin. */
  path: string;
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

/**
 * Answers the app's requests in place of a server: `answer` sees each request and says what
 * comes back. Returns the requests made, in order. The real fetch returns after the test.
 */
export function fakeServer(
  answer: (request: SentRequest) => Answer | Promise<Answer>,
): SentRequest[] {
  const requests: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: `${url.pathname}${url.search}`,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    const { status, body } = await answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

/** A promise the test resolves itself: holds an answer back to see the pending state. */
export function held<T>() {
  let release: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** An empty page of a list: what a picker's search reads when the test has no rows for it. */
export const NO_ROWS: Answer = {
  status: 200,
  body: { items: [], total: 0, page: 1, pageCount: 0, pageSize: 25 },
};
